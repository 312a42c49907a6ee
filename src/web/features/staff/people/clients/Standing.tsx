import { useTranslation } from 'react-i18next';
import type { StaffClient } from '#shared/contract/staff-clients.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { type ClientAction, useClientAction } from './api.ts';

const danger = `${buttonSecondary} border-red-200 text-red-800 hover:border-red-400`;

/** Where the account stands, and what staff may do about it now; each action asks first. */
export function Standing({ client }: { client: StaffClient }) {
  const { t } = useTranslation('staff-clients');
  const { language } = useLanguage();
  const action = useClientAction(client.id);
  const date = (value: string | null) => (value ? formatMoment(value, language) : '');
  const { state } = client;
  const hasLiveSession = client.sessions.some((session) => session.live);

  const buttons: { action: ClientAction; label: string; style: string }[] = [];
  if (state === 'not_activated') buttons.push({ action: 'code', label: 'code', style: buttonPrimary });
  if (state === 'deactivation_requested') {
    buttons.push({ action: 'deactivate', label: 'confirmRequest', style: danger });
    buttons.push({ action: 'dismiss', label: 'dismiss', style: buttonSecondary });
  }
  if (state === 'active' || state === 'not_activated') {
    buttons.push({ action: 'deactivate', label: 'deactivate', style: danger });
  }
  if (state !== 'deactivated' && hasLiveSession) {
    buttons.push({ action: 'signOut', label: 'signOut', style: buttonSecondary });
  }
  if (state === 'deactivated')
    buttons.push({ action: 'reactivate', label: 'reactivate', style: buttonPrimary });

  const run = (chosen: ClientAction) => {
    const question = t(`confirm.${chosen}`, { name: client.name, email: client.email });
    if (window.confirm(question)) action.mutate(chosen);
  };

  return (
    <section className={`${panel} grid content-start gap-3 p-4`} aria-labelledby="client-standing">
      <h2 id="client-standing" className="font-bold text-brand-900">
        {t('standing.title')}
      </h2>
      <p className="text-sm text-brand-800">
        {t(`standing.${state}`, {
          date: date(state === 'deactivated' ? client.deactivated_at : client.deactivation_requested_at),
        })}
        {state === 'deactivated' && client.deactivation_requested_at && (
          <> {t('standing.requestedBefore', { date: date(client.deactivation_requested_at) })}</>
        )}
      </p>
      {buttons.length > 0 && (
        <div className="flex flex-wrap gap-3">
          {buttons.map((button) => (
            <button
              key={button.label}
              type="button"
              disabled={action.isPending}
              onClick={() => run(button.action)}
              className={button.style}
            >
              {t(`actions.${button.label}`)}
            </button>
          ))}
        </div>
      )}
    </section>
  );
}
