import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import type { Lang } from '#shared/lang.ts';
import type { DocumentCurrency } from './invoice-money.ts';
import type { IssuedDocument } from './invoice-numbers.ts';

/* What the order's printed documents are drawn from. */

export type DocumentKind = 'invoice' | 'credit-note' | 'packing-slip';

/** The numbered document printed, and for a credit note the invoice it cancels. */
export type IssuedPair = { document: IssuedDocument; invoice: IssuedDocument | null };

export type InvoiceInput = {
  kind: DocumentKind;
  lang: Lang;
  /** The order, its amounts in its currency's minor units over 100 (see `inMinorUnits`). */
  order: StaffOrder;
  /** The currency the order was charged in: every amount printed is in it. */
  currency: DocumentCurrency;
  /** A Saudi document in another currency than the riyal: its VAT in halalas, printed too. */
  riyalTax?: number | null;
  client: { name: string; email: string };
  issued?: IssuedPair;
  /** The buyer's country (ISO 3166 code), for the Saudi QR code. */
  countryCode?: string | null;
  /** In ZATCA phase 2, the document's signed QR code (tags 1–9), printed instead of phase 1's. */
  signedQr?: string | null;
  /** The credit note of a partial refund or return: what it credits instead of the whole order. */
  credited?: CreditedPart;
};

/** The rows a refund's credit note credits (cents with tax) and the reason given. */
export type CreditedPart = {
  rows: { title: string; quantity: string; amountCents: number }[];
  reason: string | null;
};
