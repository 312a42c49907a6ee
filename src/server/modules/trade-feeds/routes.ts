import type { FastifyPluginAsync } from 'fastify';
import { messagesOf } from '#server/i18n/index.ts';
import { tradeBooks } from '#server/modules/catalog/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import { createStorages } from '#server/services/storages.ts';
import { googleMerchantFeed } from './google-merchant.ts';
import { houseOf } from './house.ts';
import { NIGHTLY_ONIX_KEY } from './nightly.ts';
import { onixMessage } from './onix.ts';
import { tradeProducts } from './products.ts';
import { onixReport } from './report.ts';

/**
 * The catalogue for the trade (decision 087): the ONIX 3.0 message of every visible book, its report
 * of the books left out, and the Google Merchant feed of the printed books. Every member may read
 * them, as they may read the catalogue.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const tradeFeedRoutes: FastifyPluginAsync = async (app) => {
  const house = () => houseOf(app);
  const { files } = createStorages(app.config);

  route(
    app,
    'GET /staff/onix',
    {
      summary: 'The whole catalogue as one ONIX for Books 3.0 message (reference tags), for the trade',
      description:
        'Every book readers may see, one product per format (printed, PDF), with its ISBN-13, titles and ' +
        'subtitles, writer, language, Thema subjects and category, pages, publisher, publishing year, ' +
        'cover link, availability and prices: in dollars, and in each currency with a rate staff set for ' +
        'the countries using it (including tax or not, as the shipping settings say). A book without a valid ISBN-13 is left out: the header `x-onix-left-out` ' +
        'lists their ids, and `GET /staff/onix/report` says why.',
    },
    async (_request, reply) => {
      const { products, leftOut } = tradeProducts(await tradeBooks(app.db));
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', `attachment; filename="onix-${day}.xml"`)
        .header('x-onix-left-out', leftOut.map((item) => item.book.id).join(','))
        .send(onixMessage(products, await house()));
    },
  );

  route(
    app,
    'GET /staff/onix/nightly',
    {
      summary: 'The ONIX message the job queue wrote last night, for a distributor who collects a file',
      description:
        'The same message as `GET /staff/onix`, as the nightly job `trade-feeds.onix-nightly` wrote it ' +
        '(01:40 UTC) to the private files or the bucket. 404 `onix_not_written` before its first run.',
    },
    async (_request, reply) => {
      if (!(await files.exists(NIGHTLY_ONIX_KEY))) {
        throw new AppError(404, 'onix_not_written', messagesOf('tradeFeeds').notWritten);
      }
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .header('content-disposition', 'attachment; filename="onix-latest.xml"')
        .send(await files.read(NIGHTLY_ONIX_KEY));
    },
  );

  route(
    app,
    'GET /staff/onix/report',
    {
      summary: 'What the ONIX export sends, and each book it leaves out with why',
    },
    async (request) => {
      const { products, leftOut } = tradeProducts(await tradeBooks(app.db));
      return { data: onixReport(products, leftOut, request.lang) };
    },
  );

  route(
    app,
    'GET /staff/feeds/google-merchant',
    {
      summary: 'The printed books as a Google Merchant Center feed (RSS 2.0, g: namespace), the ISBN as GTIN',
      description:
        'From the same products as the ONIX message: a book left out there is left out here. Titles and ' +
        'descriptions in the request’s language (Accept-Language), prices in dollars.',
    },
    async (request, reply) => {
      const { products } = tradeProducts(await tradeBooks(app.db));
      return reply
        .header('content-type', 'application/xml; charset=utf-8')
        .send(googleMerchantFeed(products, await house(), request.lang));
    },
  );
};
