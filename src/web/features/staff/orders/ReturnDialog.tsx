import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { decimalAmount } from '#shared/minor-units.ts';
import { formatPrice } from '#shared/price.ts';
import { ApiError } from '#web/api/client.ts';
import { buttonPrimary, buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { CheckboxField, TextField } from '../console/form.tsx';
import { Dialog } from './Dialog.tsx';
import { moneyOf, pickedLines, typedMinor, worthOfPicked } from './refund-form.ts';
import { refundKey, useReturn } from './refunds-api.ts';

/** How many printed copies of each book come back, at most those not yet given back. */
function ReturnLines({
  order,
  picked,
  onPick,
}: {
  order: StaffOrder;
  picked: Record<number, number>;
  onPick: (picked: Record<number, number>) => void;
}) {
  const { t } = useTranslation('staff-refunds');
  const { language } = useLanguage();
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 text-sm font-semibold text-brand-900">{t('returnDialog.lines')}</legend>
      {order.lines.map((line) => {
        const open = order.line_refunds.find((l) => l.line_id === line.id)?.open ?? 0;
        const title = language === 'ar' ? line.title_ar : line.title_en;
        return (
          <div key={line.id} className="flex min-w-0 flex-wrap items-center gap-2 text-sm">
            <input
              type="number"
              min={0}
              max={open}
              dir="ltr"
              disabled={open === 0}
              aria-label={title}
              value={picked[line.id] ?? 0}
              onChange={(event) =>
                onPick({
                  ...picked,
                  [line.id]: Math.max(0, Math.min(open, Number(event.target.value) || 0)),
                })
              }
              className="w-20 rounded-lg border border-brand-200 px-2 py-1"
            />
            <bdi className="min-w-0 flex-1 truncate">{title}</bdi>
            <span className="text-brand-600">{t('returnDialog.of', { count: open })}</span>
          </div>
        );
      })}
    </fieldset>
  );
}

/**
 * Printed copies taken back after delivery: how many of each book, why, whether they go back into
 * stock, and what is given back (their share of what was paid unless staff type another amount).
 */
export function ReturnDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const { t } = useTranslation('staff-refunds');
  const back = useReturn(order.id);
  const [key] = useState(refundKey);
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(true);
  const [typed, setTyped] = useState<string | null>(null);
  const paid = order.paid_at !== null;
  const worth = worthOfPicked(order, picked);
  const money = moneyOf(order.currency);
  const amount = typed === null ? worth : typedMinor(typed, money.decimals);
  const lines = pickedLines(picked);
  const failed = back.error instanceof ApiError ? back.error.message : null;
  // Something to give back, an amount that reads as one, and why.
  const ready = lines.length > 0 && amount !== null && reason.trim() !== '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!ready) return;
    back.mutate(
      {
        lines,
        reason,
        restock,
        idempotency_key: key,
        ...(paid && typed !== null ? { amount_cents: amount } : {}),
      },
      { onSuccess: onClose },
    );
  };

  return (
    <Dialog title={t('returnDialog.title', { id: order.id })} onClose={onClose}>
      <form onSubmit={submit} className="grid gap-4">
        <ReturnLines order={order} picked={picked} onPick={setPicked} />
        <TextField
          label={t('returnDialog.reason')}
          required
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        <CheckboxField
          label={t('returnDialog.restock')}
          checked={restock}
          onChange={(event) => setRestock(event.target.checked)}
        />
        {paid ? (
          <TextField
            label={t('returnDialog.amount', { currency: money.currency })}
            hint={t('returnDialog.amountHint')}
            dir="ltr"
            inputMode="decimal"
            value={typed ?? decimalAmount(worth, money.decimals)}
            onChange={(event) => setTyped(event.target.value)}
          />
        ) : (
          <p className="text-sm text-brand-700">{t('returnDialog.unpaid')}</p>
        )}
        {failed && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failed}
          </p>
        )}
        <div className="flex flex-wrap items-center justify-end gap-3">
          {paid && amount !== null && (
            <bdi dir="ltr" className="me-auto font-bold text-brand-900">
              {formatPrice(money.units(amount), { currency: money.currency })}
            </bdi>
          )}
          <button type="button" onClick={onClose} className={buttonSecondary}>
            {t('returnDialog.cancel')}
          </button>
          <button type="submit" disabled={!ready || back.isPending} className={buttonPrimary}>
            {t('returnDialog.submit')}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
