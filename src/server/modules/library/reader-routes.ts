import type { FastifyPluginAsync } from 'fastify';
import { clientOf, MINUTE_MS, perClient } from '#server/modules/orders/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { sendStoredRange } from '#server/services/byte-range.ts';
import { sandboxedPdf } from '#server/services/pdfs.ts';
import { createStorages } from '#server/services/storages.ts';
import { libraryMessages } from './messages.ts';
import { readerCopy } from './reader-copies.ts';
import { readingOf, saveReading } from './reading.ts';

const tags = ['orders'];

/** The in-shop reader of an owned book: its copy, by ranges, and the page the reader is on (decision 058). */
export const readerRoutes: FastifyPluginAsync = async (app) => {
  const { files } = createStorages(app.config);

  route(
    app,
    'GET /books/:id/read',
    {
      tags,
      summary: 'The owner’s reader copy of the PDF: stamped like a download, by byte ranges',
      description:
        'Made once per client, book and file, then kept; not counted against the download limit or ' +
        'period. `Range: bytes=a-b`, `a-` or `-n` answers 206 with `Content-Range`, 416 when it starts ' +
        'past the end. HEAD answers the headers alone.',
      // Left uncompressed, so that every range is the bytes of the file.
      compress: false,
      config: { rateLimit: { max: 600, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request, reply) => {
      const copy = await readerCopy(app.db, files, {
        client: clientOf(request),
        bookId: request.params.id,
        ip: request.ip,
      });
      sandboxedPdf(reply.header('content-type', 'application/pdf'), 'inline');
      try {
        return await sendStoredRange(reply, files, copy, request.headers.range);
      } catch (error) {
        // Removed between the two reads (the book refunded that moment): as a missing file.
        if ((error as NodeJS.ErrnoException).code === 'ENOENT')
          throw new AppError(404, 'no_file', libraryMessages.noFile);
        throw error;
      }
    },
  );

  route(
    app,
    'GET /books/:id/reading',
    { tags, summary: 'The last page the owner read of the book, on any device' },
    async (request) => ({ data: await readingOf(app.db, clientOf(request).id, request.params.id) }),
  );

  route(
    app,
    'PUT /books/:id/reading',
    {
      tags,
      summary: 'Keep the page the owner is on',
      description: '422 `page_out_of_range` when `page` is past `pages`.',
      config: { rateLimit: { max: 120, timeWindow: MINUTE_MS, keyGenerator: perClient } },
    },
    async (request) => ({
      data: await saveReading(app.db, clientOf(request).id, request.params.id, request.body),
    }),
  );
};
