import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { messagesOf, text } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { orderEvents } from '#server/services/order-events.ts';
import type { PaymentProvider } from '#server/services/payments/index.ts';
import { sandboxPagePath } from '#server/services/payments/sandbox.ts';
import type { StaffEvents } from '#server/services/staff-events.ts';
import type { VoucherAnswer } from '#shared/contract/orders.ts';
import type { Lang } from '#shared/lang.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { orderMessages } from './messages.ts';
import { lockPayableOrder, refundPayment, settlePayment } from './payment.ts';

/*
 * Payments that wait (decision 108): instead of a card on the gateway's page, the buyer takes a
 * reference to pay at an outlet or in an app (Fawry). The order keeps the reference and its expiry and
 * stays awaiting payment until then; only the gateway's verified notice or its status marks it paid.
 * Past the expiry the order is cancelled (orders.expire-unpaid), once; a payment that comes later is
 * given back (`settlePayment` answers 'refund' for a cancelled order).
 */

const { unavailable } = messagesOf('vouchers', 'mail');

/** 409 when the shop's gateway gives no references to pay at an outlet. */
export const vouchersUnavailable = () => new AppError(409, 'vouchers_unavailable', unavailable);

export type VoucherSettings = {
  publicUrl: string;
  lang: Lang;
  email: string;
  /** How long a reference stays payable (`PAYMENT_VOUCHER_HOURS`). */
  hours: number;
  now?: Date;
};

/** A gateway that cannot be reached or refuses is the shop's trouble, told as 502, not 500. */
async function askGateway<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch {
    throw new AppError(502, 'payment_provider_unavailable', orderMessages.providerUnavailable);
  }
}

/**
 * The reference for a digital order awaiting payment: the one it holds while it is still payable,
 * else a new one from the gateway, kept on the order and mailed to the buyer (once per reference).
 * 409 when the gateway gives no references or the order cannot be paid (paid, cancelled, PDF owned).
 */
export async function startVoucher(
  db: Db,
  provider: PaymentProvider,
  clientId: number,
  orderId: number,
  settings: VoucherSettings,
): Promise<VoucherAnswer> {
  const createVoucher = provider.createVoucher?.bind(provider);
  if (!createVoucher) throw vouchersUnavailable();
  const now = settings.now ?? new Date();
  const voucher = await db.transaction(async (tx) => {
    const order = await lockPayableOrder(tx, clientId, orderId);
    const held = order.voucherReference && order.voucherExpiresAt && order.paymentReference;
    if (held && order.voucherExpiresAt && order.voucherExpiresAt > now) {
      return {
        sessionId: order.paymentReference as string,
        reference: order.voucherReference as string,
        expiresAt: order.voucherExpiresAt,
        amountCents: order.netPriceCents,
        currency: order.currency,
        decimals: order.currencyDecimals,
      };
    }
    const made = await askGateway(() =>
      createVoucher({
        orderId: order.id,
        amountCents: order.netPriceCents,
        currency: order.currency,
        description: text(settings.lang, 'orders', 'paymentDescription', { id: order.id }),
        expiresAt: new Date(now.getTime() + settings.hours * 3_600_000),
        customerEmail: settings.email,
      }),
    );
    await tx
      .update(orders)
      .set({
        paymentReference: made.sessionId,
        paymentProvider: provider.name,
        voucherReference: made.reference,
        voucherExpiresAt: made.expiresAt,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id));
    await orderEvents.publish(tx, {
      type: 'voucherIssued',
      orderId: order.id,
      reference: made.reference,
      expiresAt: made.expiresAt,
      amountCents: order.netPriceCents,
      currency: order.currency,
      publicUrl: settings.publicUrl,
    });
    return {
      ...made,
      amountCents: order.netPriceCents,
      currency: order.currency,
      decimals: order.currencyDecimals,
    };
  });
  return {
    reference: voucher.reference,
    amount: minorToUnits(voucher.amountCents, voucher.decimals),
    currency: voucher.currency,
    expires_at: voucher.expiresAt.toISOString(),
    test_page_url: provider.sandbox ? `${settings.publicUrl}${sandboxPagePath(voucher.sessionId)}` : null,
  };
}

type Settling = { publicUrl: string; staffEvents?: StaffEvents; giftLinkDays?: number };

/**
 * Before an order whose reference expired is cancelled: asks the gateway where the reference stands.
 * A payment it holds pays the order (its notice may be late) and the order is kept; true when the
 * order may be cancelled, false when it was paid or the gateway could not tell (asked again next run).
 */
export async function voucherLapsed(db: Db, provider: PaymentProvider, orderId: number, settings: Settling) {
  const [order] = await db
    .select({ status: orders.status, sessionId: orders.paymentReference })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (order?.status !== 'awaiting_payment' || !order.sessionId) return true;
  const sessionId = order.sessionId;
  const state = await provider.retrieve(sessionId).catch(() => null);
  if (!state) return false;
  if (!state.paid || !state.reference) return true;
  const settled = {
    orderId,
    sessionId,
    reference: state.reference,
    amountCents: state.amountCents,
    currency: state.currency ?? null,
  };
  const outcome = await settlePayment(
    db,
    settled,
    settings.publicUrl,
    settings.staffEvents,
    settings.giftLinkDays,
  );
  if (outcome === 'refund') await refundPayment(provider, settled).catch(() => undefined);
  return false;
}
