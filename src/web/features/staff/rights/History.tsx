import { useTranslation } from 'react-i18next';
import type { RightsEvent } from '#shared/contract/staff-rights.ts';
import { formatMoment } from '#web/components/dates.ts';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';

/** Every change of the enquiry, oldest first: the move, who made it, when, and the note. */
export function History({ events }: { events: RightsEvent[] }) {
  const { t } = useTranslation('staff-rights');
  const { language } = useLanguage();
  const status = (value: RightsEvent['to_status']) => t(`status.${value}`);
  return (
    <section aria-labelledby="rights-history" className={`${panel} p-5`}>
      <h2 id="rights-history" className="mb-3 font-bold text-brand-900">
        {t('history')}
      </h2>
      <ol className="grid gap-4">
        {events.map((event) => (
          <li key={event.id} className="border-s-4 border-gold-300 ps-3">
            <p className="font-semibold text-brand-900">
              {event.from_status === null
                ? t('arrived')
                : t('moved', { from: status(event.from_status), to: status(event.to_status) })}
            </p>
            <p className="text-sm text-brand-600">
              {formatMoment(event.at, language)}
              {event.from_status !== null && (
                <> · {t('by', { name: event.staff_name ?? t('formerMember') })}</>
              )}
            </p>
            {event.note && (
              <p dir="auto" className="mt-1 whitespace-pre-line text-brand-800">
                {event.note}
              </p>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}
