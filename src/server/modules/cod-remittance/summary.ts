import type { Db } from '#server/db/client.ts';
import { codHandedOver } from '#server/modules/carriers/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { csvLines, guardedText } from '#server/services/csv.ts';
import { COD_SUMMARY_MAX_DAYS, type CodSummary } from '#shared/contract/cod-remittance.ts';
import { SHOP_TIME_ZONE } from '#shared/contract/staff-dashboard.ts';
import type { Lang } from '#shared/lang.ts';
import { decimalAmount } from '#shared/minor-units.ts';
import { creditedAmounts } from './import.ts';
import { carrierName, summaryHeaders, remittanceTexts as t } from './messages.ts';
import { dayOf } from './read-statement.ts';

/*
 * The daily COD money per carrier (decision 102): what the parcels handed over that day (booked, not
 * cancelled, with cash to collect) are to bring back, what the carriers' statements have credited
 * for them, and what is still out. A day is the shop's (Asia/Riyadh); the money is counted on the
 * day the parcel left, so that a day's outstanding shrinks as its parcels' cash comes in. A parcel's
 * cash is in its order's currency (decision 110): each currency is counted apart, a row of its own.
 */

const DAY_MS = 86_400_000;
const shopToday = () => new Intl.DateTimeFormat('en-CA', { timeZone: SHOP_TIME_ZONE }).format(new Date());
const plusDays = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

/** The period asked, the last 30 days up to today without one; refused when it is no period. */
export function periodOf(query: { from?: string; to?: string }): { from: string; to: string } {
  const to = query.to ?? shopToday();
  const from = query.from ?? plusDays(to, -29);
  for (const [field, day] of [
    ['from', from],
    ['to', to],
  ] as const) {
    if (dayOf(day) !== day) throw new AppError(422, 'validation', t.noDay, { [field]: [t.noDay] });
  }
  if (from > to) throw new AppError(422, 'validation', t.badRange, { from: [t.badRange] });
  const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
  if (days > COD_SUMMARY_MAX_DAYS) {
    const message = t.tooLong(COD_SUMMARY_MAX_DAYS);
    throw new AppError(422, 'validation', message, { from: [message] });
  }
  return { from, to };
}

export async function codSummary(db: Db, query: { from?: string; to?: string }): Promise<CodSummary> {
  const { from, to } = periodOf(query);
  const handed = await codHandedOver(db, from, to, SHOP_TIME_ZONE);
  const credited = await creditedAmounts(
    db,
    handed.map((shipment) => shipment.id),
  );
  type Figures = {
    carrier: string;
    currency: string;
    currency_decimals: number;
    expected_cents: number;
    collected_cents: number;
  };
  const byDay = new Map<string, Figures & { day: string }>();
  const byCarrier = new Map<string, Figures>();
  for (const shipment of handed) {
    const collected = credited.get(shipment.id) ?? 0;
    // Each currency apart: riyals and dinars are never added up.
    const figures = (): Figures => ({
      carrier: shipment.carrier,
      currency: shipment.currency,
      currency_decimals: shipment.currencyDecimals,
      expected_cents: 0,
      collected_cents: 0,
    });
    const carrierKey = `${shipment.carrier}|${shipment.currency}`;
    const dayKey = `${shipment.day}|${carrierKey}`;
    const day = byDay.get(dayKey) ?? { day: shipment.day, ...figures() };
    const total = byCarrier.get(carrierKey) ?? figures();
    for (const row of [day, total]) {
      row.expected_cents += shipment.codAmountCents;
      row.collected_cents += collected;
    }
    byDay.set(dayKey, day);
    byCarrier.set(carrierKey, total);
  }
  // What is out never goes below nothing: a carrier that remitted more owes nothing more.
  const withOutstanding = <T extends Figures>(figures: T) => ({
    ...figures,
    outstanding_cents: Math.max(0, figures.expected_cents - figures.collected_cents),
  });
  const byCarrierAndCurrency = (a: Figures, b: Figures) =>
    a.carrier.localeCompare(b.carrier) || a.currency.localeCompare(b.currency);
  const days = [...byDay.values()]
    .sort((a, b) => a.day.localeCompare(b.day) || byCarrierAndCurrency(a, b))
    .map(withOutstanding);
  const totals = [...byCarrier.values()].sort(byCarrierAndCurrency).map(withOutstanding);
  return { from, to, days, totals };
}

type Row = CodSummary['totals'][number];

/** A row's currency and its amounts, each with the currency's own decimals (3.838 for KWD, 97.41 for SAR). */
const amounts = (row: Row) => [
  row.currency,
  decimalAmount(row.expected_cents, row.currency_decimals),
  decimalAmount(row.collected_cents, row.currency_decimals),
  decimalAmount(row.outstanding_cents, row.currency_decimals),
];

/**
 * The daily view as CSV lines (without the BOM): headers in `lang`, a row per day, carrier and
 * currency, then each carrier's total per currency.
 */
export function summaryCsv(summary: CodSummary, lang: Lang): string {
  const header = (['day', 'carrier', 'currency', 'expected', 'collected', 'outstanding'] as const).map(
    (key) => summaryHeaders[key][lang],
  );
  return csvLines([
    header,
    ...summary.days.map((row) => [row.day, guardedText(carrierName(row.carrier)[lang]), ...amounts(row)]),
    ...summary.totals.map((row) => [
      summaryHeaders.total[lang],
      guardedText(carrierName(row.carrier)[lang]),
      ...amounts(row),
    ]),
  ]);
}
