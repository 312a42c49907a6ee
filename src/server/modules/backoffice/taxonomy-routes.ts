import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createCategory,
  createNamed,
  deleteCategory,
  deleteNamed,
  findStaffCategory,
  findStaffNamed,
  listStaffCategories,
  listStaffNamed,
  type NamedKind,
  type UsedBy,
  updateCategory,
  updateNamed,
} from '#server/modules/catalog/index.ts';
import { requireStaff } from '#server/modules/staff/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { ANY_STAFF, CATALOG_ROLES } from '#shared/contract/staff.ts';
import {
  staffCategoriesAnswerSchema,
  staffCategoriesQuerySchema,
  staffCategoryAnswerSchema,
  staffCategoryBodySchema,
  staffCategorySavedSchema,
  staffCategoryUpdateSchema,
  staffDeletedAnswerSchema,
  staffNamedAnswerSchema,
  staffNamedBodySchema,
  staffNamedListAnswerSchema,
  staffNamedQuerySchema,
  staffNamedSavedSchema,
  staffNamedUpdateSchema,
  taxonomyParamsSchema,
} from '#shared/contract/staff-taxonomy.ts';
import type { Localized } from '#shared/lang.ts';
import { listAnswer, loggedFields } from './list-answer.ts';
import { categoryInUse, coverTypeInUse, taxonomyMessages as m, writerInUse } from './taxonomy-messages.ts';
import { staffWrite } from './write.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const readers = requireStaff(ANY_STAFF);
const editors = requireStaff(CATALOG_ROLES);
const counted = ['id', 'books_count'] as const;

const inUse = (message: Localized) => new AppError(409, 'in_use', message);

/** Book categories: the shop's category menu, in its `sort` order. */
const categoryRoutes: FastifyPluginAsyncZod = async (app) => {
  const entity = 'category';

  app.get(
    '/staff/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Book categories with their number of books (search, sort, pages)',
        querystring: staffCategoriesQuerySchema,
        response: { 200: staffCategoriesAnswerSchema },
      },
      onRequest: readers,
    },
    async (request) => listAnswer(request, await listStaffCategories(app.db, request.query, request.lang)),
  );

  app.get(
    '/staff/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'One book category',
        params: taxonomyParamsSchema,
        response: { 200: staffCategoryAnswerSchema },
      },
      onRequest: readers,
    },
    async (request) => {
      const found = await findStaffCategory(app.db, request.params.id);
      if (!found) throw notFound(m.categoryNotFound);
      return { data: found };
    },
  );

  app.post(
    '/staff/categories',
    {
      schema: {
        tags,
        security,
        summary: 'Add a book category (admin, editor)',
        body: staffCategoryBodySchema,
        response: { 201: staffCategorySavedSchema },
      },
      onRequest: editors,
    },
    async (request, reply) => {
      const created = await staffWrite(request, 'catalog', async (tx, record) => {
        const category = await createCategory(tx, request.body);
        await record({
          action: 'create',
          entity,
          entityId: category.id,
          after: loggedFields(category, counted),
        });
        return category;
      });
      return reply.status(201).send({ data: created, message: m.categoryCreated[request.lang] });
    },
  );

  app.put(
    '/staff/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Rename or move a book category (admin, editor); missing fields stay as they are',
        params: taxonomyParamsSchema,
        body: staffCategoryUpdateSchema,
        response: { 200: staffCategorySavedSchema },
      },
      onRequest: editors,
    },
    async (request) => {
      const saved = await staffWrite(request, 'catalog', async (tx, record) => {
        const outcome = await updateCategory(tx, request.params.id, request.body);
        if (!outcome) throw notFound(m.categoryNotFound);
        await record.changes(
          { entity, entityId: request.params.id },
          loggedFields(outcome.before, counted),
          loggedFields(outcome.after, counted),
        );
        return outcome.after;
      });
      return { data: saved, message: m.categorySaved[request.lang] };
    },
  );

  app.delete(
    '/staff/categories/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a book category no book uses (admin, editor); 409 names the books that do',
        params: taxonomyParamsSchema,
        response: { 200: staffDeletedAnswerSchema },
      },
      onRequest: editors,
    },
    async (request) => {
      await staffWrite(request, 'catalog', async (tx, record) => {
        const outcome = await deleteCategory(tx, request.params.id);
        if (!outcome) throw notFound(m.categoryNotFound);
        if ('usedBy' in outcome) throw inUse(categoryInUse(outcome.usedBy));
        const before = loggedFields(outcome.deleted, counted);
        await record({ action: 'delete', entity, entityId: request.params.id, before });
      });
      return { message: m.categoryDeleted[request.lang] };
    },
  );
};

