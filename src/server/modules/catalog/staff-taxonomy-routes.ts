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
  categoryInUse,
  coverTypeInUse,
  taxonomyMessages as m,
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

  /* Writers and cover types: a name in each language, the same five routes. */
  for (const [kind, path, what] of [
    ['writer', '/staff/writers', 'writer'],
    ['cover_type', '/staff/cover-types', 'cover type'],
  ] as const) {
    const writer = kind === 'writer';
    staffResource(app, {
      path,
      entity: kind,
      topic: 'catalog',
      notFound: writer ? m.writerNotFound : m.coverTypeNotFound,
      logged: counted,
      inUse: writer ? writerInUse : coverTypeInUse,
      list: {
        summary: `${what}s with their number of books (search, sort, pages)`,
        run: (db, query, lang) => listStaffNamed(db, kind, query, lang),
      },
      find: { summary: `One ${what}`, run: (db, id) => findStaffNamed(db, kind, id) },
      create: {
        summary: `Add a ${what} (admin, editor)`,
        run: (tx, body) => createNamed(tx, kind, body),
        message: writer ? m.writerCreated : m.coverTypeCreated,
      },
      update: {
        summary: `Rename a ${what} in either language (admin, editor); missing fields stay as they are`,
        run: (tx, id, body) => updateNamed(tx, kind, id, body),
        message: writer ? m.writerSaved : m.coverTypeSaved,
      },
      remove: {
        summary: `Delete a ${what} no book uses (admin, editor); 409 names the books that do`,
        run: (tx, id) => deleteNamed(tx, kind, id),
        message: writer ? m.writerDeleted : m.coverTypeDeleted,
      },
    });
  }
};
