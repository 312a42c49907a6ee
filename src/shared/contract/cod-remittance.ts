import { z } from 'zod';

/*
 * Cash-on-delivery remittances (decision 102): a carrier's remittance statement imported by staff,
 * each line matched to a shipment by carrier and waybill, and the cash each day's parcels were to
 * bring back, what came back and what is still out, per carrier. Money is in whole minor units
 * (`*_cents`) of the currency each amount carries beside it: a parcel's cash is in its order's currency
 * (decision 110: fils for KWD, with 3 decimals), and sums are never made across currencies.
 */

export const REMITTANCE_CARRIERS = ['aramex', 'smsa'] as const;
export type RemittanceCarrier = (typeof REMITTANCE_CARRIERS)[number];
export const REMITTANCE_LAYOUTS = ['aramex', 'smsa', 'generic'] as const;
export const REMITTANCE_OUTCOMES = [
  'matched',
  'amount_differs',
  'unknown_waybill',
  'already_reconciled',
] as const;

export const REMITTANCE_LIMITS = {
  bytes: 2 * 1024 * 1024,
  lines: 5000,
  waybill: 40,
  reference: 100,
} as const;
/** The longest span the daily view covers at once. */
export const COD_SUMMARY_MAX_DAYS = 92;

export const remittanceQuerySchema = z.object({ carrier: z.enum(REMITTANCE_CARRIERS) });

/** A currency and its decimals: the minor units beside them are of it (3838 with KWD, 3, is 3.838). */
const currencyFields = { currency: z.string(), currency_decimals: z.number() };

/**
 * A statement's line: its amount read in the currency of the parcel its waybill names; a line naming no
 * parcel of the shop is read in the currency the statement's other parcels share (else dollars).
 */
export const remittanceLineSchema = z.object({
  line: z.number(),
  waybill: z.string(),
  amount_cents: z.number(),
  expected_cents: z.number().nullable(),
  ...currencyFields,
  collected_on: z.string().nullable(),
  reference: z.string().nullable(),
  outcome: z.enum(REMITTANCE_OUTCOMES),
  order_id: z.number().nullable(),
});

export const remittanceImportedSchema = z.object({
  data: z.object({
    id: z.number(),
    carrier: z.enum(REMITTANCE_CARRIERS),
    layout: z.enum(REMITTANCE_LAYOUTS),
    counts: z.object({
      lines: z.number(),
      matched: z.number(),
      amount_differs: z.number(),
      unknown_waybill: z.number(),
      already_reconciled: z.number(),
    }),
    /** The cash the statement credited, per currency (by code); empty when it credited nothing. */
    credited: z.array(z.object({ ...currencyFields, credited_cents: z.number() })),
    lines: z.array(remittanceLineSchema),
  }),
  message: z.string(),
});
export type RemittanceImported = z.output<typeof remittanceImportedSchema>['data'];

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/** Days in the shop's time zone; without them, the last 30 days up to today. */
export const codSummaryQuerySchema = z.object({ from: day.optional(), to: day.optional() });
export const codSummaryCsvQuerySchema = codSummaryQuerySchema.extend({
  lang: z.enum(['ar', 'en']).optional(),
});

/** A carrier's figures in one currency: parcels in several currencies give a row for each. */
const figures = {
  carrier: z.string(),
  ...currencyFields,
  expected_cents: z.number(),
  collected_cents: z.number(),
  outstanding_cents: z.number(),
};

export const codSummaryAnswerSchema = z.object({
  data: z.object({
    from: z.string(),
    to: z.string(),
    days: z.array(z.object({ day: z.string(), ...figures })),
    totals: z.array(z.object(figures)),
  }),
});
export type CodSummary = z.output<typeof codSummaryAnswerSchema>['data'];
