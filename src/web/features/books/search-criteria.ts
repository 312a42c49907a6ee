import { z } from 'zod';
import { CATALOG_LIMITS } from '#shared/contract/catalog-limits.ts';

/*
 * The advanced search's criteria (spec §2 /search). Each is named as GET /books names it (spec §7),
 * in the form, in the URL and in the request alike. Issue messages are keys under `search.errors.`.
 */

export const criteriaFields = ['writer_name', 'title', 'topic', 'publish_date', 'isbn'] as const;
export type CriteriaField = (typeof criteriaFields)[number];
export type Criteria = Record<CriteriaField, string>;

/** The writer whose books are searched (`/search?writerId=7`, spec §2; a book's page now links the writer's own page). */
export const writerParam = 'writerId';

export const emptyCriteria: Criteria = { writer_name: '', title: '', topic: '', publish_date: '', isbn: '' };

/** Arabic-Indic and Persian digits, as an Arabic keyboard types them, become 0–9. */
export function latinDigits(text: string): string {
  return text
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0));
}

const text = z.string().trim().max(CATALOG_LIMITS.maxSearchLength, 'tooLong');
/** Empty, or what the server accepts (catalog.ts `booksQuerySchema`). */
const digitsMatching = (pattern: RegExp, message: string) =>
  z.string().transform(latinDigits).pipe(z.string().trim().regex(pattern, message));

export const criteriaSchema = z.object({
  writer_name: text,
  title: text,
  topic: text,
  publish_date: digitsMatching(/^(\d{4})?$/, 'year'),
  isbn: digitsMatching(/^([0-9Xx][0-9Xx\- ]{0,24})?$/, 'isbn'),
});

export const hasCriteria = (criteria: Partial<Criteria>) => criteriaFields.some((field) => criteria[field]);

/** The criteria in the URL; a value the form would refuse (a hand-edited link) is left out. */
export function criteriaFrom(params: URLSearchParams): Partial<Criteria> {
  const criteria: Partial<Criteria> = {};
  for (const field of criteriaFields) {
    const parsed = criteriaSchema.shape[field].safeParse(params.get(field) ?? '');
    if (parsed.success && parsed.data !== '') criteria[field] = parsed.data;
  }
  return criteria;
}
