import { currencyDecimals } from '#shared/contract/currencies.ts';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { minorToUnits } from '#shared/minor-units.ts';

/*
 * What the refund and return dialogs work out before sending: amounts typed, and the lines' worth. An
 * order's amounts (`*_cents`) are whole minor units of its currency: fils for KWD, with 3 decimals.
 */

/** An order's currency, its decimals, and its minor units in the currency's units (3838 fils: 3.838). */
export function moneyOf(currency: string) {
  const decimals = currencyDecimals(currency);
  return { currency, decimals, units: (minor: number) => minorToUnits(minor, decimals) };
}

/**
 * An amount as typed (`12.5`, `12,50`, `3.838`, Arabic-Indic digits) to whole minor units of a
 * currency with `decimals` decimals (3.838 with 3 is 3838); null when not an amount in it.
 */
export function typedMinor(text: string, decimals: number): number | null {
  const latin = text
    .trim()
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[٫,]/g, '.');
  const match = /^(\d+)(?:\.(\d+))?$/.exec(latin);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (fraction.length > decimals) return null;
  return Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
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
