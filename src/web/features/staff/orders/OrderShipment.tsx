import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CarrierCode, OrderShipments, Shipment } from '#shared/contract/carriers.ts';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { formatPrice } from '#shared/price.ts';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { formatMoment } from '#web/components/dates.ts';
import { buttonPrimary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { ConfirmButton, SelectField, WholeNumberField } from '../console/form.tsx';
import { downloadStaffFile } from './OrderDocuments.tsx';
import { moneyOf } from './refund-form.ts';
import { useCancelShipment, useCreateShipment, useShipments } from './shipment-api.ts';

/*
 * The order's parcel with a carrier: booked from the zone's carrier and service (staff may choose
 * another), the weight and the pieces; then its waybill, the cash the carrier collects, its label
 * and a button to cancel it.
 */

const grams = (value: number, lang: string) =>
  new Intl.NumberFormat(lang === 'ar' ? 'ar' : 'en', { style: 'unit', unit: 'gram' }).format(value);

function LiveShipment({ order, shipment }: { order: StaffOrder; shipment: Shipment }) {
  const { t } = useTranslation('staff-orders');
  const { language } = useLanguage();
  const cancel = useCancelShipment(order.id);
  const [printing, setPrinting] = useState(false);
  const label = async () => {
    setPrinting(true);
    try {
      await downloadStaffFile(`/staff/orders/${order.id}/label`, `label-${order.id}.pdf`);
    } catch (error) {
      toast.error((error instanceof ApiError && error.message) || t('documents.failed'));
    } finally {
      setPrinting(false);
    }
  };
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-semibold">{t('shipment.carrier')}</dt>
        <dd>
          {shipment.carrier_name} · <bdi dir="ltr">{shipment.service}</bdi>
        </dd>
        <dt className="font-semibold">{t('shipment.waybill')}</dt>
        <dd>
          <bdi dir="ltr">{shipment.waybill}</bdi>
        </dd>
        <dt className="font-semibold">{t('shipment.parcel')}</dt>
        <dd>
          {t('shipment.parcelFacts', {
            weight: grams(shipment.weight_grams, language),
            count: shipment.pieces,
          })}
        </dd>
        <dt className="font-semibold">{t('shipment.cod')}</dt>
        <dd>
          <bdi dir="ltr">{codAmount(order, shipment.cod_amount_cents)}</bdi>
        </dd>
        <dt className="font-semibold">{t('shipment.created')}</dt>
        <dd>
          {formatMoment(shipment.created_at, language)}
          {shipment.created_by && (
            <>
              {' · '}
              <bdi>{shipment.created_by.name}</bdi>
            </>
          )}
        </dd>
      </dl>
      <div className="flex flex-wrap gap-3">
        <button type="button" disabled={printing} onClick={label} className={buttonPrimary}>
          {t('shipment.label')}
        </button>
        <ConfirmButton
          label={t('shipment.cancel')}
          question={t('shipment.confirmCancel')}
          disabled={cancel.isPending}
          onConfirm={() => cancel.mutate()}
        />
      </div>
    </>
  );
}

function NewShipment({ order, data }: { order: StaffOrder; data: OrderShipments }) {
  const { t } = useTranslation('staff-orders');
  const create = useCreateShipment(order.id);
  const { defaults, carriers } = data;
  const [carrier, setCarrier] = useState<string>(defaults.carrier ?? carriers[0]?.code ?? '');
  const services = carriers.find((c) => c.code === carrier)?.services ?? [];
  const [service, setService] = useState<string>(
    defaults.carrier === carrier && defaults.service ? defaults.service : (services[0] ?? ''),
  );
  const [weight, setWeight] = useState(defaults.weight_grams > 0 ? String(defaults.weight_grams) : '');
  const [pieces, setPieces] = useState('1');
  const fieldErrors = create.error instanceof ApiError ? (create.error.errors ?? {}) : {};
  const errorOf = (field: string) =>
    fieldErrors[field]?.[0] ? { type: 'server', message: fieldErrors[field][0] } : undefined;
  const refusal = create.error instanceof ApiError && !create.error.errors ? create.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    create.mutate({
      carrier: carrier as CarrierCode,
      service,
      weight_grams: Number(weight) || undefined,
      pieces: Number(pieces) || 1,
    });
  };
  if (carriers.length === 0) return <p className="text-sm text-brand-700">{t('shipment.noCarriers')}</p>;
  return (
    <form onSubmit={submit} className="grid gap-3">
      <p className="text-sm text-brand-700">
        {t('shipment.collect', { amount: codAmount(order, defaults.cod_amount_cents) })}
        {defaults.short_address && (
          <>
            {' · '}
            {t('shipment.shortAddress')} <bdi dir="ltr">{defaults.short_address}</bdi>
          </>
        )}
      </p>
      <div className="grid gap-3 sm:grid-cols-4 sm:items-end">
        <SelectField
          label={t('shipment.carrier')}
          value={carrier}
          onChange={(event) => {
            setCarrier(event.target.value);
            setService(carriers.find((c) => c.code === event.target.value)?.services[0] ?? '');
          }}
          options={carriers.map((c) => ({ value: c.code, label: c.name }))}
          error={errorOf('carrier')}
        />
        <SelectField
          label={t('shipment.service')}
          value={service}
          onChange={(event) => setService(event.target.value)}
          options={services.map((s) => ({ value: s, label: s }))}
          error={errorOf('service')}
        />
        <WholeNumberField
          label={t('shipment.weight')}
          value={weight}
          min={1}
          onChange={(event) => setWeight(event.target.value)}
          error={errorOf('weight_grams')}
        />
        <WholeNumberField
          label={t('shipment.pieces')}
          value={pieces}
          min={1}
          onChange={(event) => setPieces(event.target.value)}
          error={errorOf('pieces')}
        />
      </div>
      {refusal && (
        <p role="alert" className="text-sm font-medium text-red-700">
          {refusal}
        </p>
      )}
      <div>
        <button type="submit" disabled={create.isPending} className={buttonPrimary}>
          {t('shipment.create')}
        </button>
      </div>
    </form>
  );
}

/** `shipment:<carrier>:<waybill>` and `shipment_cancelled:…` as the history says them; null for other notes. */
export function shipmentNote(
  note: string | null,
  t: (key: string, values?: Record<string, string>) => string,
) {
  const [kind, carrier, waybill] = (note ?? '').split(':');
  if ((kind !== 'shipment' && kind !== 'shipment_cancelled') || !waybill) return null;
  return t(kind === 'shipment' ? 'history.shipment' : 'history.shipmentCancelled', { carrier, waybill });
}

/** Cash to collect, in the order's currency. */
function codAmount(order: StaffOrder, minor: number) {
  const money = moneyOf(order.currency);
  return formatPrice(money.units(minor), { currency: money.currency });
}

/** The panel: the live shipment, or the form that books one while the order is being prepared. */
export function OrderShipment({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-orders');
  const shipments = useShipments(order.id);
  const preparing = order.type === 'paper' && (order.status === 'pending' || order.status === 'processing');
  const live = shipments.data?.shipments.find((s) => s.status === 'created');
  if (!shipments.data || (!live && !preparing)) return null;
  return (
    <section className={`${panel} grid gap-3 p-4`} aria-labelledby="order-shipment">
      <h2 id="order-shipment" className="font-bold text-brand-900">
        {t('shipment.title')}
      </h2>
      {live ? (
        <LiveShipment order={order} shipment={live} />
      ) : (
        <NewShipment key={order.updated_at} order={order} data={shipments.data} />
      )}
    </section>
  );
}