type NamedSetting = {
  kind: NamedKind;
  path: string;
  what: string;
  notFound: Localized;
  created: Localized;
  saved: Localized;
  deleted: Localized;
  inUse: (users: UsedBy) => Localized;
};

const namedSettings: NamedSetting[] = [
  {
    kind: 'writer',
    path: '/staff/writers',
    what: 'writer',
    notFound: m.writerNotFound,
    created: m.writerCreated,
    saved: m.writerSaved,
    deleted: m.writerDeleted,
    inUse: writerInUse,
  },
  {
    kind: 'cover_type',
    path: '/staff/cover-types',
    what: 'cover type',
    notFound: m.coverTypeNotFound,
    created: m.coverTypeCreated,
    saved: m.coverTypeSaved,
    deleted: m.coverTypeDeleted,
    inUse: coverTypeInUse,
  },
];

/** Writers and cover types: a name in each language, the same five routes. */
function namedRoutes(setting: NamedSetting): FastifyPluginAsyncZod {
  const { kind, path, what } = setting;
  return async (app) => {
    app.get(
      path,
      {
        schema: {
          tags,
          security,
          summary: `${what}s with their number of books (search, sort, pages)`,
          querystring: staffNamedQuerySchema,
          response: { 200: staffNamedListAnswerSchema },
        },
        onRequest: readers,
      },
      async (request) => listAnswer(request, await listStaffNamed(app.db, kind, request.query, request.lang)),
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `One ${what}`,
          params: taxonomyParamsSchema,
          response: { 200: staffNamedAnswerSchema },
        },
        onRequest: readers,
      },
      async (request) => {
        const found = await findStaffNamed(app.db, kind, request.params.id);
        if (!found) throw notFound(setting.notFound);
        return { data: found };
      },
    );

    app.post(
      path,
      {
        schema: {
          tags,
          security,
          summary: `Add a ${what} (admin, editor)`,
          body: staffNamedBodySchema,
          response: { 201: staffNamedSavedSchema },
        },
        onRequest: editors,
      },
      async (request, reply) => {
        const created = await staffWrite(request, 'catalog', async (tx, record) => {
          const row = await createNamed(tx, kind, request.body);
          await record({
            action: 'create',
            entity: kind,
            entityId: row.id,
            after: loggedFields(row, counted),
          });
          return row;
        });
        return reply.status(201).send({ data: created, message: setting.created[request.lang] });
      },
    );

    app.put(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Rename a ${what} in either language (admin, editor); missing fields stay as they are`,
          params: taxonomyParamsSchema,
          body: staffNamedUpdateSchema,
          response: { 200: staffNamedSavedSchema },
        },
        onRequest: editors,
      },
      async (request) => {
        const saved = await staffWrite(request, 'catalog', async (tx, record) => {
          const outcome = await updateNamed(tx, kind, request.params.id, request.body);
          if (!outcome) throw notFound(setting.notFound);
          await record.changes(
            { entity: kind, entityId: request.params.id },
            loggedFields(outcome.before, counted),
            loggedFields(outcome.after, counted),
          );
          return outcome.after;
        });
        return { data: saved, message: setting.saved[request.lang] };
      },
    );

    app.delete(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `Delete a ${what} no book uses (admin, editor); 409 names the books that do`,
          params: taxonomyParamsSchema,
          response: { 200: staffDeletedAnswerSchema },
        },
        onRequest: editors,
      },
      async (request) => {
        await staffWrite(request, 'catalog', async (tx, record) => {
          const outcome = await deleteNamed(tx, kind, request.params.id);
          if (!outcome) throw notFound(setting.notFound);
          if ('usedBy' in outcome) throw inUse(setting.inUse(outcome.usedBy));
          const before = loggedFields(outcome.deleted, counted);
          await record({ action: 'delete', entity: kind, entityId: request.params.id, before });
        });
        return { message: setting.deleted[request.lang] };
      },
    );
  };
}

/** The back office's categories, writers and cover types (issue 12 point 5). */
export const taxonomyRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(categoryRoutes);
  for (const setting of namedSettings) await app.register(namedRoutes(setting));
};
