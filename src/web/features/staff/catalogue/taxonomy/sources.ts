import {
  type StaffCategory,
  type StaffNamed,
  staffCategoryBodySchema,
  staffNamedBodySchema,
} from '#shared/contract/staff-taxonomy.ts';
import { staffApi } from '../../console/api.ts';
import type { NamedQuery, NamedRow, NamedSource } from './NamedList.tsx';

/* The three lists of the catalogue a book is filed under: categories, writers and cover types. */

const category = (row: StaffCategory): NamedRow => ({
  id: row.id,
  ar: row.title_ar,
  en: row.title_en,
  sort: row.sort,
  count: row.books_count,
});
const named = (row: StaffNamed): NamedRow => ({
  id: row.id,
  ar: row.name_ar,
  en: row.name_en,
  count: row.books_count,
});

/** The books screen's list and its form's choices show the writers, categories and cover types too. */
const alsoChanges = [
  ['staff', 'books'],
  ['staff', 'choices'],
];

export const categoriesSource: NamedSource = {
  key: 'categories',
  ns: 'taxonomy',
  prefix: 'categories',
  field: 'title',
  ordered: true,
  sorts: { text: 'title', count: 'books', place: 'sort' },
  defaultSort: { sort: 'sort', dir: 'asc' },
  schema: staffCategoryBodySchema,
  async list(query: NamedQuery, signal) {
    const answer = await staffApi('GET /staff/categories', {
      query: { ...query, sort: query.sort as 'sort' },
      signal,
    });
    return { data: answer.data.map(category), meta: answer.meta };
  },
  async save(id, body) {
    const answer =
      id === undefined
        ? await staffApi('POST /staff/categories', { body: body as never })
        : await staffApi('PUT /staff/categories/:id', { params: { id }, body });
    return { data: category(answer.data), message: answer.message };
  },
  remove: (id) => staffApi('DELETE /staff/categories/:id', { params: { id } }),
  usersLink: (row) => `/staff/books?category_id=${row.id}`,
  alsoChanges,
};

/** Writers and cover types: a name in both languages, in the order of the names. */
function namedSource(
  path: 'writers' | 'cover-types' | 'series',
  prefix: string,
  usersLink?: NamedSource['usersLink'],
): NamedSource {
  return {
    key: path,
    ns: 'taxonomy',
    prefix,
    field: 'name',
    ordered: false,
    sorts: { text: 'name', count: 'books' },
    defaultSort: { sort: 'name', dir: 'asc' },
    schema: staffNamedBodySchema,
    async list(query, signal) {
      const answer = await staffApi(`GET /staff/${path}`, {
        query: { ...query, sort: query.sort as 'name' },
        signal,
      });
      return { data: answer.data.map(named), meta: answer.meta };
    },
    async save(id, body) {
      const answer =
        id === undefined
          ? await staffApi(`POST /staff/${path}`, { body: body as never })
          : await staffApi(`PUT /staff/${path}/:id`, { params: { id }, body });
      return { data: named(answer.data), message: answer.message };
    },
    remove: (id) => staffApi(`DELETE /staff/${path}/:id`, { params: { id } }),
    usersLink,
    alsoChanges,
  };
}

export const writersSource: NamedSource = {
  ...namedSource('writers', 'writers', (row) => `/staff/books?writer_id=${row.id}`),
  detailsLink: (row) => `/staff/writers/${row.id}`,
};

export const coverTypesSource = namedSource('cover-types', 'coverTypes');

/** Series of books read in order: a name in both languages; each book's number is set on the book. */
export const seriesSource = namedSource('series', 'series');
