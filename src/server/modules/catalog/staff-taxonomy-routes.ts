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

  staffResource(app, {
    path: '/staff/cover-types',
    entity: 'cover_type',
    topic: 'catalog',
    notFound: m.coverTypeNotFound,
    logged: counted,
    inUse: coverTypeInUse,
    list: {
      summary: 'Cover types with their number of books (search, sort, pages)',
      run: (db, query, lang) => listStaffNamed(db, 'cover_type', query, lang),
    },
    find: { summary: 'One cover type', run: (db, id) => findStaffNamed(db, 'cover_type', id) },
    create: {
      summary: 'Add a cover type (admin, editor)',
      run: (tx, body) => createNamed(tx, 'cover_type', body),
      message: m.coverTypeCreated,
    },
    update: {
      summary: 'Rename a cover type in either language (admin, editor); missing fields stay as they are',
      run: (tx, id, body) => updateNamed(tx, 'cover_type', id, body),
      message: m.coverTypeSaved,
    },
    remove: {
      summary: 'Delete a cover type no book uses (admin, editor); 409 names the books that do',
      run: (tx, id) => deleteNamed(tx, 'cover_type', id),
      message: m.coverTypeDeleted,
    },
  });
};
