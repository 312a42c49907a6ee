import { useTranslation } from 'react-i18next';
import { Notice } from '#web/components/ui.tsx';
import { Loaded } from '../../console/resource/index.ts';
import { ScreenHeader } from '../../console/ScreenHeader.tsx';
import { useSecurity } from './api.ts';
import { SessionsPanel } from './SessionsPanel.tsx';
import { TwoFactorPanel } from './TwoFactorPanel.tsx';

/* The member's own sign-in security: two-step sign-in with an authenticator app, and their sessions. */

export default function SecurityScreen() {
  const { t } = useTranslation('staff-security');
  const security = useSecurity();
  const mustSetUp = security.data?.required && !security.data.two_factor_enabled;
  return (
    <>
      <ScreenHeader title={t('title')} lead={t('lead')} />
      <div className="grid max-w-3xl gap-6">
        {mustSetUp && <Notice tone="alert" text={t('required')} />}
        <Loaded query={security}>{(state) => <TwoFactorPanel state={state} />}</Loaded>
        <SessionsPanel />
      </div>
    </>
  );
}
