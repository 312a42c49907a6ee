import { useTranslation } from 'react-i18next';
import type { StaffMemberRow } from '#shared/contract/staff-members.ts';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useStaffSession } from '#web/state/staff.ts';
import { useResetTwoFactor } from './api.ts';

/*
 * A member's two-step sign-in as an admin sees it: on or off, and, for a member who lost both the app
 * and the recovery codes, a reset that turns it off and signs them out. An admin's own is turned off on
 * their security page, with a code.
 */
export function TwoFactorReset({ member }: { member: StaffMemberRow }) {
  const { t } = useTranslation('members');
  const { staff } = useStaffSession();
  const reset = useResetTwoFactor(member.id);
  const self = member.id === staff.id;
  return (
    <section aria-labelledby="member-two-factor" className={`${panel} grid content-start gap-4 p-5`}>
      <h2 id="member-two-factor" className="text-lg font-bold text-brand-900">
        {t('twoFactor.title')}
      </h2>
      <p className="text-brand-800">{t(member.two_factor ? 'twoFactor.on' : 'twoFactor.off')}</p>
      {member.two_factor && !self && (
        <div className="grid gap-2">
          <p className="text-sm text-brand-700">{t('twoFactor.lead')}</p>
          <button
            type="button"
            disabled={reset.isPending}
            onClick={() => {
              if (window.confirm(t('twoFactor.confirm', { name: member.name }))) reset.mutate();
            }}
            className={`${buttonSecondary} justify-self-start border-red-200 text-red-800 hover:border-red-400 hover:text-red-900`}
          >
            {t('twoFactor.reset')}
          </button>
        </div>
      )}
      {member.two_factor && self && <p className="text-sm text-brand-700">{t('twoFactor.selfHint')}</p>}
    </section>
  );
}
