import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orderStatusHistory, orders } from '#server/db/schema/orders.ts';
import { findPaymentType } from '#server/modules/reference/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';
import { setOrderStatus } from './lifecycle.ts';
import { COD_PAYMENT_CODE } from './price.ts';

/*
 * What the cod-confirmation module asks of orders (decision 097): an order's cash-on-delivery facts,
 * a note in its history, its cancellation (stock back) by the buyer's link or the expiry, and the one
 * question orders ask it back: whether an order is held from packing and shipping. The cod module
 * provides that answer when registered; orders never import it.
 */

type Reader = Pick<Db, 'select'>;

/** A paper order's payment, parcel country and contacts; undefined when there is no such order. */
export async function codOrderOf(db: Reader, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      status: orders.status,
      isHardCopy: orders.isHardCopy,
      paymentTypeId: orders.paymentTypeId,
      netPriceCents: orders.netPriceCents,
      createdAt: orders.createdAt,
      name: orderAddresses.shippingName,
      countryId: orderAddresses.shippingCountryId,
      mobile: orderAddresses.shippingMobile,
      email: orderAddresses.shippingEmail,
    })
    .from(orders)
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(eq(orders.id, orderId));
  if (!row) return undefined;
  const paymentType = await findPaymentType(db as Db, row.paymentTypeId);
  return { ...row, isCod: row.isHardCopy && paymentType?.code === COD_PAYMENT_CODE };
}

/** A line in the order's history that moves nothing (`from` = `to` = its status), as 'paid' is kept. */
export async function noteOrderHistory(
  tx: Db,
  orderId: number,
  entry: { staffId: number | null; note: string },
) {
  const [order] = await tx.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId));
  if (!order) return;
  await tx.insert(orderStatusHistory).values({
    orderId,
    fromStatus: order.status,
    toStatus: order.status,
    staffId: entry.staffId,
    note: entry.note,
  });
}

/**
 * Cancels a pending order as any cancellation does (its books back on the shelf, the coupon freed,
 * the buyer told), `note` kept in its history. 409 `invalid_status` with `refusal` once it has moved on.
 */
export function cancelPendingOrder(
  db: Db,
  orderId: number,
  change: { note: string; staffId?: number | null; publicUrl: string; refusal: Localized },
) {
  return setOrderStatus(db, orderId, 'cancelled', {
    from: ['pending'],
    note: change.note,
    staffId: change.staffId ?? null,
    publicUrl: change.publicUrl,
    refusal: change.refusal,
  });
}

/** Whether orders may be packed and shipped yet: the cod module's answer. */
export type ShippingHold = {
  /** Of `orderIds`, those waiting for the buyer's confirmation. */
  held(db: Db, orderIds: number[]): Promise<Set<number>>;
  /** The refusal of packing or shipping a held order. */
  refusal: Localized;
};

let provided: ShippingHold | undefined;

/** Set by the cod module's plugin, one per process as the order events' bus. */
export function provideShippingHold(service: ShippingHold): void {
  provided = service;
}

/** Refuses (409 `awaiting_confirmation`) packing or shipping an order its buyer has not confirmed. */
export async function refuseHeldOrder(db: Db, orderId: number): Promise<void> {
  if (!provided) return;
  if ((await provided.held(db, [orderId])).has(orderId)) {
    throw new AppError(409, 'awaiting_confirmation', provided.refusal);
  }
}

/** A bulk move whose filter keeps only orders waiting for their buyers' confirmation. */
export const allAwaitingConfirmation: Localized = {
  ar: 'كل الطلبات المختارة تنتظر تأكيد المشتري، فلا يُجهَّز منها شيء ولا يُشحن',
  en: 'Every chosen order is waiting for its buyer’s confirmation: none can be packed or shipped yet',
};

/** `orderIds` less those held for confirmation, in their order. */
export async function withoutHeldOrders(db: Db, orderIds: number[]): Promise<number[]> {
  if (!provided || orderIds.length === 0) return orderIds;
  const held = await provided.held(db, orderIds);
  return orderIds.filter((id) => !held.has(id));
}

/** A paper order's buyer as the cod-risk rules match them: account, parcel phone, country and address. */
export async function codBuyerOf(db: Reader, orderId: number) {
  const [row] = await db
    .select({
      id: orders.id,
      clientId: orders.clientId,
      createdAt: orders.createdAt,
      countryId: orderAddresses.shippingCountryId,
      city: orderAddresses.shippingCity,
      address: orderAddresses.shippingAddress,
      mobile: orderAddresses.shippingMobile,
    })
    .from(orders)
    .leftJoin(orderAddresses, eq(orderAddresses.orderId, orders.id))
    .where(eq(orders.id, orderId));
  return row;
}

/** What a COD order would be judged by before it is quoted or placed; the amount excludes the COD fee. */
export type CodGateRequest = {
  clientId: number | null;
  countryId: number | null;
  mobile: string | null;
  city: string | null;
  address: string | null;
  amountCents: number;
};

/** Why cash on delivery is not offered for an order: a code of its own and what the buyer reads. */
export type CodRefusal = { code: string; message: Localized };

/** Whether an order may be paid on delivery: the cod-risk module's answer. */
export type CodGate = { refusal(db: Db, request: CodGateRequest): Promise<CodRefusal | null> };

let gate: CodGate | undefined;

/** Set by the cod-risk module's plugin, one per process. */
export function provideCodGate(service: CodGate): void {
  gate = service;
}

/** Why cash on delivery is not offered for the order described; null while it is (or no module asks). */
export function codRefusalOf(db: Db, request: CodGateRequest): Promise<CodRefusal | null> {
  return gate ? gate.refusal(db, request) : Promise.resolve(null);
}

/** Refuses (422 with the gate's code) a COD order the cod-risk rules ask to be paid in advance. */
export async function refuseGatedCod(db: Db, request: CodGateRequest): Promise<void> {
  const refusal = await codRefusalOf(db, request);
  if (refusal) throw new AppError(422, refusal.code, refusal.message);
}

/** The gate's question for an order's input as checked, `price` its pricing in cents. */
export function codGateRequestOf(
  clientId: number | null,
  input: CreateOrderInput,
  price: { net_price: number; cod_fee: number },
): CodGateRequest {
  return {
    clientId,
    countryId: input.shipping_country_id ?? null,
    mobile: input.shipping_mobile ?? null,
    city: input.shipping_city ?? null,
    address: input.shipping_address ?? null,
    amountCents: price.net_price - price.cod_fee,
  };
}
