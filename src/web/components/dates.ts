import type { Lang } from '#shared/lang.ts';
import { dateFormat } from './intl.ts';

/**
 * A date from the API written out in the page's language, e.g. 24 September 2025. A calendar day
 * (YYYY-MM-DD) stays that day wherever the reader is; a moment (with a time) is shown on the
 * reader's own calendar.
 */
export function formatDate(value: string, lang: Lang): string {
  const calendarDay = /^\d{4}-\d{2}-\d{2}$/.test(value);
  // A date-only string is read as midnight UTC, so printing it in UTC keeps its day.
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(
    lang,
    calendarDay ? { dateStyle: 'long', timeZone: 'UTC' } : { dateStyle: 'long' },
  ).format(date);
}

/** Text set apart from its neighbours' direction (first-strong isolate … pop isolate), as `<bdi>` does. */
export const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * A moment from the API as a date and a time on the reader's own clock, in the page's language,
 * isolated: beside a Latin name ('Orders Member · 26/11/2026، 12:46 م') or inside a sentence, its
 * digits and separators keep their order.
 */
export function formatMoment(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return isolated(dateFormat(lang, { dateStyle: 'medium', timeStyle: 'short' }).format(date));
}

/** A calendar day (YYYY-MM-DD) as a short day and month in the page's language, e.g. 24 Sept (a chart's axis). */
export function formatShortDate(value: string, lang: Lang): string {
  const date = new Date(value);
  if (Number.isNaN(date.getTime())) return value;
  return dateFormat(lang, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(date);
}
