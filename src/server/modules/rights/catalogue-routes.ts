import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { route } from '#server/plugins/route.ts';
import type { Lang } from '#shared/lang.ts';
import { catalogueInput, coversOf, fingerprintOf } from './catalogue-data.ts';
import { rightsCataloguePdf } from './catalogue-pdf.ts';

/*
 * The rights catalogue as a PDF for anyone (decision 094): it is handed out at book fairs and linked
 * from the rights enquiry form, and prints nothing the shop does not show but the pitches and the
 * rights sold, which a rights guide publishes. Made once per language and answered again until what
 * it prints changes (its fingerprint is its ETag); a made catalogue is a few hundred kilobytes.
 */

const MINUTE_MS = 60_000;
const CACHE = 'public, max-age=300';

/** Whether the request's If-None-Match names `etag` (or is '*'). */
function stillFresh(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
}

export const catalogueRoutes: FastifyPluginAsync = async (app) => {
  /** The last catalogue made in each language, by its fingerprint: two readers at once make it once. */
  const made = new Map<Lang, { tag: string; pdf: Promise<Uint8Array> }>();

  route(
    app,
    'GET /rights/catalogue.pdf',
    {
      tags: ['rights'],
      summary: 'The rights catalogue: the books offered for translation, with covers (PDF)',
      description:
        'In Arabic or English (`lang`, else the request’s language): a cover with the house and the ' +
        'list of books, then a page per book shown in the shop with its cover, titles, writer, category, ' +
        'pages, year, ISBN, what it is about, the rights available and those already sold. Honours ' +
        '`If-None-Match` (304).',
      config: { rateLimit: { max: 30, timeWindow: MINUTE_MS } },
    },
    async (request, reply) => {
      const lang = request.query.lang ?? request.lang;
      const input = await catalogueInput(app, lang);
      const tag = fingerprintOf(input);
      const etag = `"${lang}-${tag}"`;
      reply.header('etag', etag).header('cache-control', CACHE).header('vary', 'accept-language');
      if (stillFresh(request, etag)) return reply.status(304).send();
      let entry = made.get(lang);
      if (entry?.tag !== tag) {
        const pdf = coversOf(app, input.entries).then((covers) => rightsCataloguePdf(input, covers));
        entry = { tag, pdf };
        made.set(lang, entry);
        pdf.catch(() => made.get(lang) === entry && made.delete(lang));
      }
      const bytes = await entry.pdf;
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', `inline; filename="rights-catalogue-${lang}-${input.day}.pdf"`)
        .send(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength));
    },
  );
};
