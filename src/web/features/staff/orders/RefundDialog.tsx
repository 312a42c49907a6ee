import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { formatPrice } from '#shared/price.ts';
import { ApiError } from '#web/api/client.ts';
import { Price } from '#web/components/Price.tsx';
import { buttonPrimary, buttonSecondary } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { TextField } from '../console/form.tsx';
import { Dialog } from './Dialog.tsx';
import { moneyOf, pickedLines, typedMinor, worthOfPicked } from './refund-form.ts';
import { refundKey, useRefund } from './refunds-api.ts';

/** The books whose copies not yet given back are refunded, each ticked whole. */
function RefundLines({
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
      <legend className="mb-1 text-sm font-semibold text-brand-900">{t('refundDialog.lines')}</legend>
      {order.lines.map((line) => {
        const open = order.line_refunds.find((l) => l.line_id === line.id)?.open ?? 0;
        return (
          <label key={line.id} className="flex min-w-0 items-center gap-2 text-sm">
            <input
              type="checkbox"
              disabled={open === 0}
              checked={(picked[line.id] ?? 0) > 0}
              onChange={(event) => onPick({ ...picked, [line.id]: event.target.checked ? open : 0 })}
            />
            <bdi className="min-w-0 truncate">{language === 'ar' ? line.title_ar : line.title_en}</bdi>
            <span className="text-brand-600">
              × <bdi dir="ltr">{open}</bdi>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}

/** Refund part of a paid order: an amount, or books of the order by their share of what was paid. */
export function RefundDialog({ order, onClose }: { order: StaffOrder; onClose: () => void }) {
  const { t } = useTranslation('staff-refunds');
  const refund = useRefund(order.id);
  const [key] = useState(refundKey);
  const [by, setBy] = useState<'amount' | 'lines'>('amount');
  const [typed, setTyped] = useState('');
  const [picked, setPicked] = useState<Record<number, number>>({});
  const [reason, setReason] = useState('');
  const money = moneyOf(order.currency);
  // Minor units of the order's currency, as the server takes `amount_cents`.
  const cents = by === 'amount' ? typedMinor(typed, money.decimals) : worthOfPicked(order, picked);
  const card = order.payment_reference !== null;
  const failed = refund.error instanceof ApiError ? refund.error.message : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!cents) return;
    const common = { idempotency_key: key, reason: reason || undefined };
    refund.mutate(
      by === 'amount' ? { ...common, amount_cents: cents } : { ...common, lines: pickedLines(picked) },
      {
        onSuccess: onClose,
      },
    );
  };

  return (
    <Dialog title={t('refundDialog.title', { id: order.id })} onClose={onClose}>
      <form onSubmit={submit} className="grid gap-4">
        <p className="text-sm text-brand-800">
          {t('refundDialog.lead')}:{' '}
          <Price
            value={money.units(order.refundable_cents)}
            currency={money.currency}
            className="font-bold"
          />
        </p>
        <fieldset className="flex flex-wrap gap-4">
          <legend className="mb-1 text-sm font-semibold text-brand-900">{t('refundDialog.by')}</legend>
          {(['amount', 'lines'] as const).map((value) => (
            <label key={value} className="inline-flex items-center gap-2 text-sm">
              <input type="radio" name="refund-by" checked={by === value} onChange={() => setBy(value)} />
              {t(value === 'amount' ? 'refundDialog.byAmount' : 'refundDialog.byLines')}
            </label>
          ))}
        </fieldset>
        {by === 'amount' ? (
          <TextField
            label={t('refundDialog.amount', { currency: money.currency })}
            dir="ltr"
            inputMode="decimal"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
          />
        ) : (
          <RefundLines order={order} picked={picked} onPick={setPicked} />
        )}
        <TextField
          label={t('refundDialog.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <p className="text-sm text-brand-700">{card ? t('refundDialog.card') : t('refundDialog.cash')}</p>
        {failed && (
          <p role="alert" className="text-sm font-medium text-red-800">
            {failed}
          </p>
        )}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" onClick={onClose} className={buttonSecondary}>
            {t('refundDialog.cancel')}
          </button>
          <button type="submit" disabled={!cents || refund.isPending} className={buttonPrimary}>
            {t('refundDialog.submit', {
              amount: formatPrice(money.units(cents ?? 0), { currency: money.currency }),
            })}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
