import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#server/db/client.ts';
import { bookFiles, setBookCover, setBookPdf } from '#server/modules/catalog/index.ts';
import {
  type ContentKind,
  contentItemFiles,
  linkFiles,
  setContentItemFile,
  setLinkImage,
} from '#server/modules/content/index.ts';
import { requireStaff } from '#server/modules/staff/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import type { ChangeTopic } from '#server/services/change-feed.ts';
import { randomName, removeKeys, storeCover, storePicture } from '#server/services/images.ts';
import { checkPdf } from '#server/services/pdfs.ts';
import { createStorages, type Storage } from '#server/services/storage.ts';
import { type ReceivedUpload, receiveUpload } from '#server/services/uploads.ts';
import { ANY_STAFF, CATALOG_ROLES } from '#shared/contract/staff.ts';
import {
  bookFilesAnswerSchema,
  bookPdfUploadAnswerSchema,
  coverUploadAnswerSchema,
  fileUploadParamsSchema,
  imageUploadAnswerSchema,
  pdfUploadAnswerSchema,
  UPLOAD_LIMITS,
} from '#shared/contract/staff-files.ts';
import type { Localized } from '#shared/lang.ts';
import { changedFields } from './activity.ts';
import { filesMessages as m } from './files-messages.ts';
import { type RecordActivity, staffWrite } from './write.ts';

const tags = ['staff'];
const security = [{ bearer: [] }];
const consumes = ['multipart/form-data'];
const params = fileUploadParamsSchema;
const editors = requireStaff(CATALOG_ROLES);
const uploadNote =
  'multipart/form-data with one file in the field `file` and nothing else. What the file is, is decided ' +
  'by its content; its name and declared type are ignored, and the server names what it stores. A ' +
  'refused file (4xx) leaves the previous one in place.';

/** Widest copy kept of a news or Kashkoul picture, and of a link's picture (shown small). */
const CONTENT_PICTURE_WIDTH = 1600;
const LINK_PICTURE_WIDTH = 800;
/** Media folders, as the seeded files use them. */
const folderOf = { news: 'akhbars', kashkoul: 'articles' } as const satisfies Record<ContentKind, string>;

type Replacement<S> = {
  storage: Storage;
  maxBytes: number;
  topic: ChangeTopic;
  missing: Localized;
  exists(): Promise<boolean>;
  /** Checks the upload and stores what is kept of it under new keys. */
  store(upload: ReceivedUpload): Promise<{ stored: S; keys: string[] }>;
  /** Points the record at the new files and logs it; answers the keys it replaced, null when it is gone. */
  point(tx: Db, record: RecordActivity, stored: S): Promise<(string | null)[] | null>;
};

/**
 * One upload from start to end: the record must exist before anything is received; the file is then
 * streamed aside, checked and stored under new keys; one logged write points the record at them; only
 * then are the files it replaced removed. Any refusal on the way removes what this upload wrote, so the
 * old file stays in place and in use.
 */
async function replaceFiles<S>(request: FastifyRequest, options: Replacement<S>): Promise<S> {
  const { storage } = options;
  if (!(await options.exists())) throw notFound(options.missing);
  const upload = await receiveUpload(request, { storage, maxBytes: options.maxBytes });
  let written: string[] = [];
  try {
    const { stored, keys } = await options.store(upload);
    written = keys;
    const replaced = await staffWrite(request, options.topic, async (tx, record) => {
      const previous = await options.point(tx, record, stored);
      if (!previous) throw notFound(options.missing);
      return previous;
    });
    written = [];
    const stale = replaced.filter((key): key is string => key !== null && !keys.includes(key));
    await removeKeys(storage, stale).catch((error: unknown) => {
      // The record already points at the new files: an old one left on disk harms no one.
      request.log.warn({ err: error }, 'a replaced file could not be removed');
    });
    return stored;
  } finally {
    await removeKeys(storage, written).catch(() => undefined);
    await upload.discard();
  }
}

