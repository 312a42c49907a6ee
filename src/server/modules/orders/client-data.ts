import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orderLines, orders } from '#server/db/schema/orders.ts';

/*
 * A reader's orders as the copy of their data shows them (decision 085): each order's amounts in
 * cents as charged (the total is the net price, tax and shipping included), its lines and the addresses it was sent to, oldest first.
 */

export type OrderData = {
  id: number;
  status: string;
  placed_at: string;
  paid_at: string | null;
  is_hard_copy: boolean;
  is_gift: boolean;
  /** The currency the order was charged in (decision 110); its amounts are minor units of it. */
  currency: string;
  currency_decimals: number;
  subtotal_cents: number;
  discount_cents: number;
  coupon_code: string | null;
  shipping_cents: number;
  cod_fee_cents: number;
  tax_cents: number;
  total_cents: number;
  note: string | null;
  carrier: string | null;
  tracking_number: string | null;
  lines: {
    book_id: number;
    is_hard_copy: boolean;
    quantity: number;
    unit_price_cents: number;
    total_price_cents: number;
  }[];
  addresses: { shipping: AddressData; billing: AddressData } | null;
};

/** One address of an order, shipping or billing: the same fields for each. */
type AddressData = {
  name: string;
  address: string;
  city: string;
  state: string;
  postal_code: string;
  mobile: string;
  email: string;
};

type AddressRow = typeof orderAddresses.$inferSelect;

/** The order's shipping or billing address, from the columns that start with `prefix`. */
const side = (row: AddressRow, prefix: 'shipping' | 'billing'): AddressData => ({
  name: row[`${prefix}Name`],
  address: row[`${prefix}Address`],
  city: row[`${prefix}City`],
  state: row[`${prefix}State`],
  postal_code: row[`${prefix}PostalCode`],
  mobile: row[`${prefix}Mobile`],
  email: row[`${prefix}Email`],
});

/** Every order of the reader, with its lines and addresses. */
export async function orderDataOf(db: Db, clientId: number): Promise<OrderData[]> {
  const rows = await db.select().from(orders).where(eq(orders.clientId, clientId)).orderBy(asc(orders.id));
  if (rows.length === 0) return [];
  const ids = rows.map((row) => row.id);
  const lines = await db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, ids))
    .orderBy(asc(orderLines.id));
  const addresses = await db.select().from(orderAddresses).where(inArray(orderAddresses.orderId, ids));
  const addressOf = new Map(addresses.map((row) => [row.orderId, row]));
  return rows.map((row) => {
    const address = addressOf.get(row.id);
    return {
      id: row.id,
      status: row.status,
      placed_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      is_hard_copy: row.isHardCopy,
      is_gift: row.isGift,
      currency: row.currency,
      currency_decimals: row.currencyDecimals,
      subtotal_cents: row.subtotalCents,
      discount_cents: row.discountCents,
      coupon_code: row.couponCode,
      shipping_cents: row.shippingCents,
      cod_fee_cents: row.codFeeCents,
      tax_cents: row.taxCents,
      total_cents: row.netPriceCents,
      note: row.note,
      carrier: row.carrier,
      tracking_number: row.trackingNumber,
      lines: lines
        .filter((line) => line.orderId === row.id)
        .map((line) => ({
          book_id: line.bookId,
          is_hard_copy: line.isHardCopy,
          quantity: line.quantity,
          unit_price_cents: line.unitPriceCents,
          total_price_cents: line.totalPriceCents,
        })),
      addresses: address ? { shipping: side(address, 'shipping'), billing: side(address, 'billing') } : null,
    };
  });
}
