import { SHOP_TIME_ZONE } from './contract/staff-dashboard.ts';

/*
 * Wall-clock times in the shop's time zone (Asia/Riyadh unless the shop says otherwise), as staff
 * write them (`2026-03-01T09:00`), and the instants they stand for. Written for any zone: the offset is
 * asked of Intl at the time itself, so a zone with summer time converts right on either side.
 */

/** `YYYY-MM-DDTHH:mm` with optional seconds. */
export const WALL_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsIn(timeZone: string, at: number) {
  let format = formatters.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US-u-nu-latn', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, format);
  }
  const parts = Object.fromEntries(format.formatToParts(at).map((p) => [p.type, p.value]));
  return parts as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}

/** How far `timeZone` is ahead of UTC at `at`, in milliseconds. */
function offsetAt(timeZone: string, at: number): number {
  const p = partsIn(timeZone, at);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - (at - (at % 1000));
}

/** The instant a wall-clock time in `timeZone` stands for; null when it is not a real time. */
export function fromWallTime(text: string, timeZone = SHOP_TIME_ZONE): Date | null {
  const match = WALL_TIME.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  const check = new Date(asUtc);
  if (
    check.getUTCMonth() !== month - 1 ||
    check.getUTCDate() !== day ||
    hour > 23 ||
    minute > 59 ||
    second > 59
  )
    return null;
  const guess = asUtc - offsetAt(timeZone, asUtc);
  return new Date(asUtc - offsetAt(timeZone, guess));
}

/** The wall-clock time of `at` in `timeZone`: `YYYY-MM-DDTHH:mm:ss`. */
export function toWallTime(at: Date, timeZone = SHOP_TIME_ZONE): string {
  const p = partsIn(timeZone, at.getTime());
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}`;
}
