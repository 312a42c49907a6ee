import type { FastifyPluginAsync } from 'fastify';
import { tradeBooks } from '#server/modules/catalog/index.ts';
import { readInvoiceSettings } from '#server/modules/invoicing/index.ts';
import { readShippingSettings } from '#server/modules/shipping/index.ts';
import { route } from '#server/plugins/route.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import { googleMerchantFeed } from './google-merchant.ts';
import { type House, onixMessage } from './onix.ts';
import { tradeProducts } from './products.ts';
import { onixReport } from './report.ts';

/**
 * The catalogue for the trade (decision 087): the ONIX 3.0 message of every visible book, its report
 * of the books left out, and the Google Merchant feed of the printed books. Every member may read
 * them, as they may read the catalogue.
 */
// Whole: one resource's routes, each a route() call with a handler of its own; the plugin only lists them.
export const tradeFeedRoutes: FastifyPluginAsync = async (app) => {
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');

  /** The house as the feeds name it: the seller of the invoices, in English where set, else the shop's name. */
  async function house(): Promise<House> {
    const seller = await readInvoiceSettings(app.db);
    const { prices_include_tax } = await readShippingSettings(app.db);
    return {
      name: seller.seller_name_en.trim() || seller.seller_name_ar.trim() || SHOP_NAME.en,
      publicUrl,
      mediaBase: app.config.mediaPublicUrl ?? `${publicUrl}/media`,
      pricesIncludeTax: prices_include_tax,
    };
  }

  route(
    app,
    'GET /staff/onix',
    {
      summary: 'The whole catalogue as one ONIX for Books 3.0 message (reference tags), for the trade',
      description:
        'Every book readers may see, one product per format (printed, PDF), with its ISBN-13, titles, ' +
        'writer, language, category, pages, publisher, publishing year, cover link, availability and ' +
        'price in dollars (including tax or not, as the shipping settings say). A book without a valid ISBN-13 is left out: the header `x-onix-left-out` ' +
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
