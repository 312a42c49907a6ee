import { z } from 'zod';
import { pageQuerySchema, paginationMetaSchema } from '../pagination.ts';
import { staffSavedAnswer } from './staff-taxonomy.ts';

/*
 * Numbered invoices and credit notes (decision 043): the seller as invoices name it (the back office's
 * invoice settings), and the list of issued documents for the accountant, with its CSV export.
 * A document's number reads `INV-2026-000001` or `CN-2026-000001`: its kind, the year it was issued in
 * (Asia/Riyadh) and its place in that year's gapless sequence of its kind.
 */

export const INVOICE_SETTINGS_LIMITS = { name: 200, address: 500, taxNumber: 20 } as const;
export const INVOICES_PER_PAGE = 20;
export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKindName = (typeof INVOICE_KINDS)[number];

const notText = (issue: { code?: string }) => (issue.code === 'invalid_type' ? 'text' : undefined);
const text = (max: number) => z.string({ error: notText }).trim().max(max);

/** A tax registration number: letters, digits and dashes, 20 at most (Saudi VAT: 15 digits). */
const taxNumber = z
  .string({ error: notText })
  .trim()
  .max(INVOICE_SETTINGS_LIMITS.taxNumber, { error: 'taxNumber' })
  .regex(/^[A-Za-z0-9-]*$/, { error: 'taxNumber' });

export const invoiceSettingsSchema = z.object({
  seller_name_ar: z.string(),
  seller_name_en: z.string(),
  seller_address_ar: z.string(),
  seller_address_en: z.string(),
  /** The seller's VAT registration number, printed on invoices and in the Saudi QR code. */
  tax_number: z.string(),
});
export type InvoiceSettings = z.infer<typeof invoiceSettingsSchema>;

/** PUT /staff/invoice-settings: missing fields stay as they are; a blank clears the field. */
export const invoiceSettingsBodySchema = z.object({
  seller_name_ar: text(INVOICE_SETTINGS_LIMITS.name).optional(),
  seller_name_en: text(INVOICE_SETTINGS_LIMITS.name).optional(),
  seller_address_ar: text(INVOICE_SETTINGS_LIMITS.address).optional(),
  seller_address_en: text(INVOICE_SETTINGS_LIMITS.address).optional(),
  tax_number: taxNumber.optional(),
});
export type InvoiceSettingsBody = z.input<typeof invoiceSettingsBodySchema>;
export const invoiceSettingsAnswerSchema = z.object({ data: invoiceSettingsSchema });
export const invoiceSettingsSavedSchema = staffSavedAnswer(invoiceSettingsSchema);

/* ---------- the list of issued documents ---------- */

const blankAsMissing = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);
/** A day (`2026-11-24`, Asia/Riyadh) or an instant with its offset. */
const instantQuery = z.preprocess(
  blankAsMissing,
  z.union([z.iso.date(), z.iso.datetime({ offset: true })]).optional(),
);

const invoiceFilters = {
  kind: z.preprocess(blankAsMissing, z.enum(INVOICE_KINDS).optional()),
  /** Issued from this day or instant on. */
  from: instantQuery,
  /** Issued up to this instant, or to the end of this day (inclusive). */
  to: instantQuery,
};

/** GET /staff/invoices: newest first. */
export const staffInvoicesQuerySchema = pageQuerySchema.extend(invoiceFilters);
export type StaffInvoicesQuery = z.output<typeof staffInvoicesQuerySchema>;
/** GET /staff/invoices.csv: every document the filters keep, newest first. */
export const staffInvoicesCsvQuerySchema = z.object({
  ...invoiceFilters,
  lang: z.enum(['ar', 'en']).optional(),
});
export type StaffInvoicesCsvQuery = z.output<typeof staffInvoicesCsvQuerySchema>;

export const staffInvoiceRowSchema = z.object({
  id: z.number(),
  kind: z.enum(INVOICE_KINDS),
  /** `INV-2026-000001`, `CN-2026-000001`. */
  number: z.string(),
  issued_at: z.string(),
  order_id: z.number(),
  /** An invoice's credit note, or null. */
  credit_note_number: z.string().nullable(),
  /** A credit note's invoice, or null. */
  invoice_number: z.string().nullable(),
  /** From the order's billing address (else shipping, else the client's account). */
  buyer_name: z.string(),
  /** ISO 3166 code of the buyer's country, or null for an order without address. */
  country_code: z.string().nullable(),
  country_ar: z.string().nullable(),
  country_en: z.string().nullable(),
  /** The currency the order was charged in (ISO 4217): the amounts' (decision 110). */
  currency: z.string(),
  /**
   * In the currency's units (3 decimals for KWD), as issued: without tax, the tax, with tax. A credit
   * note's are positive too.
   */
  net: z.number(),
  tax: z.number(),
  total: z.number(),
});
export type StaffInvoiceRow = z.infer<typeof staffInvoiceRowSchema>;
export const staffInvoicesAnswerSchema = z.object({
  data: z.array(staffInvoiceRowSchema),
  meta: paginationMetaSchema,
});
