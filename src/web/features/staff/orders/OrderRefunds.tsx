import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { Price } from '#web/components/Price.tsx';
import { buttonSecondary, panel } from '#web/components/ui.tsx';
import { useLanguage } from '#web/state/language.ts';
import { RefundDialog } from './RefundDialog.tsx';
import { RefundItem, RefundStateBadge } from './RefundList.tsx';
import { ReturnDialog } from './ReturnDialog.tsx';
import { moneyOf } from './refund-form.ts';

/** The order's refunds and returns, each with its state, and the dialogs that add one. */
export function OrderRefunds({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-refunds');
  const { language } = useLanguage();
  const [open, setOpen] = useState<'refund' | 'return' | null>(null);
  const close = () => setOpen(null);
  const paid = order.paid_at !== null;
  const money = moneyOf(order.currency);
  if (order.refunds.length === 0 && !order.can_refund && !order.can_return) return null;
  return (
    <section className={`${panel} grid min-w-0 gap-3 p-4`} aria-labelledby="order-refunds">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="order-refunds" className="font-bold text-brand-900">
          {t('refunds.title')}
        </h2>
        <div className="flex flex-wrap gap-2">
          {order.can_refund && (
            <button type="button" className={buttonSecondary} onClick={() => setOpen('refund')}>
              {t('refunds.refundAction')}
            </button>
          )}
          {order.can_return && (
            <button type="button" className={buttonSecondary} onClick={() => setOpen('return')}>
              {t('refunds.returnAction')}
            </button>
          )}
        </div>
      </div>
      {paid && (
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
          <div className="flex gap-1">
            <dt className="font-semibold">{t('refunds.refunded')}:</dt>
            <dd>
              <Price value={money.units(order.refunded_cents)} currency={money.currency} />
            </dd>
          </div>
          {order.status !== 'cancelled' && (
            <div className="flex gap-1">
              <dt className="font-semibold">{t('refunds.left')}:</dt>
              <dd>
                <Price value={money.units(order.refundable_cents)} currency={money.currency} />
              </dd>
            </div>
          )}
        </dl>
      )}
      {order.refunds.length === 0 ? (
        <p className="text-sm text-brand-700">{t('refunds.none')}</p>
      ) : (
        <ul className="grid">
          {[...order.refunds].reverse().map((refund) => (
            <RefundItem key={refund.id} refund={refund} lang={language} />
          ))}
        </ul>
      )}
      {open === 'refund' && <RefundDialog order={order} onClose={close} />}
      {open === 'return' && <ReturnDialog order={order} onClose={close} />}
    </section>
  );
}

/** Beside the payment: what was given back of it, and the state of the last refund. */
export function RefundedNote({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('staff-refunds');
  const last = order.refunds.at(-1);
  if (!last) return null;
  const money = moneyOf(order.currency);
  return (
    <span className="ms-1">
      {' · '}
      {t('refunds.refunded')}{' '}
      <Price value={money.units(order.refunded_cents)} currency={money.currency} className="font-semibold" />
      {last.state !== 'done' && (
        <>
          {' · '}
          {t(`refunds.last.${last.state}`)} <RefundStateBadge state={last.state} />
        </>
      )}
    </span>
  );
}