/** A file a news item or Kashkoul article shows: its picture and its PDF, both public. */
function contentFileRoutes(kind: ContentKind, missing: Localized): FastifyPluginAsyncZod {
  const path = `/staff/${kind}/:id`;
  const label = kind === 'news' ? 'news item' : 'Kashkoul article';
  const folder = folderOf[kind];
  return async (app) => {
    const { media } = createStorages(app.config);
    const exists = (id: number) => contentItemFiles(app.db, kind, id).then(Boolean);
    const point =
      (id: number, field: 'image' | 'pdf', key: string) => async (tx: Db, record: RecordActivity) => {
        const outcome = await setContentItemFile(tx, kind, id, field, key);
        if (!outcome) return null;
        const change = changedFields({ [field]: outcome.previous }, { [field]: key });
        await record({ action: 'upload', entity: kind, entityId: id, ...change });
        return [outcome.previous];
      };

    app.post(
      `${path}/image`,
      {
        schema: {
          tags,
          security,
          consumes,
          summary: `Upload the ${label}'s picture: JPEG, PNG or WebP up to 10 MB (admin, editor)`,
          description: `${uploadNote} The picture is re-encoded without its metadata, at most ${CONTENT_PICTURE_WIDTH} px wide.`,
          params,
          response: { 200: imageUploadAnswerSchema },
        },
        onRequest: editors,
      },
      async (request) => {
        const { id } = request.params;
        const image = await replaceFiles(request, {
          storage: media,
          maxBytes: UPLOAD_LIMITS.image,
          topic: 'content',
          missing,
          exists: () => exists(id),
          store: async (upload) => {
            const key = await storePicture(media, upload.path, folder, CONTENT_PICTURE_WIDTH);
            return { stored: key, keys: [key] };
          },
          point: (tx, record, key) => point(id, 'image', key)(tx, record),
        });
        return { data: { image }, message: m.imageUploaded[request.lang] };
      },
    );

    app.post(
      `${path}/pdf`,
      {
        schema: {
          tags,
          security,
          consumes,
          summary: `Upload the ${label}'s PDF, public to every reader: up to 200 MB (admin, editor)`,
          description: `${uploadNote} It must be a whole PDF that opens.`,
          params,
          response: { 200: pdfUploadAnswerSchema },
        },
        onRequest: editors,
      },
      async (request) => {
        const { id } = request.params;
        const saved = await replaceFiles(request, {
          storage: media,
          maxBytes: UPLOAD_LIMITS.pdf,
          topic: 'content',
          missing,
          exists: () => exists(id),
          store: async (upload) => {
            const checked = await checkPdf(upload.path);
            const key = `${folder}/${randomName()}.pdf`;
            await media.putFile(key, upload.path);
            return { stored: { pdf: key, ...checked }, keys: [key] };
          },
          point: (tx, record, stored) => point(id, 'pdf', stored.pdf)(tx, record),
        });
        return { data: saved, message: m.pdfUploaded[request.lang] };
      },
    );
  };
}

/**
 * The back office's uploads: a book's cover and full PDF, a news item's or Kashkoul article's picture
 * and PDF, a link's picture. Multipart is understood in this plugin's routes only.
 */
export const filesRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, { limits: { fileSize: UPLOAD_LIMITS.pdf + 1, parts: 5 } });
  const { media, files } = createStorages(app.config);
  const bookExists = (id: number) => bookFiles(app.db, id).then(Boolean);

  app.get(
    '/staff/books/:id/files',
    {
      schema: {
        tags,
        security,
        summary: "A book's cover (with its resized copies) and whether its full PDF was uploaded",
        params,
        response: { 200: bookFilesAnswerSchema },
      },
      onRequest: requireStaff(ANY_STAFF),
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

  app.post(
    '/staff/books/:id/cover',
    {
      schema: {
        tags,
        security,
        consumes,
        summary: "Upload a book's cover: JPEG, PNG or WebP up to 10 MB (admin, editor)",
        description:
          `${uploadNote} The cover is re-encoded without its metadata into WebP copies 160, 320, 480 and ` +
          '640 px wide (none wider than the upload) and a JPEG fallback, which the shop serves with `srcset`.',
        params,
        response: { 200: coverUploadAnswerSchema },
      },
      onRequest: editors,
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

  app.post(
    '/staff/books/:id/pdf',
    {
      schema: {
        tags,
        security,
        consumes,
        summary: "Upload a book's full PDF, sold to its buyers: up to 200 MB (admin, editor)",
        description:
          `${uploadNote} It is streamed to private storage and must be a whole, unprotected PDF that ` +
          'opens, since each buyer’s copy is stamped. It replaces the previous PDF only once complete.',
        params,
        response: { 200: bookPdfUploadAnswerSchema },
      },
      onRequest: editors,
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

  await app.register(contentFileRoutes('news', m.newsNotFound));
  await app.register(contentFileRoutes('kashkoul', m.kashkoulNotFound));

  app.post(
    '/staff/links/:id/image',
    {
      schema: {
        tags,
        security,
        consumes,
        summary: "Upload a link's picture: JPEG, PNG or WebP up to 10 MB (admin, editor)",
        description: `${uploadNote} The picture is re-encoded without its metadata, at most ${LINK_PICTURE_WIDTH} px wide; one with transparency stays PNG.`,
        params,
        response: { 200: imageUploadAnswerSchema },
      },
      onRequest: editors,
    },
    async (request) => {
      const { id } = request.params;
      const image = await replaceFiles(request, {
        storage: media,
        maxBytes: UPLOAD_LIMITS.image,
        topic: 'content',
        missing: m.linkNotFound,
        exists: () => linkFiles(app.db, id).then(Boolean),
        store: async (upload) => {
          const key = await storePicture(media, upload.path, 'links', LINK_PICTURE_WIDTH);
          return { stored: key, keys: [key] };
        },
        point: async (tx, record, key) => {
          const outcome = await setLinkImage(tx, id, key);
          if (!outcome) return null;
          const change = changedFields({ image: outcome.previous }, { image: key });
          await record({ action: 'upload', entity: 'link', entityId: id, ...change });
          return [outcome.previous];
        },
      });
      return { data: { image }, message: m.imageUploaded[request.lang] };
    },
  );
};
