import type { FastifyPluginAsync } from 'fastify';
import { staffWrite } from '#server/modules/staff/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { route } from '#server/plugins/route.ts';
import type { MarketView } from '#shared/contract/markets.ts';
import { marketMessages as m, marketTexts } from './messages.ts';
import { bookPricesByMarket, setBookMarketPrices } from './prices.ts';
import { createMarket, updateMarket } from './save.ts';
import { findMarket, listMarkets, presentMarkets } from './store.ts';

/*
 * The console's part (decision 109): every member reads the markets, an admin adds and changes them;
 * a book's fixed prices per market are set by whoever edits the book's prices.
 */

const logged = ({ countries, ...market }: MarketView) => ({
  ...market,
  countries: countries.map((country) => country.code),
});

export const marketsRoutes: FastifyPluginAsync = async (app) => {
  const viewOf = async (id: number) => {
    const market = await findMarket(app.db, id);
    if (!market) throw notFound(m.notFound);
    const [view] = await presentMarkets(app.db, [market]);
    return view!;
  };

  route(
    app,
    'GET /staff/markets',
    { summary: 'The markets: currency, rate, rounding, countries and payment methods of each' },
    async () => ({ data: await presentMarkets(app.db, await listMarkets(app.db)) }),
  );

  route(
    app,
    'POST /staff/markets',
    {
      summary: 'Adds a market',
      description:
        '422 for a currency not in ISO 4217, a method not in the list, an unknown country, or an active market whose currency has no rate; 409 for a country in another market or a code taken.',
    },
    async (request, reply) => {
      const id = await staffWrite(request, null, async (tx, record) => {
        const created = await createMarket(tx, request.body);
        const [view] = await presentMarkets(tx, [(await findMarket(tx, created))!]);
        await record({ action: 'create', entity: 'market', entityId: created, after: logged(view!) });
        return created;
      });
      const data = await viewOf(id);
      const message = marketTexts.created({ ar: data.name_ar, en: data.name_en })[request.lang];
      return reply.status(201).send({ data, message });
    },
  );

  route(
    app,
    'PUT /staff/markets/:id',
    {
      summary: 'Changes a market, its countries becoming those given',
      description: 'Refuses as adding does; 404 for no such market.',
    },
    async (request) => {
      const { id } = request.params;
      const before = await viewOf(id);
      await staffWrite(request, null, async (tx, record) => {
        await updateMarket(tx, id, request.body);
        const [after] = await presentMarkets(tx, [(await findMarket(tx, id))!]);
        await record.changes({ entity: 'market', entityId: id }, logged(before), logged(after!));
      });
      const data = await viewOf(id);
      return { data, message: marketTexts.saved({ ar: data.name_ar, en: data.name_en })[request.lang] };
    },
  );

  route(
    app,
    'GET /staff/books/:id/market-prices',
    { summary: 'A book’s price in each market: its fixed price there, and the converted one' },
    async (request) => ({ data: await bookPricesByMarket(app.db, request.params.id) }),
  );

  route(
    app,
    'PUT /staff/books/:id/market-prices',
    {
      summary: 'Sets or clears a book’s fixed prices in the markets named (minor units; null clears)',
      description:
        '422 for an unknown market, and for a price negative, not whole or above a million units of the currency.',
    },
    async (request) => {
      const { id } = request.params;
      await staffWrite(request, null, async (tx, record) => {
        const change = await setBookMarketPrices(tx, id, request.body);
        await record.changes(
          { action: 'market_prices', entity: 'book', entityId: id },
          change.before,
          change.after,
        );
      });
      return { data: await bookPricesByMarket(app.db, id), message: m.pricesSaved[request.lang] };
    },
  );
};
