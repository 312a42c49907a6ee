import type { Lang } from '#shared/lang.ts';

/** A moment from the API written out as a date in the page's language, e.g. 24 September 2025. */
export function formatDay(iso: string, lang: Lang): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long' }).format(date);
}

/** A positive whole number from a query parameter, else undefined. */
export function positiveId(value: string | null): number | undefined {
  if (!value || !/^\d{1,10}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}
