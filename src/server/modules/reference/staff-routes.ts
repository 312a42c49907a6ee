import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { staffNames, staffWrite } from '#server/modules/staff/index.ts';
import { route } from '#server/plugins/route.ts';
import type { StaffCurrencyRate } from '#shared/contract/currency.ts';
import { currencyMessages, listCurrencyRates, type StoredRate, setCurrencyRate } from './currency-rates.ts';

/** The rates with the name of the member who set each. */
async function withSetters(db: Db, rates: StoredRate[]): Promise<StaffCurrencyRate[]> {
  const ids = [...new Set(rates.flatMap((rate) => (rate.set_by_id === null ? [] : [rate.set_by_id])))];
  const names = await staffNames(db, ids);
  return rates.map(({ set_by_id: id, ...rate }) => ({
    ...rate,
    set_by: id === null ? null : { id, name: names.get(id) ?? '' },
  }));
}

/**
 * The rates of the display currencies in the back office (decision 057): every member reads them,
 * admins set them, each change in the activity log.
 */
export const currencyAdminRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    'GET /staff/currency-rates',
    { summary: 'The display currencies’ rates per US dollar, when and by whom each was set' },
    async () => ({ data: await withSetters(app.db, await listCurrencyRates(app.db)) }),
  );

  route(
    app,
    'PUT /staff/currency-rates/:code',
    { summary: 'Set what one US dollar is worth in a display currency (admin); the dollar stays 1' },
    async (request) => {
      const data = await staffWrite(request, null, async (tx, record) => {
        const { code } = request.params;
        const { before, after } = await setCurrencyRate(tx, code, request.body.rate, request.staff!.id);
        await record({
          action: 'update',
          entity: 'currency_rate',
          before: { code, rate: before },
          after: { code, rate: after.rate },
        });
        return (await withSetters(tx, [after]))[0]!;
      });
      return { data, message: currencyMessages.rateSaved[request.lang] };
    },
  );
};
