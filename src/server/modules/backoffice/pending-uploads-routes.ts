import type { FastifyPluginAsync } from 'fastify';
import { route } from '#server/plugins/route.ts';
import { randomName, removeKeys, storeCover } from '#server/services/images.ts';
import { checkPdf } from '#server/services/pdfs.ts';
import { createStorages } from '#server/services/storages.ts';
import { receiveUpload } from '#server/services/uploads.ts';
import { UPLOAD_LIMITS } from '#shared/contract/staff-files.ts';
import { uploadNote } from './files-common.ts';
import { filesMessages as m } from './files-messages.ts';
import { abandonedUploadsJob, savePendingUpload } from './pending-uploads.ts';

/**
 * Uploads for a book being created (decision 051): checked exactly as a book's own cover and PDF, kept
 * for the member under a token that `POST /staff/books` takes within a day. Registered inside the
 * files plugin, which reads multipart.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const pendingUploadsRoutes: FastifyPluginAsync = async (app) => {
  const storages = createStorages(app.config);
  const { media, files } = storages;
  abandonedUploadsJob(app, storages);
  const pendingNote =
    'Answers an `upload_token` for `POST /staff/books`, good for a day and once, for this member only.';

  route(
    app,
    'POST /staff/uploads/cover',
    {
      summary: 'Upload the cover of a book not yet saved: JPEG, PNG or WebP up to 10 MB (admin, editor)',
      description: `${uploadNote} ${pendingNote}`,
    },
    async (request) => {
      const upload = await receiveUpload(request, { storage: media, maxBytes: UPLOAD_LIMITS.image });
      try {
        const stored = await storeCover(media, upload.path, 'covers');
        const keys = stored.variants.map((variant) => variant.key);
        const saved = await savePendingUpload(app.db, {
          staffId: request.staff!.id,
          kind: 'cover',
          keys,
          details: { image: stored.image, imageVariants: stored.variants },
        }).catch(async (error: unknown) => {
          await removeKeys(media, keys);
          throw error;
        });
        return {
          data: {
            upload_token: saved.token,
            kind: 'cover' as const,
            expires_at: saved.expiresAt.toISOString(),
            image: stored.image,
            bytes: upload.bytes,
          },
          message: m.pendingCoverReady[request.lang],
        };
      } finally {
        await upload.discard();
      }
    },
  );

  route(
    app,
    'POST /staff/uploads/pdf',
    {
      summary: 'Upload the full PDF of a book not yet saved: up to 200 MB (admin, editor)',
      description: `${uploadNote} It must be a whole, unprotected PDF that opens. ${pendingNote}`,
    },
    async (request) => {
      const upload = await receiveUpload(request, { storage: files, maxBytes: UPLOAD_LIMITS.pdf });
      try {
        const checked = await checkPdf(upload.path);
        const key = `books/${randomName()}.pdf`;
        await files.putFile(key, upload.path);
        const saved = await savePendingUpload(app.db, {
          staffId: request.staff!.id,
          kind: 'pdf',
          keys: [key],
          details: { key, pages: checked.pages, bytes: checked.bytes },
        }).catch(async (error: unknown) => {
          await removeKeys(files, [key]);
          throw error;
        });
        return {
          data: {
            upload_token: saved.token,
            kind: 'pdf' as const,
            expires_at: saved.expiresAt.toISOString(),
            pages: checked.pages,
            bytes: checked.bytes,
          },
          message: m.pendingPdfReady[request.lang],
        };
      } finally {
        await upload.discard();
      }
    },
  );
};
