import type { FastifyInstance } from 'fastify';
import { readInvoiceSettings } from '#server/modules/invoicing/index.ts';
import { listCurrencyRates } from '#server/modules/reference/index.ts';
import { readShippingSettings } from '#server/modules/shipping/index.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import { marketsOf } from './markets.ts';
import type { House } from './onix.ts';

/**
 * The house as the feeds name it: the seller of the invoices, in English where set, else the shop's
 * name; with the markets it prices in (the dollar, and each currency with a rate staff set).
 */
export async function houseOf(app: FastifyInstance): Promise<House> {
  const publicUrl = app.config.publicUrl.replace(/\/+$/, '');
  const seller = await readInvoiceSettings(app.db);
  const { prices_include_tax } = await readShippingSettings(app.db);
  return {
    name: seller.seller_name_en.trim() || seller.seller_name_ar.trim() || SHOP_NAME.en,
    publicUrl,
    mediaBase: app.config.mediaPublicUrl ?? `${publicUrl}/media`,
    pricesIncludeTax: prices_include_tax,
    markets: marketsOf(await listCurrencyRates(app.db)),
  };
}
