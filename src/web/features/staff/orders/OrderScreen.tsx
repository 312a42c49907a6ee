import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router-dom';
import { invoiceWaits } from '#shared/contract/orders.ts';
import type { StaffOrder, StaffOrderAddress, StaffTargetStatus } from '#shared/contract/staff-orders.ts';
import type { Lang } from '#shared/lang.ts';
import { ApiError } from '#web/api/client.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Spinner } from '#web/components/Spinner.tsx';
import { buttonPrimary, buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { TextField } from '../console/form.tsx';
import { ScreenHeader } from '../console/ScreenHeader.tsx';
import { useMarkPaid, useMoveOrder, useOrder } from './api.ts';
import { CodRiskPanel } from './cod/CodRiskPanel.tsx';
import { useCodNotes } from './cod/history-notes.ts';
import { GiftNote } from './GiftNote.tsx';
import { OrderDocuments } from './OrderDocuments.tsx';
import { ReaderNote, StaffNotes } from './OrderNotes.tsx';
import { OrderLines } from './OrderPrice.tsx';
import { OrderRefunds, RefundedNote } from './OrderRefunds.tsx';
import { OrderShipment, shipmentNote } from './OrderShipment.tsx';
import { OrderStatusBadge } from './parts.tsx';

/** The first strong letter of a text is Arabic (or Hebrew): the text reads right to left. */
const readsRtl = (text: string) => /^[^A-Za-z\u00C0-\u024F\u0590-\u08FF]*[\u0590-\u08FF]/.test(text);

/**
 * City, state and postal code as one line, joined with the comma of the line's own script: 'Riyadh,
 * Riyadh 12211' or 'عمّان، العاصمة 11942'.
 */
function cityLine(address: Pick<StaffOrderAddress, 'city' | 'state' | 'postal_code'>): string {
  const place = [address.city, address.state].filter(Boolean);
  const comma = readsRtl(place.join(' ')) ? '، ' : ', ';
  return [place.join(comma), address.postal_code].filter(Boolean).join(' ');
}

/** An address, each line isolated and set in its own direction: a Latin line keeps its order in Arabic. */
function Address({ title, address, lang }: { title: string; address: StaffOrderAddress; lang: Lang }) {
  const line = 'block';
  return (
    <section className={`${panel} p-4`}>
      <h2 className="mb-2 font-bold text-brand-900">{title}</h2>
      <address className="grid gap-0.5 not-italic leading-relaxed text-brand-800">
        <bdi dir="auto" className={`${line} font-semibold`}>
          {address.name}
        </bdi>
        <bdi dir="auto" className={line}>
          {address.address}
        </bdi>
        <bdi dir="auto" className={line}>
          {cityLine(address)}
        </bdi>
        {address.short_address && (
          <bdi dir="ltr" className={line}>
            {address.short_address}
          </bdi>
        )}
        <bdi dir="auto" className={line}>
          {lang === 'ar' ? address.country_ar : address.country_en}
        </bdi>
        <bdi dir="ltr" className={line}>
          {address.mobile}
        </bdi>
        <bdi dir="ltr" className={line}>
          {address.email}
        </bdi>
      </address>
    </section>
  );
}

/** The next statuses as buttons; shipping asks for the carrier (required) and the tracking number first. */
function Actions({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-orders');
  const move = useMoveOrder(order.id);
  const paid = useMarkPaid(order.id);
  // A shipment booked with a carrier has set both: shipping keeps them.
  const [carrier, setCarrier] = useState(order.carrier ?? '');
  const [tracking, setTracking] = useState(order.tracking_number ?? '');
  const fieldErrors = move.error instanceof ApiError ? (move.error.errors ?? {}) : {};
  const errorOf = (field: string) =>
    fieldErrors[field]?.[0] ? { type: 'server', message: fieldErrors[field][0] } : undefined;
  const busy = move.isPending || paid.isPending;

  const go = (status: StaffTargetStatus) => {
    // A paid order is refunded when cancelled: the question says so.
    const question = order.status === 'paid' ? t('confirmRefund') : t('confirmCancel');
    if (status === 'cancelled' && !window.confirm(question)) return;
    move.mutate(status === 'shipped' ? { status, carrier, tracking_number: tracking } : { status });
  };
  const ship = (event: FormEvent) => {
    event.preventDefault();
    go('shipped');
  };

  if (order.next_statuses.length === 0 && !order.can_mark_paid) return null;
  return (
    <section className={`${panel} grid gap-4 p-4`} aria-labelledby="order-actions">
      <h2 id="order-actions" className="font-bold text-brand-900">
        {t('actions.title')}
      </h2>
      {order.next_statuses.includes('shipped') && (
        <form onSubmit={ship} className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          <TextField
            label={t('fields.carrier')}
            required
            value={carrier}
            onChange={(event) => setCarrier(event.target.value)}
            error={errorOf('carrier')}
          />
          <TextField
            label={t('fields.tracking')}
            dir="ltr"
            value={tracking}
            onChange={(event) => setTracking(event.target.value)}
            error={errorOf('tracking_number')}
          />
          <button type="submit" disabled={busy} className={buttonPrimary}>
            {t('actions.shipped')}
          </button>
        </form>
      )}
      <div className="flex flex-wrap gap-3">
        {order.next_statuses
          .filter((status) => status !== 'shipped')
          .map((status) => (
            <button
              key={status}
              type="button"
              disabled={busy}
              onClick={() => go(status)}
              className={
                status === 'cancelled'
                  ? `${buttonSecondary} border-red-200 text-red-800 hover:border-red-400`
                  : buttonPrimary
              }
            >
              {t(`actions.${status}`)}
            </button>
          ))}
        {order.can_mark_paid && (
          <button type="button" disabled={busy} onClick={() => paid.mutate()} className={buttonSecondary}>
            {t('actions.paid')}
          </button>
        )}
      </div>
    </section>
  );
}

function History({ order, lang }: { order: StaffOrder; lang: Lang }) {
  const { t } = useTranslation('staff-orders');
  const cod = useCodNotes();
  return (
    <section className={`${panel} p-4`} aria-labelledby="order-history">
      <h2 id="order-history" className="mb-2 font-bold text-brand-900">
        {t('history.title')}
      </h2>
      <ol className="grid gap-2">
        <li className="text-sm text-brand-700">
          {t('history.placed', { date: formatMoment(order.date, lang) })}
        </li>
        {order.history.map((entry) => (
          <li key={entry.id} className="text-sm text-brand-800">
            <span className="font-semibold">
              {entry.note === 'paid'
                ? t('history.paid')
                : (shipmentNote(entry.note, t) ??
                  cod.label(entry.note) ??
                  t('history.moved', {
                    from: t(`status.${entry.from_status}`),
                    to: t(`status.${entry.to_status}`),
                  }))}
            </span>{' '}
            —{' '}
            {entry.staff ? (
              <bdi>{entry.staff.name}</bdi>
            ) : entry.note === 'expired' ? (
              t('history.expired')
            ) : (
              (cod.by(entry.note) ?? t('history.byShop'))
            )}
            {' · '}
            {formatMoment(entry.created_at, lang)}
          </li>
        ))}
      </ol>
    </section>
  );
}

/** How the order was paid (and refunded), its invoice and credit note numbers, its carrier and tracking. */
function PaymentFacts({ order: o }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-orders');
  const { language } = useLanguage();
  return (
    <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 border-t border-brand-100 p-4 text-sm">
      <dt className="font-semibold">{t('fields.payment')}</dt>
      <dd>
        {language === 'ar' ? o.payment_type_ar : o.payment_type_en}
        {' · '}
        {o.paid_at ? t('paidAt', { date: formatMoment(o.paid_at, language) }) : t('unpaid')}
        <RefundedNote order={o} />
      </dd>
      {(o.invoice_number || invoiceWaits(o)) && (
        <>
          <dt className="font-semibold">{t('fields.invoiceNumber')}</dt>
          <dd>
            {o.invoice_number ? (
              <bdi dir="ltr">{o.invoice_number}</bdi>
            ) : (
              <span className="text-brand-700">{t('invoiceAtHandover')}</span>
            )}
          </dd>
        </>
      )}
      {o.credit_note_number && (
        <>
          <dt className="font-semibold">{t('fields.creditNoteNumber')}</dt>
          <dd>
            <bdi dir="ltr">{o.credit_note_number}</bdi>
          </dd>
        </>
      )}
      {o.carrier && (
        <>
          <dt className="font-semibold">{t('fields.carrier')}</dt>
          <dd>{o.carrier}</dd>
        </>
      )}
      {o.tracking_number && (
        <>
          <dt className="font-semibold">{t('fields.tracking')}</dt>
          <dd>
            <bdi dir="ltr">{o.tracking_number}</bdi>
          </dd>
        </>
      )}
    </dl>
  );
}

/** One order: its lines, addresses, payment and history, and what staff may do with it next. */
export default function OrderScreen() {
  const { t } = useTranslation('staff-orders');
  const { language } = useLanguage();
  const id = Number(useParams().id);
  const order = useOrder(id);

  if (order.isError) {
    return (
      <div role="alert" className={`${panel} p-8 text-center`}>
        <p className="font-semibold text-red-800">{t('notFound')}</p>
        <Link to="/staff/orders" className="underline">
          {t('back')}
        </Link>
      </div>
    );
  }
  if (!order.data) return <Spinner size="lg" className="min-h-64" />;
  const o = order.data;
  return (
    <>
      <ScreenHeader
        title={t('number', { id: o.id })}
        lead={
          <span className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={o.status} /> {t(`type.${o.type}`)} · {formatMoment(o.date, language)}
          </span>
        }
        actions={
          <>
            <OrderDocuments order={o} />
            <Link to="/staff/orders" className={buttonSecondary}>
              {t('back')}
            </Link>
          </>
        }
      />
      <div className="grid gap-4">
        <Actions key={`${o.carrier}:${o.tracking_number}`} order={o} />
        <OrderShipment order={o} />
        <section className={`${panel} min-w-0`}>
          <OrderLines order={o} />
          <PaymentFacts order={o} />
        </section>
        <CodRiskPanel orderId={o.id} />
        <OrderRefunds order={o} />
        <ReaderNote order={o} />
        <GiftNote order={o} />
        {o.shipping && o.billing && (
          <div className="grid gap-4 md:grid-cols-2">
            <Address title={t('shipping')} address={o.shipping} lang={language} />
            <Address title={t('billing')} address={o.billing} lang={language} />
          </div>
        )}
        <div className="grid gap-4 lg:grid-cols-2">
          <History order={o} lang={language} />
          <StaffNotes order={o} />
        </div>
      </div>
    </>
  );
}
