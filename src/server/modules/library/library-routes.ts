import type { FastifyPluginAsync } from 'fastify';
import { clientOf, MINUTE_MS, perClient, privateNoStore } from '#server/modules/orders/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { sandboxedPdf } from '#server/services/pdfs.ts';
import { createStorages } from '#server/services/storages.ts';
import { ORDERS_PER_PAGE } from '#shared/contract/orders.ts';
import { paginationMeta } from '#shared/pagination.ts';
import { downloadRulesOf } from './download-controls.ts';
import { downloadOwnedPdf, listOwnedPdfs } from './library.ts';
import { libraryMessages } from './messages.ts';
import { readerRoutes } from './reader-routes.ts';

const tags = ['orders'];

/** The client's PDFs: ownership (the 'owned' check and my-books), the stamped download and the reader. */
export const libraryRoutes: FastifyPluginAsync = async (app) => {
  const { files } = createStorages(app.config);
  app.addHook('onSend', privateNoStore);
  await app.register(readerRoutes);
  /** The download limit and period in force, from the shop's settings. */
  const rules = async () => downloadRulesOf(await app.shopSettings.read(app.db), app.config.downloadLimit);

  route(
    app,
    'GET /client-pdf-books',
    {
      tags,
      summary: 'PDFs the client owns; non-empty for a book means it is owned',
      description: '`client_id` must be the token’s client (403 otherwise). Paginated when `page` is given.',
    },
    async (request) => {
      const client = clientOf(request);
      const { client_id, book_id, page, per_page } = request.query;
      if (client_id !== undefined && client_id !== client.id) {
        throw new AppError(403, 'forbidden', libraryMessages.otherClientsBooks);
      }
      const size = per_page ?? ORDERS_PER_PAGE;
      const { data, total } = await listOwnedPdfs(app.db, client.id, {
        bookId: book_id,
        page: page === undefined ? undefined : { number: page, size },
        lang: request.lang,
        rules: await rules(),
      });
      if (page === undefined) return { data };
      const path =
        book_id === undefined ? '/api/client-pdf-books' : `/api/client-pdf-books?book_id=${book_id}`;
      return { data, meta: paginationMeta({ page, perPage: size, total, path }) };
    },
  );

  route(
    app,
    'GET /books/:id/download',
    {
      tags,
      summary: 'The owned PDF, stamped with the buyer’s e-mail and order number on every page',
      description:
        'Each download carries a code of its own and is logged with it. 403 `download_limit` past the ' +
        'limit, 403 `download_expired` past the download period (shop settings).',
      config: { rateLimit: { max: 30, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request, reply) => {
      const client = clientOf(request);
      const file = await downloadOwnedPdf(app.db, files, await rules(), {
        client,
        bookId: request.params.id,
        ip: request.ip,
        lang: request.lang,
      });
      sandboxedPdf(reply.header('content-type', 'application/pdf'), file.contentDisposition);
      return reply.send(Buffer.from(file.bytes));
    },
  );
};
