import type { FastifyPluginAsync } from 'fastify';
import { staffResource, without } from '#server/modules/staff/index.ts';
import {
  createCategory,
  createNamed,
  deleteCategory,
  deleteNamed,
  findStaffCategory,
  findStaffNamed,
  listStaffCategories,
  listStaffNamed,
  updateCategory,
  updateNamed,
} from './admin-taxonomy.ts';
import {
  createWriter,
  deleteWriter,
  findStaffWriter,
  listStaffWriters,
  updateWriter,
} from './admin-writers.ts';
import {
  categoryInUse,
  coverTypeInUse,
  taxonomyMessages as m,
  seriesInUse,
  writerInUse,
} from './staff-taxonomy-messages.ts';

const counted = without('id', 'books_count');

/** The back office's categories, writers and cover types; one in use by a book is not deleted (409). */
export const taxonomyRoutes: FastifyPluginAsync = async (app) => {
  staffResource(app, {
    path: '/staff/categories',
    entity: 'category',
    topic: 'catalog',
    notFound: m.categoryNotFound,
    logged: counted,
    inUse: categoryInUse,
    list: {
      summary: 'Book categories with their number of books (search, sort, pages)',
      run: listStaffCategories,
    },
    find: { summary: 'One book category', run: findStaffCategory },
    create: {
      summary: 'Add a book category (admin, editor)',
      run: createCategory,
      message: m.categoryCreated,
    },
    update: {
      summary: 'Rename or move a book category (admin, editor); missing fields stay as they are',
      run: updateCategory,
      message: m.categorySaved,
    },
    remove: {
      summary: 'Delete a book category no book uses (admin, editor); 409 names the books that do',
      run: deleteCategory,
      message: m.categoryDeleted,
    },
  });

  staffResource(app, {
    path: '/staff/writers',
    entity: 'writer',
    topic: 'catalog',
    notFound: m.writerNotFound,
    logged: without('id', 'books_count', 'photo'),
    inUse: writerInUse,
    files: (row) => [row.photo],
    list: {
      summary: 'Writers with their number of books (search, sort, pages)',
      run: listStaffWriters,
    },
    find: { summary: 'One writer, with their life, biography and photo', run: findStaffWriter },
    create: {
      summary:
        'Add a writer: names, and optionally the years of birth and death and a biography in each language (admin, editor)',
      run: (tx, body) => createWriter(tx, body),
      message: m.writerCreated,
    },
    update: {
      summary:
        "Change a writer's names, life or biography (admin, editor); missing fields stay as they are, a year sent as null is cleared",
      run: (tx, id, body) => updateWriter(tx, id, body),
      message: m.writerSaved,
    },
    remove: {
      summary: 'Delete a writer no book names (admin, editor); 409 names the books that do',
      run: deleteWriter,
      message: m.writerDeleted,
    },
  });

  /* Cover types and series: a name in each language, the same five routes. */
  for (const [kind, path, what] of [
    ['cover_type', '/staff/cover-types', 'cover type'],
    ['series', '/staff/series', 'series'],
  ] as const) {
    const cover = kind === 'cover_type';
    staffResource(app, {
      path,
      entity: kind,
      topic: 'catalog',
      notFound: cover ? m.coverTypeNotFound : m.seriesNotFound,
      logged: counted,
      inUse: cover ? coverTypeInUse : seriesInUse,
      list: {
        summary: `The ${what} list with the number of books of each (search, sort, pages)`,
        run: (db, query, lang) => listStaffNamed(db, kind, query, lang),
      },
      find: { summary: `One ${what}`, run: (db, id) => findStaffNamed(db, kind, id) },
      create: {
        summary: `Add a ${what} (admin, editor)`,
        run: (tx, body) => createNamed(tx, kind, body),
        message: cover ? m.coverTypeCreated : m.seriesCreated,
      },
      update: {
        summary: `Rename a ${what} in either language (admin, editor); missing fields stay as they are`,
        run: (tx, id, body) => updateNamed(tx, kind, id, body),
        message: cover ? m.coverTypeSaved : m.seriesSaved,
      },
      remove: {
        summary: `Delete a ${what} no book uses (admin, editor); 409 names the books that do`,
        run: (tx, id) => deleteNamed(tx, kind, id),
        message: cover ? m.coverTypeDeleted : m.seriesDeleted,
      },
    });
  }
};
