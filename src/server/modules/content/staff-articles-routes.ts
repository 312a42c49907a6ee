import type { FastifyPluginAsync } from 'fastify';
import { staffResource, without } from '#server/modules/staff/index.ts';
import type { StaffArticle } from '#shared/contract/staff-content.ts';
import {
  createArticle,
  deleteArticle,
  findStaffArticle,
  listStaffArticles,
  updateArticle,
} from './admin-articles.ts';
import { linkRoutes } from './staff-links-routes.ts';
import { contentMessages as m } from './staff-texts.ts';

/** The console's news items (akhbar) and Kashkoul articles, one shape each, and the links. */
export const staffContentRoutes: FastifyPluginAsync = async (app) => {
  for (const [kind, path, what] of [
    ['news', '/staff/news', 'news item'],
    ['kashkoul', '/staff/kashkoul', 'Kashkoul article'],
  ] as const) {
    const news = kind === 'news';
    staffResource(app, {
      path,
      entity: kind,
      topic: 'content',
      notFound: news ? m.newsNotFound : m.kashkoulNotFound,
      // files are uploaded and logged on their own routes; their keys are not a field of these writes
      logged: without('id', 'image', 'pdf'),
      loggedDeleted: without('id'),
      files: (article: StaffArticle) => [article.image, article.pdf],
      list: {
        summary: `${what}s, newest first (search in titles, issue number, sort, pages)`,
        run: (db, query, lang) => listStaffArticles(db, kind, query, lang),
      },
      find: { summary: `One ${what}`, run: (db, id) => findStaffArticle(db, kind, id) },
      create: {
        summary: `Add a ${what} (admin, editor); its picture and PDF are uploaded on their own routes`,
        description:
          'Descriptions are rich text, cleaned on the server with an allow-list before they are stored.',
        run: (tx, body) => createArticle(tx, kind, body),
        message: news ? m.newsCreated : m.kashkoulCreated,
      },
      update: {
        summary: `Change a ${what} (admin, editor); missing fields stay as they are`,
        run: (tx, id, body) => updateArticle(tx, kind, id, body),
        message: news ? m.newsSaved : m.kashkoulSaved,
      },
      remove: {
        summary: `Delete a ${what} and its picture and PDF (admin, editor)`,
        run: (tx, id) => deleteArticle(tx, kind, id),
        message: news ? m.newsDeleted : m.kashkoulDeleted,
      },
    });
  }
  await app.register(linkRoutes);
};
