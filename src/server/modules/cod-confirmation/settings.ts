import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { codMarkets, codSettings } from '#server/db/schema/cod-confirmation.ts';
import { countryCodesById } from '#server/modules/reference/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import type { CodSettings, CodSettingsBody } from '#shared/contract/cod-confirmation.ts';
import { codMessages } from './messages.ts';

/*
 * The module's settings (decision 097): the hours a buyer has to confirm (48 unless staff change it),
 * and per market (the country the parcel goes to) whether its COD orders wait for confirmation at
 * all; a market without a setting of its own follows `COD_CONFIRMATION`.
 */

export const DEFAULT_EXPIRY_HOURS = 48;

type Reader = Pick<Db, 'select'>;

export async function expiryHours(db: Reader): Promise<number> {
  const [row] = await db.select({ hours: codSettings.expiryHours }).from(codSettings);
  return row?.hours ?? DEFAULT_EXPIRY_HOURS;
}

/** Whether COD orders shipped to `countryId` wait for the buyer's confirmation. */
export async function marketConfirms(db: Reader, countryId: number, byDefault: boolean): Promise<boolean> {
  const [row] = await db
    .select({ confirm: codMarkets.confirm })
    .from(codMarkets)
    .where(eq(codMarkets.countryId, countryId));
  return row?.confirm ?? byDefault;
}

export async function readCodSettings(db: Reader, byDefault: boolean): Promise<CodSettings> {
  const markets = await db
    .select({ country_id: codMarkets.countryId, confirm: codMarkets.confirm })
    .from(codMarkets)
    .orderBy(asc(codMarkets.countryId));
  return { expiry_hours: await expiryHours(db), default_confirm: byDefault, markets };
}

/** Saves what `body` gives; 422 naming the market of a country that does not exist. */
export async function saveCodSettings(db: Db, body: CodSettingsBody) {
  const markets = body.markets ?? [];
  const known = await countryCodesById(
    db,
    markets.map((market) => market.country_id),
  );
  const unknown = markets.findIndex((market) => !known.has(market.country_id));
  if (unknown >= 0) {
    throw new AppError(422, 'validation', commonMessages.validation, {
      [`markets.${unknown}.country_id`]: [codMessages.unknownCountry],
    });
  }
  await db.transaction(async (tx) => {
    if (body.expiry_hours !== undefined) {
      await tx
        .insert(codSettings)
        .values({ id: 1, expiryHours: body.expiry_hours })
        .onConflictDoUpdate({
          target: codSettings.id,
          set: { expiryHours: body.expiry_hours, updatedAt: sql`now()` },
        });
    }
    for (const market of markets) {
      await tx
        .insert(codMarkets)
        .values({ countryId: market.country_id, confirm: market.confirm })
        .onConflictDoUpdate({
          target: codMarkets.countryId,
          set: { confirm: market.confirm, updatedAt: sql`now()` },
        });
    }
  });
}
