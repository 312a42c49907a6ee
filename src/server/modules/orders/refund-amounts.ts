import type { RefundedLine } from '#server/db/schema/orders.ts';
import { allocate } from '#shared/price.ts';

/*
 * What a line is worth when it is given back: the amount paid shared among the lines and the
 * shipping with its COD fee, in proportion to their prices (largest remainder, so the shares add up
 * to the amount paid exactly). A line's tax is in its share. Part of a line is worth its copies' part
 * of the share, rounded down; the last copies take what is left, so giving back every copy one by
 * one gives back the line's share exactly.
 */

export type PricedOrder = {
  netPriceCents: number;
  shippingCents: number;
  codFeeCents: number;
  lines: { id: number; quantity: number; totalPriceCents: number }[];
};

/** Each line's share of the amount paid, by line id. */
export function lineShares(order: PricedOrder): Map<number, number> {
  const weights = [...order.lines.map((l) => l.totalPriceCents), order.shippingCents + order.codFeeCents];
  const shares = allocate(order.netPriceCents, weights);
  return new Map(order.lines.map((line, i) => [line.id, shares[i] ?? 0]));
}

/** Copies of each line given back by the refunds so far, by line id. */
export function givenBack(refunds: { lines: RefundedLine[] }[]): Map<number, number> {
  const counted = new Map<number, number>();
  for (const refund of refunds) {
    for (const line of refund.lines) {
      counted.set(line.lineId, (counted.get(line.lineId) ?? 0) + line.quantity);
    }
  }
  return counted;
}

/** What `picked` copies are worth, after the copies of each line already given back. */
export function worthOf(order: PricedOrder, picked: RefundedLine[], before: Map<number, number>): number {
  const shares = lineShares(order);
  let total = 0;
  for (const { lineId, quantity } of picked) {
    const line = order.lines.find((l) => l.id === lineId);
    if (!line) continue;
    const share = shares.get(lineId) ?? 0;
    const earlier = before.get(lineId) ?? 0;
    const upTo = (copies: number) => Math.floor((share * copies) / line.quantity);
    const after = Math.min(line.quantity, earlier + quantity);
    total += (after === line.quantity ? share : upTo(after)) - upTo(earlier);
  }
  return total;
}
