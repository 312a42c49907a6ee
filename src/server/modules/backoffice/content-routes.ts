import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createArticle,
  deleteArticle,
  findStaffArticle,
  listStaffArticles,
  updateArticle,
} from '#server/modules/content/index.ts';
import { requireStaff } from '#server/modules/staff/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { createStorages } from '#server/services/storage.ts';
import { ANY_STAFF, CATALOG_ROLES } from '#shared/contract/staff.ts';
import {
  contentParamsSchema,
  staffArticleAnswerSchema,
  staffArticleBodySchema,
  staffArticleSavedSchema,
  staffArticlesAnswerSchema,
  staffArticlesQuerySchema,
  staffArticleUpdateSchema,
} from '#shared/contract/staff-content.ts';
import { staffDeletedAnswerSchema } from '#shared/contract/staff-taxonomy.ts';
import type { Localized } from '#shared/lang.ts';
import { contentMessages as m } from './content-messages.ts';
import { linkRoutes } from './links-routes.ts';
import { listAnswer, loggedFields, removeFiles } from './list-answer.ts';
import { staffWrite } from './write.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const readers = requireStaff(ANY_STAFF);
const editors = requireStaff(CATALOG_ROLES);
/** Files are uploaded and logged on their own routes; their keys are not a field of these writes. */
const notLogged = ['id', 'image', 'pdf'] as const;

type ArticleSetting = {
  kind: 'news' | 'kashkoul';
  path: string;
  what: string;
  notFound: Localized;
  created: Localized;
  saved: Localized;
  deleted: Localized;
};

const articleSettings: ArticleSetting[] = [
  {
    kind: 'news',
    path: '/staff/news',
    what: 'news item',
    notFound: m.newsNotFound,
    created: m.newsCreated,
    saved: m.newsSaved,
    deleted: m.newsDeleted,
  },
  {
    kind: 'kashkoul',
    path: '/staff/kashkoul',
    what: 'Kashkoul article',
    notFound: m.kashkoulNotFound,
    created: m.kashkoulCreated,
    saved: m.kashkoulSaved,
    deleted: m.kashkoulDeleted,
  },
];

/** News items (akhbar) and Kashkoul articles: one shape, the same five routes each. */
function articleRoutes(setting: ArticleSetting): FastifyPluginAsyncZod {
  const { kind, path, what } = setting;
  return async (app) => {
    const media = createStorages(app.config).media;

    app.get(
      path,
      {
        schema: {
          tags,
          security,
          summary: `${what}s, newest first (search in titles, issue number, sort, pages)`,
          querystring: staffArticlesQuerySchema,
          response: { 200: staffArticlesAnswerSchema },
        },
        onRequest: readers,
      },
      async (request) =>
        listAnswer(request, await listStaffArticles(app.db, kind, request.query, request.lang)),
    );

    app.get(
      `${path}/:id`,
      {
        schema: {
          tags,
          security,
          summary: `One ${what}`,
          params: contentParamsSchema,
          response: { 200: staffArticleAnswerSchema },
        },
        onRequest: readers,
      },
      async (request) => {
        const found = await findStaffArticle(app.db, kind, request.params.id);
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
          summary: `Add a ${what} (admin, editor); its picture and PDF are uploaded on their own routes`,
          description:
            'Descriptions are rich text, cleaned on the server with an allow-list before they are stored.',
          body: staffArticleBodySchema,
          response: { 201: staffArticleSavedSchema },
        },
        onRequest: editors,
      },
      async (request, reply) => {
        const created = await staffWrite(request, 'content', async (tx, record) => {
          const item = await createArticle(tx, kind, request.body);
          await record({
            action: 'create',
            entity: kind,
            entityId: item.id,
            after: loggedFields(item, notLogged),
          });
          return item;
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
          summary: `Change a ${what} (admin, editor); missing fields stay as they are`,
          params: contentParamsSchema,
          body: staffArticleUpdateSchema,
          response: { 200: staffArticleSavedSchema },
        },
        onRequest: editors,
      },
      async (request) => {
        const saved = await staffWrite(request, 'content', async (tx, record) => {
          const outcome = await updateArticle(tx, kind, request.params.id, request.body);
          if (!outcome) throw notFound(setting.notFound);
          await record.changes(
            { entity: kind, entityId: request.params.id },
            loggedFields(outcome.before, notLogged),
            loggedFields(outcome.after, notLogged),
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
          summary: `Delete a ${what} and its picture and PDF (admin, editor)`,
          params: contentParamsSchema,
          response: { 200: staffDeletedAnswerSchema },
        },
        onRequest: editors,
      },
      async (request) => {
        const deleted = await staffWrite(request, 'content', async (tx, record) => {
          const item = await deleteArticle(tx, kind, request.params.id);
          if (!item) throw notFound(setting.notFound);
          await record({
            action: 'delete',
            entity: kind,
            entityId: item.id,
            before: loggedFields(item, ['id']),
          });
          return item;
        });
        await removeFiles(media, [deleted.image, deleted.pdf], request.log);
        return { message: setting.deleted[request.lang] };
      },
    );
  };
}

/** The back office's news, Kashkoul, link types and links (issue 12 point 7). */
export const staffContentRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const setting of articleSettings) await app.register(articleRoutes(setting));
  await app.register(linkRoutes);
};
