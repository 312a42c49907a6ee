import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { localize } from '#server/i18n/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import { resizedWebp } from '#server/services/images.ts';
import { assertValidKey, LocalStorage } from '#server/services/storage.ts';
import { createStorages } from '#server/services/storages.ts';
import { RESIZABLE, RESIZED_MEDIA_PREFIX, RESIZED_WIDTHS } from '#shared/resized-media.ts';

const YEAR_SECONDS = 365 * 24 * 3600;

export const resizeMessages = {
  badWidth: localize('resizedMedia', 'badWidth', {
    widths: { ar: RESIZED_WIDTHS.join(' و'), en: RESIZED_WIDTHS.join(', ') },
  }),
};

/** The folder of resized copies: beside the media folder, never inside it (/media serves all of that). */
export const resizedFolderOf = (mediaDir: string) => {
  const resolved = path.resolve(mediaDir);
  return path.join(path.dirname(resolved), `.resized-${path.basename(resolved)}`);
};

const validKey = (key: string) => {
  try {
    assertValidKey(key);
    return RESIZABLE.test(key);
  } catch {
    return false;
  }
};

/**
 * GET /media-resized/{width}/{key}: the picture at media `key` as a WebP `width` pixels wide, one of
 * RESIZED_WIDTHS. Made on the first request and kept on disk; a key's picture never changes (every
 * upload gets a new key), so browsers keep the answer for a year.
 */
export async function resizedMediaRoutes(app: FastifyInstance) {
  const { media } = createStorages(app.config);
  const copies = new LocalStorage(resizedFolderOf(app.config.mediaDir));
  // Two readers asking for the same new copy wait for one resize.
  const making = new Map<string, Promise<Buffer | undefined>>();

  const make = async (key: string, width: number, copyKey: string): Promise<Buffer | undefined> => {
    let source: Buffer;
    try {
      source = await media.read(key);
    } catch {
      return undefined;
    }
    const bytes = await resizedWebp(source, width);
    await copies.put(copyKey, bytes);
    return bytes;
  };

  const refuse = (reply: FastifyReply, error: AppError) =>
    reply
      .status(error.statusCode)
      .header('cache-control', 'no-store')
      .send({ message: error.localized[reply.request.lang], code: error.code });

  app.get<{ Params: { width: string; '*': string } }>(
    `${RESIZED_MEDIA_PREFIX}:width/*`,
    async (request, reply) => {
      const width = Number(request.params.width);
      if (!(RESIZED_WIDTHS as readonly number[]).includes(width) || !/^\d+$/.test(request.params.width)) {
        return refuse(reply, new AppError(400, 'bad_width', resizeMessages.badWidth));
      }
      const key = request.params['*'];
      if (!validKey(key)) return refuse(reply, new AppError(404, 'not_found', commonMessages.notFound));
      const copyKey = `${width}/${key}.webp`;
      let bytes = await copies.read(copyKey).catch(() => undefined);
      if (!bytes) {
        let pending = making.get(copyKey);
        if (!pending) {
          pending = make(key, width, copyKey).finally(() => making.delete(copyKey));
          making.set(copyKey, pending);
        }
        try {
          bytes = await pending;
        } catch (error) {
          if (error instanceof AppError)
            return refuse(reply, new AppError(404, 'not_found', commonMessages.notFound));
          throw error;
        }
      }
      if (!bytes) return refuse(reply, new AppError(404, 'not_found', commonMessages.notFound));
      return reply
        .header('content-type', 'image/webp')
        .header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`)
        .header('cross-origin-resource-policy', 'cross-origin')
        .send(bytes);
    },
  );
}
