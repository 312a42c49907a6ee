import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { CodRisk, CodRiskCounts } from '#shared/contract/cod-risk.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { useCodRisk, useSaveCodOutcome } from './cod-risk-api.ts';

/*
 * A COD order's risk signals on the order screen (decision 103): the buyer's earlier COD orders by
 * account, phone and address with how many came back or were refused, whether the phone is a valid
 * number of the parcel's country, and this parcel's own outcome for staff to record.
 */

const WAYS = ['by_account', 'by_phone', 'by_address'] as const;

function Counts({ risk }: { risk: CodRisk }) {
  const { t } = useTranslation('staff-orders');
  const { language } = useLanguage();
  const number = new Intl.NumberFormat(language);
  const cell = (counts: CodRiskCounts, key: keyof CodRiskCounts) => (
    <td
      className={`px-2 py-1 text-end ${key !== 'orders' && counts[key] > 0 ? 'font-bold text-red-800' : ''}`}
    >
      {number.format(counts[key])}
    </td>
  );
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{t('codRisk.earlier')}</caption>
      <thead>
        <tr className="text-start">
          <th scope="col" className="px-2 py-1 text-start">
            {t('codRisk.matchedBy')}
          </th>
          <th scope="col" className="px-2 py-1 text-end">
            {t('codRisk.orders')}
          </th>
          <th scope="col" className="px-2 py-1 text-end">
            {t('codRisk.returned')}
          </th>
          <th scope="col" className="px-2 py-1 text-end">
            {t('codRisk.refused')}
          </th>
        </tr>
      </thead>
      <tbody>
        {WAYS.map((way) => (
          <tr key={way}>
            <th scope="row" className="px-2 py-1 text-start font-semibold">
              {t(`codRisk.${way}`)}
            </th>
            {cell(risk[way], 'orders')}
            {cell(risk[way], 'returned')}
            {cell(risk[way], 'refused')}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Outcome({ risk }: { risk: CodRisk }) {
  const { t } = useTranslation('staff-orders');
  const save = useSaveCodOutcome(risk.order_id);
  return (
    <div className="flex flex-wrap items-center gap-2 text-sm">
      <span className="font-semibold">{t('codRisk.outcome')}</span>
      <span>{t(`codRisk.outcomes.${risk.outcome ?? 'none'}`)}</span>
      {(['returned', 'refused'] as const)
        .filter((outcome) => outcome !== risk.outcome)
        .map((outcome) => (
          <button
            key={outcome}
            type="button"
            className={buttonSecondary}
            disabled={save.isPending}
            onClick={() => save.mutate(outcome)}
          >
            {t(`codRisk.mark.${outcome}`)}
          </button>
        ))}
      {risk.outcome && (
        <button
          type="button"
          className={buttonSecondary}
          disabled={save.isPending}
          onClick={() => save.mutate(null)}
        >
          {t('codRisk.mark.clear')}
        </button>
      )}
    </div>
  );
}

/** The panel, shown for an order paid on delivery only. */
export function CodRiskPanel({ orderId }: { orderId: number }) {
  const { t } = useTranslation('staff-orders');
  const { language } = useLanguage();
  const risk = useCodRisk(orderId).data;
  if (!risk?.is_cod) return null;
  const { phone } = risk;
  const ways = new Intl.ListFormat(language);
  return (
    <section aria-labelledby="cod-risk-title" className={`${panel} grid gap-3 p-5`}>
      <h2 id="cod-risk-title" className="text-lg font-bold text-brand-900">
        {t('codRisk.title')}
      </h2>
      <p className={`text-sm font-semibold ${phone.valid_for_country ? 'text-green-800' : 'text-red-800'}`}>
        {t(phone.valid_for_country ? 'codRisk.phoneValid' : 'codRisk.phoneInvalid', {
          country: phone.country
            ? (new Intl.DisplayNames(language, { type: 'region' }).of(phone.country) ?? phone.country)
            : '—',
        })}{' '}
        <bdi dir="ltr">{phone.e164 ?? phone.written}</bdi>
      </p>
      <Counts risk={risk} />
      {risk.earlier.length > 0 && (
        <ul className="grid gap-1 text-sm">
          {risk.earlier.map((earlier) => (
            <li key={earlier.order_id}>
              <Link to={`/staff/orders/${earlier.order_id}`} className="underline underline-offset-4">
                {t('number', { id: earlier.order_id })}
              </Link>{' '}
              · {formatMoment(earlier.placed_at, language)} ·{' '}
              {t(`codRisk.outcomes.${earlier.outcome ?? 'none'}`)} ·{' '}
              {ways.format(earlier.matched_by.map((way) => t(`codRisk.by_${way}`)))}
            </li>
          ))}
        </ul>
      )}
      <Outcome risk={risk} />
    </section>
  );
}
