import { useTranslation } from 'react-i18next';
import { usePageTitle } from '#web/components/usePageTitle.ts';
import { useStaffSession } from '#web/state/staff.ts';
import { StaffBooks } from './StaffBooks.tsx';
import { StaffLogin } from './StaffLogin.tsx';

/**
 * /staff: public in the route table, since its guard is the staff session (local storage `staff`),
 * not the reader's; until one is stored the page is the staff login form.
 */
export default function StaffPage() {
  const { t } = useTranslation('staff');
  usePageTitle(t('title'));
  const { signedIn } = useStaffSession();
  return signedIn ? <StaffBooks /> : <StaffLogin />;
}
