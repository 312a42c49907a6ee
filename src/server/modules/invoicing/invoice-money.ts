import type { Db } from '#server/db/client.ts';
import { chargedOf } from '#server/modules/orders/index.ts';
import { listCurrencyRates } from '#server/modules/reference/index.ts';
import { rateToMicros } from '#shared/contract/currency.ts';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { minorToUnits } from '#shared/minor-units.ts';
import { formatPrice } from '#shared/price.ts';

/*
 * The money of an order's documents (decision 110): every amount is in whole minor units of the
 * currency the order was charged in (fils of a KWD order, three decimals; cents of a USD one) and is
 * printed in it. A Saudi document in another currency also gives its VAT in riyals, ZATCA's tax
 * currency: converted through the dollar, at the order's rate and the riyal's.
 */

export type OrderCharge = NonNullable<Awaited<ReturnType<typeof chargedOf>>>;

/** The currency a document's amounts are in, with its decimals. */
export type DocumentCurrency = { code: string; decimals: number };

/** The riyal is pegged to the dollar at 3.75 (Saudi Central Bank): its rate when none is set. */
export const SAR_PER_USD_MICROS = 3_750_000;

/** Whole minor units in the currency, as the documents print them: 3838 fils as `KWD 3.838`. */
export function moneyIn(currency: DocumentCurrency) {
  return (minor: number) => formatPrice(minorToUnits(minor, currency.decimals), { currency: currency.code });
}

/** The order as charged; throws when there is no such order (its documents are asked of one). */
export async function orderCharge(db: Pick<Db, 'select'>, orderId: number): Promise<OrderCharge> {
  const charge = await chargedOf(db, orderId);
  if (!charge) throw new Error(`No order ${orderId}`);
  return charge;
}

/** What a dollar is worth in riyals as staff set it, in millionths; the peg when no rate is set. */
export async function riyalRateMicros(db: Db): Promise<number> {
  const riyal = (await listCurrencyRates(db)).find((rate) => rate.code === 'SAR');
  return riyal ? rateToMicros(riyal.rate) : SAR_PER_USD_MICROS;
}

/**
 * An amount of the order in halalas: itself when the order is in riyals, else through the dollar at
 * the order's rate and the riyal's, rounded once, half away from zero.
 */
export function inRiyals(
  minor: number,
  charge: Pick<OrderCharge, 'currency' | 'decimals' | 'rateMicros'>,
  riyalMicros: number,
): number {
  if (charge.currency === 'SAR') return minor;
  const numerator = BigInt(minor) * BigInt(riyalMicros) * 100n;
  const denominator = BigInt(charge.rateMicros) * 10n ** BigInt(charge.decimals);
  const sign = numerator < 0n ? -1n : 1n;
  return Number((sign * (2n * sign * numerator + denominator)) / (2n * denominator));
}

const hundredths = (minor: number) => minor / 100;

/**
 * The order with every amount as its minor units over 100: the scale the documents' sums and shares
 * work in, where `Math.round(amount * 100)` gives back whole minor units of the order's currency
 * (cents of a USD order, so that it is the order as the API answers it; fils of a KWD order).
 */
export function inMinorUnits(order: StaffOrder, charge: OrderCharge): StaffOrder {
  const [fee, discount, net, tax] = [charge.codFee, charge.discount, charge.total, charge.tax];
  return {
    ...order,
    net_price: hundredths(net),
    tax: hundredths(tax),
    cod_fee: hundredths(fee),
    discount: hundredths(discount),
    tax_lines: order.tax_lines.map((line, i) => ({
      ...line,
      amount: hundredths(charge.taxLines[i] ?? 0),
    })),
    lines: order.lines.map((line) => {
      const charged = charge.lines.get(line.id);
      if (!charged) return line;
      return { ...line, price: hundredths(charged.unit), total_price: hundredths(charged.total) };
    }),
    box_sets: order.box_sets.map((box) => {
      const charged = charge.boxSets.get(box.id);
      if (!charged) return box;
      return {
        ...box,
        price: hundredths(charged.unit),
        total_price: hundredths(charged.total),
        books: box.books.map((part) => ({
          ...part,
          share: hundredths(charged.shares.get(part.book_id) ?? 0),
          list_price: hundredths(charged.listPrices.get(part.book_id) ?? 0),
        })),
      };
    }),
  };
}

/**
 * What an invoice or a credit note prints its money from: the order in minor units, its currency,
 * and for a Saudi document in another currency than the riyal, the VAT it carries (`taxCents`, in the
 * order's minor units) in halalas.
 */
export async function documentMoney(
  db: Db,
  order: StaffOrder,
  saudi: { countryCode: string | null; taxCents: number | undefined },
) {
  const charge = await orderCharge(db, order.id);
  const currency = { code: charge.currency, decimals: charge.decimals };
  const { countryCode, taxCents } = saudi;
  const riyalTax =
    countryCode === 'SA' && charge.currency !== 'SAR' && taxCents !== undefined
      ? inRiyals(taxCents, charge, await riyalRateMicros(db))
      : null;
  return { order: inMinorUnits(order, charge), currency, riyalTax };
}
