import { eq, sum } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orderLines, orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { countryCodesById, findPaymentType } from '#server/modules/reference/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import { orderMessages } from './messages.ts';
import { refundedCentsOf } from './refunds-read.ts';

/*
 * What a carrier needs of an order to book its parcel, and the order's side of a booking: its carrier
 * and tracking number set as staff set them by hand, and a line in its history naming who did it.
 */

export type OrderForShipment = {
  id: number;
  status: OrderStatus;
  isHardCopy: boolean;
  weightGrams: number;
  copies: number;
  /** Cash still to collect: a COD order's price less what was refunded, while unpaid; else 0. */
  codAmountCents: number;
  netPriceCents: number;
  /** The currency the order was charged in, and its decimals: its amounts are minor units of it. */
  currency: string;
  currencyDecimals: number;
  shipping: {
    name: string;
    phone: string;
    email: string;
    address: string;
    city: string;
    state: string;
    postalCode: string;
    countryId: number;
    countryCode: string;
    shortAddress: string | null;
  } | null;
};

export async function orderForShipment(db: Db, orderId: number): Promise<OrderForShipment | null> {
  const [row] = await db
    .select({ order: orders, address: orderAddresses })
    .from(orders)
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) return null;
  const { order, address } = row;
  const paymentType = await findPaymentType(db, order.paymentTypeId);
  const refunded = (await refundedCentsOf(db, [orderId])).get(orderId) ?? 0;
  const cod = paymentType?.code === 'cod' && order.paidAt === null;
  const [{ copies }] = await db
    .select({ copies: sum(orderLines.quantity).mapWith(Number) })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const codes = address ? await countryCodesById(db, [address.shippingCountryId]) : new Map<number, string>();
  return {
    id: order.id,
    status: order.status,
    isHardCopy: order.isHardCopy,
    weightGrams: order.weightGrams,
    copies: copies ?? 0,
    codAmountCents: cod ? Math.max(0, order.netPriceCents - refunded) : 0,
    netPriceCents: order.netPriceCents,
    currency: order.currency,
    currencyDecimals: order.currencyDecimals,
    shipping: address
      ? {
          name: address.shippingName,
          phone: address.shippingMobile,
          email: address.shippingEmail,
          address: address.shippingAddress,
          city: address.shippingCity,
          state: address.shippingState,
          postalCode: address.shippingPostalCode,
          countryId: address.shippingCountryId,
          countryCode: codes.get(address.shippingCountryId) ?? '',
          shortAddress: address.shippingShortAddress,
        }
      : null,
  };
}

/**
 * Sets the order's carrier and tracking number (both null: cleared) under its row lock and writes
 * `note` in its history with the staff member, the status staying as it is.
 */
export async function recordOrderShipment(
  tx: Db,
  orderId: number,
  staffId: number,
  change: { carrier: string | null; trackingNumber: string | null; note: string },
) {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  if (!order) throw new AppError(404, 'not_found', orderMessages.orderNotFound);
  const now = new Date();
  await tx
    .update(orders)
    .set({ carrier: change.carrier, trackingNumber: change.trackingNumber, updatedAt: now })
    .where(eq(orders.id, orderId));
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: order.status,
    toStatus: order.status,
    staffId,
    note: change.note,
    createdAt: now,
  });
}
