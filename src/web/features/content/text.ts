import type { Lang } from '#shared/lang.ts';

/** The English text when the page is in English and one was written; the Arabic one otherwise. */
export function inLanguage(lang: Lang, ar: string | null | undefined, en: string | null | undefined): string {
  if (lang === 'en' && en && en.trim() !== '') return en;
  return ar ?? '';
}

/** A calendar date (YYYY-MM-DD) written out in the page's language, e.g. 24 September 2025. */
export function formatDate(isoDate: string, lang: Lang): string {
  // Read as midnight UTC and printed in UTC, so no time zone can move it to the day before.
  const date = new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return isoDate;
  return new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(date);
}

/** Spec §2: the QR link gets an https:// prefix when it does not start with http. */
export function withHttps(link: string): string {
  const trimmed = link.trim();
  return /^http/i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/** A positive whole number from a route or query parameter, else undefined. */
export function positiveId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 && id <= 2_147_483_647 ? id : undefined;
}

/** The host of a link, for display (www. dropped); the link itself when it is not a URL. */
export function hostOf(link: string): string {
  try {
    return new URL(withHttps(link)).host.replace(/^www\./, '');
  } catch {
    return link;
  }
}
