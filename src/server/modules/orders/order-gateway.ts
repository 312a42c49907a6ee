import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { marketOfCountry } from '#server/modules/markets/index.ts';
import type { PaymentProvider, Payments } from '#server/services/payments/index.ts';

/*
 * Which gateway an order pays through (decision 111): the one its payment was opened with, so that
 * its status and its refunds go where the money is (the shop's own for one opened before gateways
 * were per market); else, before any payment, its market's (a PDF order's market is that of the
 * country it is taxed in, a printed order's that of its address).
 */

export async function gatewayOfOrder(
  db: Db,
  payments: Payments,
  orderId: number,
): Promise<PaymentProvider | null> {
  const [order] = await db
    .select({
      provider: orders.paymentProvider,
      reference: orders.paymentReference,
      taxCountryId: orders.taxCountryId,
    })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order) return payments.fallback;
  if (order.provider !== null) return payments.named(order.provider);
  if (order.reference !== null) return payments.fallback;
  return payments.forMarket((await marketOfCountry(db, order.taxCountryId)).code);
}
