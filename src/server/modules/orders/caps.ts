import { and, count, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orders } from '#server/db/schema/orders.ts';
import { localize } from '#server/i18n/index.ts';
import { lockClient } from '#server/modules/clients/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';

/*
 * No hoarding (issue 13): a hard-copy order holds at most `lineMax` copies of a book, and a client holds
 * at most `openUnpaidMax` open unpaid hard-copy orders (pending or processing, not paid), counted under a
 * lock on the client's row so two orders placed at once cannot both pass the count.
 */

export type OrderCaps = {
  lineMax: number;
  openUnpaidMax: number;
  /** False when no payment provider takes cards: card orders (and so PDF orders) are refused. */
  cardPayments: boolean;
};

export const capMessages = {
  lineMax: (max: number): Localized => localize('ordersCaps', 'lineMax', { max }),
  openUnpaidMax: (max: number): Localized => localize('ordersCaps', 'openUnpaidMax', { max }),
};

/** 422 naming every line (a book or a box set) of a hard-copy order that asks for more than `lineMax` copies. */
export function checkLineCap(input: CreateOrderInput, lineMax: number): void {
  if (!input.is_hard_copy) return;
  const message = capMessages.lineMax(lineMax);
  const errors: Record<string, Localized[]> = {};
  input.books.forEach((item, i) => {
    if (item.quantity > lineMax) errors[`books.${i}.quantity`] = [message];
  });
  // A box set's copies are copies of each of its books.
  (input.box_sets ?? []).forEach((item, i) => {
    if (item.quantity > lineMax) errors[`box_sets.${i}.quantity`] = [message];
  });
  if (Object.keys(errors).length > 0) throw new AppError(422, 'quantity_limit', message, errors);
}

/**
 * Locks the client's row until the end of `tx`, then refuses with 409 when they already hold
 * `openUnpaidMax` open unpaid hard-copy orders. 0 means no limit (the row is still locked).
 */
export async function checkOpenUnpaidCap(tx: Db, clientId: number, openUnpaidMax: number): Promise<void> {
  await lockClient(tx, clientId);
  if (openUnpaidMax === 0) return;
  const [row] = await tx
    .select({ open: count() })
    .from(orders)
    .where(
      and(
        eq(orders.clientId, clientId),
        eq(orders.isHardCopy, true),
        inArray(orders.status, ['pending', 'processing']),
        isNull(orders.paidAt),
      ),
    );
  if ((row?.open ?? 0) >= openUnpaidMax) {
    throw new AppError(409, 'open_orders_limit', capMessages.openUnpaidMax(openUnpaidMax));
  }
}
