import { and, asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { codConfirmations, codMessages } from '#server/db/schema/cod-confirmation.ts';
import { codOrderOf } from '#server/modules/orders/index.ts';
import type { ListPage } from '#server/services/list-answer.ts';
import { COD_WAITING_PAGE, type StaffCodWaiting } from '#shared/contract/cod-confirmation.ts';

/**
 * The orders desk's list (decision 097): the COD orders still awaiting their buyer's yes, the nearest
 * deadline first, with what it takes to call the buyer and whether the WhatsApp message went.
 */
export async function waitingOrders(
  db: Db,
  query: { page?: number; per_page?: number },
): Promise<ListPage<StaffCodWaiting>> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? COD_WAITING_PAGE;
  const awaiting = eq(codConfirmations.state, 'awaiting');
  const rows = await db
    .select({
      orderId: codConfirmations.orderId,
      expiresAt: codConfirmations.expiresAt,
      countryId: codConfirmations.countryId,
    })
    .from(codConfirmations)
    .where(awaiting)
    .orderBy(asc(codConfirmations.expiresAt), asc(codConfirmations.orderId))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [{ total }] = await db.select({ total: count() }).from(codConfirmations).where(awaiting);
  const ids = rows.map((row) => row.orderId);
  const messages =
    ids.length === 0
      ? []
      : await db
          .select({ orderId: codMessages.orderId, status: codMessages.status })
          .from(codMessages)
          .where(and(inArray(codMessages.orderId, ids), eq(codMessages.channel, 'whatsapp')));
  const messageOf = new Map(messages.map((row) => [row.orderId, row.status]));
  const data: StaffCodWaiting[] = [];
  for (const row of rows) {
    const order = await codOrderOf(db, row.orderId);
    if (!order) continue;
    data.push({
      order_id: row.orderId,
      placed_at: order.createdAt.toISOString(),
      expires_at: row.expiresAt.toISOString(),
      name: order.name ?? '',
      mobile: order.mobile ?? '',
      email: order.email ?? '',
      country_id: row.countryId,
      net_price_cents: order.netPriceCents,
      message: messageOf.get(row.orderId) ?? null,
    });
  }
  return { data, total: total ?? 0, page, perPage };
}
