import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import {
  bookFiles,
  sampleBeyondPages,
  sampleBeyondPdf,
  setBookCover,
  setBookPdf,
} from '#server/modules/catalog/index.ts';
import { changedFields } from '#server/modules/staff/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { randomName, storeCover } from '#server/services/images.ts';
import { checkPdf } from '#server/services/pdfs.ts';
import { createStorages } from '#server/services/storages.ts';
import { UPLOAD_LIMITS } from '#shared/contract/staff-files.ts';
import { uploadNote } from './files-common.ts';
import { contentFilesRoutes } from './files-content-routes.ts';
import { filesMessages as m } from './files-messages.ts';
import { replaceFiles } from './files-replace.ts';
import { pendingUploadsRoutes } from './pending-uploads-routes.ts';

/**
 * The back office's uploads: a book's cover and full PDF, a news item's or Kashkoul article's picture
 * and PDF, a link's picture. Multipart is understood in this plugin's routes only.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const filesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.pdf + 1, parts: 5 } });
  const { media, files } = createStorages(app.config);
  const bookExists = (id: number) => bookFiles(app.db, id).then(Boolean);

  route(
    app,
    'GET /staff/books/:id/files',
    {
      summary: "A book's cover (with its resized copies) and whether its full PDF was uploaded",
    },
    async (request) => {
      const found = await bookFiles(app.db, request.params.id);
      if (!found) throw notFound(m.bookNotFound);
      return {
        data: {
          image: found.image,
          image_variants: found.imageVariants ?? [],
          has_pdf: found.pdfFile !== null,
        },
      };
    },
  );

  route(
    app,
    'POST /staff/books/:id/cover',
    {
      summary: "Upload a book's cover: JPEG, PNG or WebP up to 10 MB (admin, editor)",
      description:
        `${uploadNote} The cover is re-encoded without its metadata into WebP copies 160, 320, 480 and ` +
        '640 px wide (none wider than the upload) and a JPEG fallback, which the shop serves with `srcset`.',
    },
    async (request) => {
      const { id } = request.params;
      const cover = await replaceFiles(request, {
        storage: media,
        maxBytes: UPLOAD_LIMITS.image,
        topic: 'catalog',
        missing: m.bookNotFound,
        exists: () => bookExists(id),
        store: async (upload) => {
          const stored = await storeCover(media, upload.path, 'covers');
          return { stored, keys: stored.variants.map((variant) => variant.key) };
        },
        point: async (tx, record, stored) => {
          const before = await setBookCover(tx, id, { image: stored.image, imageVariants: stored.variants });
          if (!before) return null;
          const change = changedFields(
            { image: before.image, image_variants: before.imageVariants },
            { image: stored.image, image_variants: stored.variants },
          );
          await record({ action: 'upload', entity: 'book', entityId: id, ...change });
          return [before.image, ...(before.imageVariants ?? []).map((variant) => variant.key)];
        },
      });
      return {
        data: { image: cover.image, image_variants: cover.variants },
        message: m.coverUploaded[request.lang],
      };
    },
  );

  route(
    app,
    'POST /staff/books/:id/pdf',
    {
      summary: "Upload a book's full PDF, sold to its buyers: up to 200 MB (admin, editor)",
      description:
        `${uploadNote} It is streamed to private storage and must be a whole, unprotected PDF that ` +
        'opens, since each buyer’s copy is stamped. It replaces the previous PDF only once complete. ' +
        'A PDF shorter than the book’s sample pages reach is refused (422 `sample_beyond_pdf`).',
    },
    async (request) => {
      const { id } = request.params;
      const saved = await replaceFiles(request, {
        storage: files,
        maxBytes: UPLOAD_LIMITS.pdf,
        topic: 'catalog',
        missing: m.bookNotFound,
        exists: () => bookExists(id),
        store: async (upload) => {
          const checked = await checkPdf(upload.path);
          const key = `books/${randomName()}.pdf`;
          await files.putFile(key, upload.path);
          return { stored: { key, ...checked }, keys: [key] };
        },
        point: async (tx, record, stored) => {
          const before = await setBookPdf(tx, id, stored.key);
          if (!before) return null;
          // A PDF shorter than the book's sample reaches is refused: the range is changed first.
          const last = await sampleBeyondPages(tx, id, stored.pages);
          if (last !== null) throw sampleBeyondPdf(last, stored.pages);
          // Private keys stay out of the log too: whether there was a PDF, and what the new one is.
          await record({
            action: 'upload',
            entity: 'book',
            entityId: id,
            before: { has_pdf: before.pdfFile !== null },
            after: { has_pdf: true, pdf_pages: stored.pages, pdf_bytes: stored.bytes },
          });
          return [before.pdfFile];
        },
      });
      request.log.info({ staffId: request.staff!.id, bookId: id, bytes: saved.bytes }, 'book pdf uploaded');
      return {
        data: { has_pdf: true as const, pages: saved.pages, bytes: saved.bytes },
        message: m.bookPdfUploaded[request.lang],
      };
    },
  );

  await app.register(contentFilesRoutes);
  await app.register(pendingUploadsRoutes);
};
