import { useTranslation } from 'react-i18next';
import { useContactInfo } from '#web/api/content.ts';
import { PhoneIcon } from '#web/components/icons.tsx';
import { usePageSettled } from '#web/state/page-settled.ts';

/**
 * The shop's phone from contact record 1, as a tel: link; nothing while it is unknown. It is asked for
 * once the first page is on screen: the page's own data comes first.
 */
export function PhoneLink({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { data: contact } = useContactInfo({ enabled: usePageSettled() });
  if (!contact?.phone) return null;
  return (
    <a
      href={`tel:${contact.phone.replace(/[^\d+]/g, '')}`}
      className={`items-center gap-1.5 ${className}`}
      aria-label={t('topbar.callUs', { phone: contact.phone })}
    >
      <PhoneIcon size={16} />
      <bdi dir="ltr">{contact.phone}</bdi>
    </a>
  );
}
