import type { StaffOrder } from '#shared/contract/staff-orders.ts';

/* What the refund and return dialogs work out before sending: amounts typed, and the lines' worth. */

/** Dollars as typed (`12.5`, `12,50`, Arabic-Indic digits) to whole cents; null when not an amount. */
export function typedCents(text: string): number | null {
  const latin = text
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[٫,]/g, '.');
  if (!/^\d+(\.\d{1,2})?$/.test(latin)) return null;
  return Math.round(Number(latin) * 100);
}

/** What `picked` copies of each line are worth, as the server counts it (rounded down per line). */
export function worthOfPicked(order: StaffOrder, picked: Record<number, number>): number {
  let total = 0;
  for (const line of order.lines) {
    const copies = picked[line.id] ?? 0;
    if (copies <= 0) continue;
    const facts = order.line_refunds.find((l) => l.line_id === line.id);
    if (!facts) continue;
    const before = line.quantity - facts.open;
    const upTo = (n: number) => Math.floor((facts.share_cents * n) / line.quantity);
    const after = Math.min(line.quantity, before + copies);
    total += (after === line.quantity ? facts.share_cents : upTo(after)) - upTo(before);
  }
  return Math.min(total, order.refundable_cents);
}

export const pickedLines = (picked: Record<number, number>) =>
  Object.entries(picked)
    .filter(([, quantity]) => quantity > 0)
    .map(([lineId, quantity]) => ({ line_id: Number(lineId), quantity }));
