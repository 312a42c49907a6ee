import { Trans, useTranslation } from 'react-i18next';
import type { StaffSession } from '#shared/contract/staff-security.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { ConfirmButton } from '../../console/form.tsx';
import { useEndOtherSessions, useEndSession, useSessions } from './api.ts';
import { deviceOf } from './device.ts';

function Device({ session }: { session: StaffSession }) {
  const { t } = useTranslation('staff-security');
  const { browser, system } = deviceOf(session.user_agent);
  if (!browser && !system) return <>{t('sessions.unknownDevice')}</>;
  // The names stay Latin, each apart from the Arabic around it.
  return (
    <span title={session.user_agent ?? undefined}>
      <Trans
        t={t}
        i18nKey="sessions.device"
        values={{ browser: browser ?? '—', system: system ?? '—' }}
        components={{ name: <bdi /> }}
      />
    </span>
  );
}

function SessionRow({ session }: { session: StaffSession }) {
  const { t } = useTranslation('staff-security');
  const { language } = useLanguage();
  const end = useEndSession();
  return (
    <li className="grid gap-2 py-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
      <div className="grid min-w-0 gap-1">
        <p className="flex flex-wrap items-center gap-2 font-semibold text-brand-900">
          <Device session={session} />
          {session.current && (
            <span className="rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-semibold text-emerald-800">
              {t('sessions.current')}
            </span>
          )}
        </p>
        <p className="text-sm text-brand-700">
          {t('sessions.signedIn')} {formatMoment(session.created_at, language)}
          {session.last_seen_at && (
            <>
              {' · '}
              {t('sessions.lastSeen')} {formatMoment(session.last_seen_at, language)}
            </>
          )}
          {session.ip && (
            <>
              {' · '}
              {t('sessions.address')} <bdi dir="ltr">{session.ip}</bdi>
            </>
          )}
        </p>
      </div>
      {!session.current && (
        <div>
          <button
            type="button"
            className={buttonSecondary}
            disabled={end.isPending}
            onClick={() => end.mutate(session.id)}
          >
            {t('sessions.end')}
          </button>
        </div>
      )}
    </li>
  );
}

/** The member's signed-in sessions: where and when, and ending one or all the others. */
export function SessionsPanel() {
  const { t } = useTranslation('staff-security');
  const sessions = useSessions();
  const endOthers = useEndOtherSessions();
  const others = sessions.data?.filter((session) => !session.current).length ?? 0;
  return (
    <section aria-labelledby="sessions" className={`${panel} grid gap-3 p-5`}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="sessions" className="text-lg font-bold text-brand-900">
          {t('sessions.title')}
        </h2>
        {others > 0 && (
          <ConfirmButton
            label={t('sessions.endOthers')}
            question={t('sessions.confirmEndOthers', { count: others })}
            disabled={endOthers.isPending}
            onConfirm={() => endOthers.mutate()}
          />
        )}
      </div>
      <p className="text-sm text-brand-700">{t('sessions.lead')}</p>
      {sessions.isPending && <Spinner size="sm" />}
      {sessions.data && (
        <ul aria-labelledby="sessions" className="divide-y divide-brand-100">
          {sessions.data.map((session) => (
            <SessionRow key={session.id} session={session} />
          ))}
        </ul>
      )}
    </section>
  );
}
