import { asc } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { marketCountries, markets } from '#server/db/schema/markets.ts';
import { countriesById, countryCodesById, listCurrencyRates } from '#server/modules/reference/index.ts';
import { BASE_CURRENCY, currencyDecimals, microsToRate, rateToMicros } from '#shared/contract/currency.ts';
import type { MarketRounding, MarketView } from '#shared/contract/markets.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';

/*
 * The markets as stored, with their countries and the rate of their currency, which the reference
 * module keeps (`currency_rates`, the dollar's always 1). The default market, of every country no
 * active market holds, is the first active dollar market without countries; without one, a dollar
 * market of cards only stands in (id 0, no fixed prices).
 */

export type Market = {
  id: number;
  code: string;
  nameAr: string;
  nameEn: string;
  currency: string;
  decimals: number;
  /** What one dollar is worth in it, in millionths; null when its currency has no rate. */
  rateMicros: number | null;
  rounding: MarketRounding;
  paymentMethods: PaymentMethod[];
  countryIds: number[];
  active: boolean;
};

const standIn: Market = {
  id: 0,
  code: 'rest',
  nameAr: 'بقية العالم',
  nameEn: 'Rest of the world',
  currency: BASE_CURRENCY,
  decimals: 2,
  rateMicros: 1_000_000,
  rounding: 'none',
  paymentMethods: ['card'],
  countryIds: [],
  active: true,
};

/** The rate of each currency that has one, in millionths, the dollar's included. */
export async function ratesByCurrency(db: Db): Promise<Map<string, number>> {
  const rates = await listCurrencyRates(db);
  return new Map(rates.map((rate) => [rate.code, rateToMicros(rate.rate)]));
}

/** Every market, by id. */
export async function listMarkets(db: Db): Promise<Market[]> {
  const rows = await db.select().from(markets).orderBy(asc(markets.id));
  const members = await db.select().from(marketCountries);
  const rates = await ratesByCurrency(db);
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    nameAr: row.nameAr,
    nameEn: row.nameEn,
    currency: row.currency,
    decimals: currencyDecimals(row.currency),
    rateMicros: rates.get(row.currency) ?? null,
    rounding: row.rounding,
    paymentMethods: row.paymentMethods,
    countryIds: members.filter((member) => member.marketId === row.id).map((member) => member.countryId),
    active: row.active,
  }));
}

export async function findMarket(db: Db, id: number): Promise<Market | undefined> {
  return (await listMarkets(db)).find((market) => market.id === id);
}

const isDefault = (market: Market) =>
  market.active && market.currency === BASE_CURRENCY && market.countryIds.length === 0;

/** The default market among `all`: the first active dollar market without countries, else the stand-in. */
export const defaultMarket = (all: Market[]): Market => all.find(isDefault) ?? standIn;

/** The active market holding the country; the default market when none does (or for no country). */
export async function marketOfCountry(db: Db, countryId: number | null): Promise<Market> {
  const all = await listMarkets(db);
  const holding =
    countryId === null ? undefined : all.find((m) => m.active && m.countryIds.includes(countryId));
  return holding ?? defaultMarket(all);
}

/** Which market holds each country, for the checks of a change. */
export async function marketOfEachCountry(db: Db): Promise<Map<number, number>> {
  const rows = await db.select().from(marketCountries);
  return new Map(rows.map((row) => [row.countryId, row.marketId]));
}

/** The markets as the console shows them, countries named. */
export async function presentMarkets(db: Db, list: Market[]): Promise<MarketView[]> {
  const ids = [...new Set(list.flatMap((market) => market.countryIds))];
  const names = await countriesById(db, ids, 'en');
  const codes = await countryCodesById(db, ids);
  const fallback = defaultMarket(await listMarkets(db));
  return list.map((market) => ({
    id: market.id,
    code: market.code,
    name_ar: market.nameAr,
    name_en: market.nameEn,
    currency: market.currency,
    decimals: market.decimals,
    rate: market.rateMicros === null ? null : microsToRate(market.rateMicros),
    rounding: market.rounding,
    payment_methods: market.paymentMethods,
    countries: market.countryIds
      .filter((id) => names.has(id))
      .map((id) => ({
        id,
        code: codes.get(id) ?? '',
        name_ar: names.get(id)!.name_ar,
        name_en: names.get(id)!.name_en,
      }))
      .sort((a, b) => a.code.localeCompare(b.code)),
    active: market.active,
    is_default: market.id === fallback.id,
  }));
}
