import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderRefund } from '#shared/contract/staff-refunds.ts';
import type { Lang } from '#shared/lang.ts';
import { ApiError } from '#web/api/client.ts';
import { toast } from '#web/api/toast.ts';
import { formatMoment } from '#web/components/dates.ts';
import { Price } from '#web/components/Price.tsx';
import { DownloadIcon } from '#web/components/page-icons.tsx';
import { Badge } from '../console/Badge.tsx';
import { downloadStaffFile } from './OrderDocuments.tsx';
import { moneyOf } from './refund-form.ts';

/* Refunds as the order and the client pages list them: amount, state, kind, when, by whom, reference. */

const stateColours: Record<OrderRefund['state'], string> = {
  requested: 'bg-gold-100 text-gold-700',
  done: 'bg-green-100 text-green-800',
  failed: 'bg-red-100 text-red-800',
};

export function RefundStateBadge({ state }: { state: OrderRefund['state'] }) {
  const { t } = useTranslation('staff-refunds');
  return <Badge colours={stateColours[state]}>{t(`refunds.state.${state}`)}</Badge>;
}

/** The refund's credit note saved as a PDF, in the console's language. */
function CreditNoteLink({ orderId, number }: { orderId: number; number: string }) {
  const { t } = useTranslation('staff-refunds');
  const [busy, setBusy] = useState(false);
  const get = async () => {
    setBusy(true);
    try {
      await downloadStaffFile(`/staff/orders/${orderId}/credit-notes/${number}`, `${number}.pdf`);
    } catch (error) {
      toast.error((error instanceof ApiError && error.message) || t('refunds.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      type="button"
      disabled={busy}
      aria-busy={busy || undefined}
      onClick={get}
      aria-label={t('refunds.downloadCreditNote', { number })}
      className="inline-flex items-center gap-1 text-brand-800 underline hover:text-gold-700"
    >
      <DownloadIcon />
      PDF
    </button>
  );
}

export function RefundItem({
  refund,
  lang,
  orderLink,
}: {
  refund: OrderRefund;
  lang: Lang;
  orderLink?: ReactNode;
}) {
  const { t } = useTranslation('staff-refunds');
  // Its order's currency, whose minor units `amount_cents` counts.
  const money = moneyOf(refund.currency);
  return (
    <li
      className="grid min-w-0 gap-1 border-b border-brand-100 py-3 text-sm last:border-b-0"
      data-testid="refund"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Price
          value={money.units(refund.amount_cents)}
          currency={money.currency}
          className="text-base font-bold text-brand-900"
        />
        <RefundStateBadge state={refund.state} />
        <span className="font-semibold">{t(`refunds.kind.${refund.kind}`)}</span>
        <span className="text-brand-700">· {t(`refunds.method.${refund.method}`)}</span>
        {orderLink}
      </div>
      <div className="text-brand-700">
        {refund.staff ? (
          <>
            {t('refunds.by')} <bdi>{refund.staff.name}</bdi>
          </>
        ) : (
          t('refunds.byShop')
        )}
        {' · '}
        <bdi>{formatMoment(refund.created_at, lang)}</bdi>
      </div>
      {refund.lines.length > 0 && (
        <ul className="flex flex-wrap gap-x-3 text-brand-800">
          {refund.lines.map((line) => (
            <li key={line.line_id}>
              <bdi>{lang === 'ar' ? line.title_ar || line.title_en : line.title_en || line.title_ar}</bdi> ×{' '}
              <bdi dir="ltr">{line.quantity}</bdi>
            </li>
          ))}
          {refund.kind === 'return' && (
            <li className="text-brand-600">
              {refund.restock ? t('refunds.restocked') : t('refunds.notRestocked')}
            </li>
          )}
        </ul>
      )}
      {refund.reason && (
        <div>
          <span className="font-semibold">{t('refunds.reason')}:</span> <bdi>{refund.reason}</bdi>
        </div>
      )}
      {(refund.provider_reference || refund.credit_note_number) && (
        <dl className="flex min-w-0 flex-wrap gap-x-4 text-brand-700">
          {refund.provider_reference && (
            <div className="flex min-w-0 gap-1">
              <dt>{t('refunds.reference')}:</dt>
              <dd className="min-w-0 break-all">
                <bdi dir="ltr">{refund.provider_reference}</bdi>
              </dd>
            </div>
          )}
          {refund.credit_note_number && (
            <div className="flex gap-1">
              <dt>{t('refunds.creditNote')}:</dt>
              <dd className="flex items-center gap-2">
                <bdi dir="ltr">{refund.credit_note_number}</bdi>
                <CreditNoteLink orderId={refund.order_id} number={refund.credit_note_number} />
              </dd>
            </div>
          )}
        </dl>
      )}
      {refund.state === 'failed' && (
        <p className="font-medium text-red-800">{t('refunds.failure', { failure: refund.failure ?? '—' })}</p>
      )}
    </li>
  );
}
