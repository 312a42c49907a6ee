import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { commonMessages } from '#server/plugins/errors.ts';
import { inlinePdf, sandboxedPdf } from '#server/services/pdfs.ts';
import { contentTypeOf, type S3Storage } from '#server/services/s3-storage.ts';
import { assertValidKey } from '#server/services/storage.ts';
import { createStorages, MEDIA_CACHE_CONTROL } from '#server/services/storages.ts';

const validKey = (key: string) => {
  try {
    assertValidKey(key);
    return true;
  } catch {
    return false;
  }
};

/**
 * GET /media/{key} when the media live in a bucket (decision 047). With `MEDIA_PUBLIC_URL` the answer
 * sends the reader to the CDN; otherwise the object is streamed through with the headers the local
 * folder gets: its type, a day in caches, its ETag, readable by the native shell, PDFs sandboxed.
 */
export async function bucketMediaRoutes(app: FastifyInstance) {
  const media = createStorages(app.config).media as S3Storage;
  const publicUrl = app.config.mediaPublicUrl;

  app.get<{ Params: { '*': string } }>('/media/*', async (request, reply) => {
    const key = request.params['*'];
    const notFound = () =>
      reply.status(404).send({ message: commonMessages.notFound[request.lang], code: 'not_found' });
    if (!validKey(key)) return notFound();
    if (publicUrl) {
      const target = `${publicUrl}/${key.split('/').map(encodeURIComponent).join('/')}`;
      return reply.header('cache-control', MEDIA_CACHE_CONTROL).redirect(target, 302);
    }
    let object: Awaited<ReturnType<S3Storage['open']>>;
    try {
      object = await media.open(key);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return notFound();
      throw error;
    }
    reply
      .header('content-type', contentTypeOf(key))
      .header('cache-control', MEDIA_CACHE_CONTROL)
      .header('cross-origin-resource-policy', 'cross-origin');
    if (object.etag) reply.header('etag', object.etag);
    if (object.lastModified) reply.header('last-modified', object.lastModified.toUTCString());
    if (key.endsWith('.pdf')) sandboxedPdf(reply, inlinePdf(path.basename(key)));
    if (object.etag && request.headers['if-none-match'] === object.etag) {
      object.body.destroy();
      return reply.status(304).send();
    }
    return reply.header('content-length', object.size).send(object.body);
  });
}
