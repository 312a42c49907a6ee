import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { sendRange } from '#server/services/byte-range.ts';
import { inlinePdf, sandboxedPdf } from '#server/services/pdfs.ts';
import { createStorages } from '#server/services/storages.ts';
import { catalogMessages } from './messages.ts';
import { findSampleBook, sampleOf, sampleTag } from './sample.ts';

const tags = ['catalogue'];
const MINUTE_MS = 60_000;
/** A made sample changes only with its PDF or its range, and then under another ETag. */
const SAMPLE_CACHE = 'public, max-age=300';

const noSample = () => new AppError(404, 'no_sample', catalogMessages.noSample);

/** Whether the request's If-None-Match names `etag` (or is '*'). */
function stillFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => {
    const value = tag.trim().replace(/^W\//, '');
    return value === etag || value === '*';
  });
}

/** Errors are never kept by a cache. */
async function errorsNoStore(_request: FastifyRequest, reply: FastifyReply) {
  if (reply.statusCode >= 400) reply.header('cache-control', 'no-store');
}

/** The free sample of every book with a PDF: its first pages, stamped, for anyone to read. */
export const sampleRoutes: FastifyPluginAsync = async (app) => {
  const { files } = createStorages(app.config);
  app.addHook('onSend', errorsNoStore);

  route(
    app,
    'GET /books/:id/sample',
    {
      tags,
      summary: 'The book’s free sample: its sample pages only, each stamped ‘عينة · Sample’ (PDF)',
      description:
        'The pages staff chose, or the first 10% of the book (at least 1 page, at most 20). ' +
        'Honours one `Range: bytes=a-b` (206, 416) and `If-None-Match` (304). 404 `no_sample` for a ' +
        'book without a PDF or hidden from the shop.',
      // A viewer reading by ranges asks many times for one sample.
      config: { rateLimit: { max: 240, timeWindow: MINUTE_MS } },
    },
    async (request, reply) => {
      const book = await findSampleBook(app.db, request.params.id);
      if (!book) throw notFound(catalogMessages.bookNotFound);
      if (!book.active || !book.pdfFile) throw noSample();
      const etag = `"${sampleTag({ ...book, pdfFile: book.pdfFile })}"`;
      reply.header('etag', etag).header('cache-control', SAMPLE_CACHE);
      if (stillFresh(request, etag)) return reply.status(304).send();
      const bytes = await sampleOf(app.db, files, book);
      if (!bytes) throw noSample();
      sandboxedPdf(reply.header('content-type', 'application/pdf'), inlinePdf(`sample-${book.id}.pdf`));
      return sendRange(
        reply,
        Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
        request.headers.range,
      );
    },
  );
};
