import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import * as s from '#server/db/schema/index.ts';
import type { MarketRounding } from '#shared/contract/markets.ts';
import type { PaymentMethod } from '#shared/contract/payment-methods.ts';

/*
 * The demo shop's markets (decision 109): Saudi Arabia, Kuwait, Egypt and the UAE in their own
 * currencies, and the rest of the world in dollars (no countries: the default market). Added once by
 * code; a market staff have changed since, and its countries, stay as they are.
 */

type DemoMarket = {
  code: string;
  nameAr: string;
  nameEn: string;
  currency: string;
  rounding: MarketRounding;
  paymentMethods: PaymentMethod[];
  countries: string[];
};

const demoMarkets: DemoMarket[] = [
  {
    code: 'sa',
    nameAr: 'السعودية',
    nameEn: 'Saudi Arabia',
    currency: 'SAR',
    rounding: 'ninety_five',
    paymentMethods: ['card', 'mada', 'apple_pay', 'stc_pay', 'cod'],
    countries: ['SA'],
  },
  {
    code: 'kw',
    nameAr: 'الكويت',
    nameEn: 'Kuwait',
    currency: 'KWD',
    rounding: 'half',
    paymentMethods: ['card', 'knet'],
    countries: ['KW'],
  },
  {
    code: 'eg',
    nameAr: 'مصر',
    nameEn: 'Egypt',
    currency: 'EGP',
    rounding: 'ninety_nine',
    paymentMethods: ['fawry', 'card', 'cod'],
    countries: ['EG'],
  },
  {
    code: 'ae',
    nameAr: 'الإمارات',
    nameEn: 'United Arab Emirates',
    currency: 'AED',
    rounding: 'unit',
    paymentMethods: ['card', 'apple_pay'],
    countries: ['AE'],
  },
  {
    code: 'rest',
    nameAr: 'بقية العالم',
    nameEn: 'Rest of the world',
    currency: 'USD',
    rounding: 'none',
    paymentMethods: ['card'],
    countries: [],
  },
];

export async function seedMarkets(db: Db): Promise<void> {
  const inserted = await db
    .insert(s.markets)
    .values(demoMarkets.map(({ countries: _countries, ...market }) => ({ ...market, active: true })))
    .onConflictDoNothing({ target: s.markets.code })
    .returning({ id: s.markets.id, code: s.markets.code });
  if (inserted.length === 0) return;
  const codes = demoMarkets.flatMap((market) => market.countries);
  const countries = await db
    .select({ id: s.countries.id, code: s.countries.code })
    .from(s.countries)
    .where(inArray(s.countries.code, codes));
  const idOf = new Map(countries.map((country) => [country.code, country.id]));
  const members = inserted.flatMap((row) =>
    (demoMarkets.find((market) => market.code === row.code)?.countries ?? []).flatMap((code) => {
      const countryId = idOf.get(code);
      return countryId === undefined ? [] : [{ marketId: row.id, countryId }];
    }),
  );
  if (members.length > 0) await db.insert(s.marketCountries).values(members).onConflictDoNothing();
}
