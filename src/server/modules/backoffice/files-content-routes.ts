import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { setWriterPhoto, writerExists } from '#server/modules/catalog/index.ts';
import {
  type ContentKind,
  contentItemFiles,
  linkFiles,
  setContentItemFile,
  setLinkImage,
} from '#server/modules/content/index.ts';
import type { RecordActivity } from '#server/modules/staff/index.ts';
import { changedFields } from '#server/modules/staff/index.ts';
import { route } from '#server/plugins/route.ts';
import { randomName, storePicture } from '#server/services/images.ts';
import { checkPdf } from '#server/services/pdfs.ts';
import { createStorages } from '#server/services/storages.ts';
import { UPLOAD_LIMITS } from '#shared/contract/staff-files.ts';
import type { Localized } from '#shared/lang.ts';
import { uploadNote } from './files-common.ts';
import { filesMessages as m } from './files-messages.ts';
import { replaceFiles } from './files-replace.ts';

/** Widest copy kept of a news or Kashkoul picture, and of a link's picture (shown small). */
const CONTENT_PICTURE_WIDTH = 1600;
const LINK_PICTURE_WIDTH = 800;
/** A writer's photo is shown at most about 300 px wide on the writer's page, twice that on a sharp screen. */
const WRITER_PHOTO_WIDTH = 640;
/** Media folders, as the seeded files use them. */
const folderOf = { news: 'akhbars', kashkoul: 'articles' } as const satisfies Record<ContentKind, string>;

/** A file a news item or Kashkoul article shows: its picture and its PDF, both public. */
function contentFileRoutes(kind: ContentKind, missing: Localized): FastifyPluginAsync {
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

    route(
      app,
      `POST /staff/${kind}/:id/image`,
      {
        summary: `Upload the ${label}'s picture: JPEG, PNG or WebP up to 10 MB (admin, editor)`,
        description: `${uploadNote} The picture is re-encoded without its metadata, at most ${CONTENT_PICTURE_WIDTH} px wide.`,
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

    route(
      app,
      `POST /staff/${kind}/:id/pdf`,
      {
        summary: `Upload the ${label}'s PDF, public to every reader: up to 200 MB (admin, editor)`,
        description: `${uploadNote} It must be a whole PDF that opens.`,
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

/** A link's picture. */
const linkFileRoutes: FastifyPluginAsync = async (app) => {
  const { media } = createStorages(app.config);
  route(
    app,
    'POST /staff/links/:id/image',
    {
      summary: "Upload a link's picture: JPEG, PNG or WebP up to 10 MB (admin, editor)",
      description: `${uploadNote} The picture is re-encoded without its metadata, at most ${LINK_PICTURE_WIDTH} px wide; one with transparency stays PNG.`,
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

/** A writer's photo, shown on the writer's page. */
const writerPhotoRoutes: FastifyPluginAsync = async (app) => {
  const { media } = createStorages(app.config);
  route(
    app,
    'POST /staff/writers/:id/photo',
    {
      summary: "Upload a writer's photo: JPEG, PNG or WebP up to 10 MB (admin, editor)",
      description: `${uploadNote} The photo is re-encoded without its metadata, at most ${WRITER_PHOTO_WIDTH} px wide.`,
    },
    async (request) => {
      const { id } = request.params;
      const image = await replaceFiles(request, {
        storage: media,
        maxBytes: UPLOAD_LIMITS.image,
        topic: 'catalog',
        missing: m.writerNotFound,
        exists: () => writerExists(app.db, id),
        store: async (upload) => {
          const key = await storePicture(media, upload.path, 'writers', WRITER_PHOTO_WIDTH);
          return { stored: key, keys: [key] };
        },
        point: async (tx, record, key) => {
          const outcome = await setWriterPhoto(tx, id, key);
          if (!outcome) return null;
          const change = changedFields({ photo: outcome.previous }, { photo: key });
          await record({ action: 'upload', entity: 'writer', entityId: id, ...change });
          return [outcome.previous];
        },
      });
      return { data: { image }, message: m.photoUploaded[request.lang] };
    },
  );
};

/** The pictures and PDFs of news items and Kashkoul articles, and the pictures of links and writers (all public). */
export const contentFilesRoutes: FastifyPluginAsync = async (app) => {
  await app.register(contentFileRoutes('news', m.newsNotFound));
  await app.register(contentFileRoutes('kashkoul', m.kashkoulNotFound));
  await app.register(linkFileRoutes);
  await app.register(writerPhotoRoutes);
};
