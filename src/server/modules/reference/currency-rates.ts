import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { currencyRates } from '#server/db/schema/reference.ts';
import { messagesOf } from '#server/i18n/index.ts';
import { AppError, commonMessages, notFound } from '#server/plugins/errors.ts';
import {
  BASE_CURRENCY,
  type CurrencyRate,
  currencyDecimals,
  DISPLAY_CURRENCIES,
  isDisplayCurrency,
  microsToRate,
  rateToMicros,
} from '#shared/contract/currency.ts';

/*
 * The rates of the display currencies (decision 057): what one US dollar is worth in each, as staff
 * set them, in whole millionths. The dollar is the shop's currency and is not stored: its rate is 1.
 */

export const currencyMessages = messagesOf('currency');

/** A stored rate with who set it (a staff id the caller names). */
export type StoredRate = CurrencyRate & { set_by_id: number | null };

const order = (code: string) => DISPLAY_CURRENCIES.indexOf(code as never);

/** The dollar, then each currency with a rate, in the shop's order; currencies without one are left out. */
export async function listCurrencyRates(db: Db): Promise<StoredRate[]> {
  const rows = await db.select().from(currencyRates).orderBy(asc(currencyRates.code));
  const stored = rows
    .filter((row) => isDisplayCurrency(row.code) && row.code !== BASE_CURRENCY)
    .map((row) => ({
      code: row.code,
      rate: microsToRate(row.rateMicros),
      decimals: currencyDecimals(row.code),
      set_at: row.setAt.toISOString(),
      set_by_id: row.setBy,
    }))
    .sort((a, b) => order(a.code) - order(b.code));
  const dollar = { code: BASE_CURRENCY, rate: 1, decimals: 2, set_at: null, set_by_id: null };
  return [dollar, ...stored];
}

/**
 * Sets one currency's rate in the caller's transaction; answers the rate before (undefined when it
 * had none) and after. 404 for a currency the shop does not show, 422 for the dollar.
 */
export async function setCurrencyRate(tx: Db, code: string, rate: number, staffId: number) {
  if (!isDisplayCurrency(code)) throw notFound(currencyMessages.unknownCurrency);
  if (code === BASE_CURRENCY) {
    throw new AppError(422, 'validation', commonMessages.validation, {
      rate: [currencyMessages.dollarIsBase],
    });
  }
  const [before] = await tx.select().from(currencyRates).where(eq(currencyRates.code, code)).for('update');
  const values = { rateMicros: rateToMicros(rate), setAt: sql`now()`, setBy: staffId };
  await tx
    .insert(currencyRates)
    .values({ code, ...values })
    .onConflictDoUpdate({ target: currencyRates.code, set: values });
  const after = (await listCurrencyRates(tx)).find((row) => row.code === code) as StoredRate;
  return { before: before ? microsToRate(before.rateMicros) : null, after };
}
