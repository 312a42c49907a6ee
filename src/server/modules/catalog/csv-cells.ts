import { asc } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookCategories, coverTypes, writers } from '#server/db/schema/catalog.ts';
import { localize, messagesOf } from '#server/i18n/index.ts';
import type { Localized } from '#shared/lang.ts';

/*
 * A book's values as CSV cells and back. Writers, categories and cover types are written by their
 * Arabic name, which is what a person editing the file reads, and read back by Arabic or English name
 * or by id; a name two records share is written as the id, so that an exported file always imports
 * to the same books.
 */

export type RefColumn = 'writer' | 'category' | 'cover_type';
export const refFields = {
  writer: 'writer_id',
  category: 'category_id',
  cover_type: 'cover_type_id',
} as const;

type Named = { id: number; ar: string; en: string };
export type RefIndex = { byId: Map<number, Named>; byName: Map<string, number[]> };
export type Refs = Record<RefColumn, RefIndex>;

/** Names compare without case, surrounding spaces or doubled spaces. */
const nameKey = (name: string) => name.trim().replace(/\s+/g, ' ').toLowerCase();

function indexOf(rows: Named[]): RefIndex {
  const byName = new Map<string, number[]>();
  for (const row of rows) {
    for (const key of new Set([nameKey(row.ar), nameKey(row.en)])) {
      if (!key) continue;
      const ids = byName.get(key) ?? [];
      if (!ids.includes(row.id)) ids.push(row.id);
      byName.set(key, ids);
    }
  }
  return { byId: new Map(rows.map((row) => [row.id, row])), byName };
}

/** Every writer, category and cover type, indexed by id and by name. */
export async function loadRefs(db: Db): Promise<Refs> {
  const [writerRows, categoryRows, coverRows] = await Promise.all([
    db
      .select({ id: writers.id, ar: writers.nameAr, en: writers.nameEn })
      .from(writers)
      .orderBy(asc(writers.id)),
    db
      .select({ id: bookCategories.id, ar: bookCategories.titleAr, en: bookCategories.titleEn })
      .from(bookCategories)
      .orderBy(asc(bookCategories.id)),
    db
      .select({ id: coverTypes.id, ar: coverTypes.nameAr, en: coverTypes.nameEn })
      .from(coverTypes)
      .orderBy(asc(coverTypes.id)),
  ]);
  return { writer: indexOf(writerRows), category: indexOf(categoryRows), cover_type: indexOf(coverRows) };
}

/** The cell of a reference: the Arabic name, or the id when that name is not the record's alone. */
export function refCell(index: RefIndex, id: number | null): string {
  if (id === null) return '';
  const named = index.byId.get(id);
  if (!named || !nameKey(named.ar)) return String(id);
  return (index.byName.get(nameKey(named.ar)) ?? []).length === 1 ? named.ar : String(id);
}

const kinds: Record<RefColumn, Localized> = messagesOf('catalogCsvCells').reference;

/** The id a reference cell names (null when blank), or why it names none. */
export function resolveRef(
  column: RefColumn,
  index: RefIndex,
  cell: string,
): { id: number | null } | { error: Localized } {
  const text = asciiDigits(cell).trim();
  if (!text) return { id: null };
  const kind = kinds[column];
  if (/^\d+$/.test(text)) {
    const id = Number(text);
    if (index.byId.has(id)) return { id };
    return { error: localize('catalogCsvCells', 'noReferenceId', { kind, id }) };
  }
  const ids = index.byName.get(nameKey(text)) ?? [];
  if (ids.length === 1) return { id: ids[0] };
  if (ids.length === 0) {
    return { error: localize('catalogCsvCells', 'noReferenceName', { kind, name: text }) };
  }
  return { error: localize('catalogCsvCells', 'sameName', { kind, ids: ids.join(', ') }) };
}

/** Arabic-Indic and Eastern Arabic-Indic digits, and the Arabic decimal comma, as ASCII. */
export function asciiDigits(text: string): string {
  return text
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[۰-۹]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/٫/g, '.');
}

/**
 * A number cell: blank reads as `blank`; a number as itself; anything else stays text, so that the
 * books schema refuses it with its own 'must be a number' message.
 */
export function numberCell(cell: string, blank: null | undefined): number | string | null | undefined {
  const text = asciiDigits(cell).trim();
  if (!text) return blank;
  const value = Number(text);
  return /^-?\d+(\.\d+)?$/.test(text) && Number.isFinite(value) ? value : cell;
}

const yes = new Set(['true', '1', 'yes', 'y', 'نعم']);
const no = new Set(['false', '0', 'no', 'n', 'لا']);

/** A yes-or-no cell: blank is left out; anything unknown stays text for the schema to refuse. */
export function flagCell(cell: string): boolean | string | undefined {
  const text = asciiDigits(cell).trim().toLowerCase();
  if (!text) return undefined;
  if (yes.has(text)) return true;
  if (no.has(text)) return false;
  return cell;
}

/** Dollars as the export writes them: always two decimals. */
export const priceCell = (dollars: number) => dollars.toFixed(2);

/** Cells a spreadsheet would run as a formula (OWASP 'CSV injection'), guarded and unguarded. */
export { guardedText, unguardedText } from '#server/services/csv.ts';
