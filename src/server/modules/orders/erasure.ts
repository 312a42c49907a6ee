import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderAddresses, orders } from '#server/db/schema/orders.ts';
import type { ClientErasure } from '#server/services/client-erasure.ts';
import { orderDocumentNumbers } from '#server/services/order-documents.ts';

/*
 * An erased reader's orders (decision 085). Their amounts, dates and lines stay for the accounts,
 * still pointing to the (anonymised) account. The addresses of a finished order without an invoice
 * are blanked, and its notes; an invoiced order keeps the addresses the invoice prints, which the tax
 * law keeps for its period; an order still on its way keeps them until it is delivered or cancelled.
 */

const FINISHED = ['delivered', 'cancelled'] as const;

const blankAddress = {
  shippingName: '',
  shippingAddress: '',
  shippingCity: '',
  shippingState: '',
  shippingPostalCode: '',
  shippingShortAddress: null,
  shippingMobile: '',
  shippingEmail: '',
  billingName: '',
  billingAddress: '',
  billingCity: '',
  billingState: '',
  billingPostalCode: '',
  billingShortAddress: null,
  billingMobile: '',
  billingEmail: '',
};

export async function eraseOrdersOf(tx: Db, { clientId, at }: ClientErasure): Promise<void> {
  const finished = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), inArray(orders.status, [...FINISHED])));
  const ids = finished.map((row) => row.id);
  if (ids.length === 0) return;
  await tx.update(orders).set({ note: null, giftNote: null, updatedAt: at }).where(inArray(orders.id, ids));
  const numbers = await orderDocumentNumbers.numbersOf(tx, ids);
  const uninvoiced = ids.filter((id) => !numbers.get(id)?.invoice_number);
  if (uninvoiced.length === 0) return;
  await tx.update(orderAddresses).set(blankAddress).where(inArray(orderAddresses.orderId, uninvoiced));
}
