import { and, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { marketOfCountry } from '#server/modules/markets/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';
import { orderMessages } from './messages.ts';

/*
 * Which ways to pay the buyer's market offers (decision 109: staff set them per market). A PDF order's
 * market is that of the country it is taxed in, a printed order's that of its shipping country; the
 * quote tells the checkout, and paying online is refused in a way the market does not offer.
 */

/** The methods of the market of `countryId` (the default market's when none holds it). */
export async function marketMethods(db: Db, countryId: number | null): Promise<PaymentMethod[]> {
  return (await marketOfCountry(db, countryId)).paymentMethods;
}

/**
 * Refuses (422 `method_not_offered`) paying the buyer's own order with `method` where its market does
 * not offer it; the card's page, asked without a method, needs one of the methods that page takes.
 */
export async function checkMarketOffers(
  db: Db,
  clientId: number,
  orderId: number,
  method: PaymentMethod | readonly PaymentMethod[],
) {
  const [order] = await db
    .select({ taxCountryId: orders.taxCountryId })
    .from(orders)
    .where(and(eq(orders.id, orderId), eq(orders.clientId, clientId)));
  // Another buyer's order, or none: the payment's own checks answer 404.
  if (!order) return;
  const offered = await marketMethods(db, order.taxCountryId);
  const asked = typeof method === 'string' ? [method] : method;
  if (!asked.some((one) => offered.includes(one))) {
    throw new AppError(422, 'method_not_offered', orderMessages.methodNotOffered);
  }
}
