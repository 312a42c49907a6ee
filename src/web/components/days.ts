/*
 * A day typed as the page's language writes it: day/month/year in Arabic, month/day/year in English.
 * Chromium's native date field follows the browser's language, not the page's, so an Arabic page on an
 * English browser would read mm/dd/yyyy; the shop's day fields are text, read and written in the
 * page's order, and hold the day as YYYY-MM-DD.
 */

export type DayPart = 'day' | 'month' | 'year';

const orders = new Map<string, DayPart[]>();

/**
 * The order the language writes a day's parts in, from Intl, worked out once per language (kept here
 * rather than taken from the shared formatters, whose chunk the sign-in pages do not otherwise need).
 */
export function dayOrder(language: string): DayPart[] {
  const known = orders.get(language);
  if (known) return known;
  const order = new Intl.DateTimeFormat(`${language}-u-nu-latn`, {
    day: 'numeric',
    month: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  })
    .formatToParts(new Date(Date.UTC(2026, 10, 30)))
    .flatMap((part) =>
      part.type === 'day' || part.type === 'month' || part.type === 'year' ? [part.type] : [],
    );
  orders.set(language, order);
  return order;
}

/** YYYY-MM-DD as the language writes it ('30/11/2026', '11/30/2026'); anything else as it is. */
export function writtenDay(iso: string, order: DayPart[]): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!match) return iso;
  const parts = { year: match[1]!, month: String(Number(match[2])), day: String(Number(match[3])) };
  return order.map((part) => parts[part]).join('/');
}

/**
 * What was typed as YYYY-MM-DD; '' for nothing; null for no real day. A day typed year first
 * (1990-01-31, as a browser may fill it in) is read as such in every language.
 */
export function readDay(text: string, order: DayPart[]): string | null {
  if (text.trim() === '') return '';
  const numbers = text.match(/\d+/g) ?? [];
  if (numbers.length !== 3) return null;
  const yearFirst = numbers[0]!.length === 4;
  const parts = Object.fromEntries(
    (yearFirst ? (['year', 'month', 'day'] as const) : order).map((part, index) => [
      part,
      Number(numbers[index]),
    ]),
  ) as Record<DayPart, number>;
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  if (
    parts.year < 1000 ||
    parts.year > 9999 ||
    date.getUTCMonth() !== parts.month - 1 ||
    date.getUTCDate() !== parts.day
  )
    return null;
  return date.toISOString().slice(0, 10);
}
