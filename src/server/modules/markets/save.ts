import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { marketCountries, markets } from '#server/db/schema/markets.ts';
import { countriesById } from '#server/modules/reference/index.ts';
import type { MarketBody } from '#shared/contract/markets.ts';
import { isPaymentMethod, PAYMENT_METHODS } from '#shared/contract/payment-methods.ts';
import { marketRefusal } from './messages.ts';
import { listMarkets, type Market, marketOfEachCountry, ratesByCurrency } from './store.ts';

/*
 * Adding and changing a market (decision 109), each check naming what is wrong: a currency that is not
 * ISO 4217, a method not in the list, a country unknown or already in another market, an active market
 * whose currency has no rate, a code another market has.
 */

const isoCurrencies = new Set(Intl.supportedValuesOf('currency'));

async function checked(tx: Db, body: MarketBody, marketId: number | null) {
  if (!isoCurrencies.has(body.currency)) {
    throw marketRefusal('unknown_currency', 'currency', 'unknownCurrency', { currency: body.currency });
  }
  const unknownMethod = body.payment_methods.find((method) => !isPaymentMethod(method));
  if (unknownMethod !== undefined) {
    throw marketRefusal('unknown_method', 'payment_methods', 'unknownMethod', {
      method: unknownMethod,
      methods: PAYMENT_METHODS.join(', '),
    });
  }
  const countryIds = [...new Set(body.country_ids)];
  const names = await countriesById(tx, countryIds, 'en');
  const unknownCountry = countryIds.find((id) => !names.has(id));
  if (unknownCountry !== undefined) {
    throw marketRefusal('unknown_country', 'country_ids', 'unknownCountry', { id: unknownCountry });
  }
  const holders = await marketOfEachCountry(tx);
  const all = await listMarkets(tx);
  for (const id of countryIds) {
    const holder = all.find((market) => market.id === holders.get(id) && market.id !== marketId);
    if (!holder) continue;
    const country = names.get(id)!;
    throw marketRefusal(
      'country_in_other_market',
      'country_ids',
      'countryElsewhere',
      {
        country: { ar: country.name_ar, en: country.name_en },
        market: { ar: holder.nameAr, en: holder.nameEn },
      },
      409,
    );
  }
  if (body.active && !(await ratesByCurrency(tx)).has(body.currency)) {
    throw marketRefusal('no_rate', 'active', 'noRate', { currency: body.currency });
  }
  const taken = await tx
    .select({ id: markets.id })
    .from(markets)
    .where(
      marketId === null
        ? eq(markets.code, body.code)
        : and(eq(markets.code, body.code), ne(markets.id, marketId)),
    );
  if (taken.length > 0) throw marketRefusal('code_taken', 'code', 'codeTaken', { code: body.code }, 409);
  return { countryIds, methods: [...new Set(body.payment_methods.filter(isPaymentMethod))] };
}

async function placeCountries(tx: Db, marketId: number, countryIds: number[]) {
  await tx.delete(marketCountries).where(eq(marketCountries.marketId, marketId));
  if (countryIds.length > 0) {
    await tx.insert(marketCountries).values(countryIds.map((countryId) => ({ marketId, countryId })));
  }
}

const columns = (body: MarketBody, methods: Market['paymentMethods']) => ({
  code: body.code,
  nameAr: body.name_ar,
  nameEn: body.name_en,
  currency: body.currency,
  rounding: body.rounding,
  paymentMethods: methods,
  active: body.active,
});

/** Adds a market in the caller's transaction; answers its id. */
export async function createMarket(tx: Db, body: MarketBody): Promise<number> {
  const { countryIds, methods } = await checked(tx, body, null);
  const [row] = await tx.insert(markets).values(columns(body, methods)).returning({ id: markets.id });
  await placeCountries(tx, row!.id, countryIds);
  return row!.id;
}

/** Changes a market in the caller's transaction; its countries become those given. */
export async function updateMarket(tx: Db, id: number, body: MarketBody): Promise<void> {
  const { countryIds, methods } = await checked(tx, body, id);
  await tx
    .update(markets)
    .set({ ...columns(body, methods), updatedAt: new Date() })
    .where(eq(markets.id, id));
  await placeCountries(tx, id, countryIds);
}
