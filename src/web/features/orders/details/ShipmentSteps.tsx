import { skipToken, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ParcelTracking } from '#shared/contract/carriers.ts';
import { api } from '#web/api/client.ts';
import { formatMoment, isolated } from '#web/components/dates.ts';
import { panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';

/*
 * The order's parcel on the buyer's order page (decision 101): the carrier and waybill, a link to the
 * carrier's own tracking page, and the steps the carrier reported, oldest first, each named in the
 * page's language with the carrier's words, place and time beside it.
 */

export function useParcel(orderId: number | undefined) {
  const { language } = useLanguage();
  return useQuery({
    queryKey: ['orders', 'parcel', orderId, language],
    queryFn:
      orderId === undefined
        ? skipToken
        : ({ signal }) => api('GET /orders/:id/tracking', { params: { id: orderId }, signal, quiet: true }),
    select: (answer) => answer.data,
    staleTime: 0,
  });
}

export function ShipmentSteps({ parcel }: { parcel: ParcelTracking }) {
  const { t } = useTranslation('orders');
  const { language } = useLanguage();
  return (
    <section aria-labelledby="parcel-title" className={`${panel} flex flex-col gap-3 px-5 py-4`}>
      <h2 id="parcel-title" className="text-lg font-extrabold text-brand-900">
        {t('parcel.title')}
      </h2>
      <dl className="flex flex-wrap gap-x-8 gap-y-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-brand-700">{t('parcel.carrier')}</dt>
          <dd>
            <bdi>{parcel.carrier_name}</bdi>
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-brand-700">{t('parcel.waybill')}</dt>
          <dd>
            <bdi>{parcel.waybill}</bdi>
          </dd>
        </div>
      </dl>
      {parcel.tracking_url && (
        <a
          href={parcel.tracking_url}
          target="_blank"
          rel="noopener noreferrer"
          className="self-start text-sm font-bold text-brand-700 underline"
        >
          {t('parcel.track', { carrier: isolated(parcel.carrier_name) })}
        </a>
      )}
      {parcel.steps.length === 0 ? (
        <p className="text-sm text-brand-700">{t('parcel.none')}</p>
      ) : (
        <ol className="flex flex-col gap-2 border-s-2 border-brand-100 ps-4">
          {parcel.steps.map((step) => {
            const words =
              language === 'ar' ? (step.description_ar ?? step.description_en) : step.description_en;
            return (
              <li key={`${step.step}-${step.at}`} data-step={step.step} className="flex flex-col text-sm">
                <strong className="text-brand-900">{t(`parcel.steps.${step.step}`)}</strong>
                <span className="text-brand-700">
                  <bdi>{words}</bdi>
                  {step.location && (
                    <>
                      {' · '}
                      <bdi>{step.location}</bdi>
                    </>
                  )}
                  {' · '}
                  <time dateTime={step.at}>{formatMoment(step.at, language)}</time>
                </span>
              </li>
            );
          })}
        </ol>
      )}
    </section>
  );
}

/** The parcel of a printed order, once one is booked; nothing before. */
export function OrderParcel({ orderId }: { orderId: number }) {
  const parcel = useParcel(orderId);
  if (!parcel.data) return null;
  return <ShipmentSteps parcel={parcel.data} />;
}
