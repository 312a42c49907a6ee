import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type InvoiceKind, type InvoiceSeller, invoices } from '#server/db/schema/invoicing.ts';
import { inRiyals, orderCharge, riyalRateMicros } from './invoice-money.ts';
import { numberOf } from './invoice-numbers.ts';

/* An issued, numbered document as others read it (the zatca module's phase 2 documents, decision 098). */

export type IssuedFacts = {
  id: number;
  kind: InvoiceKind;
  /** `INV-2026-000001`, `CN-2026-000001`. */
  number: string;
  orderId: number;
  /** A partial refund's or return's credit note: the refund it records. */
  refundId: number | null;
  issuedAt: Date;
  seller: InvoiceSeller;
  /** The currency the order was charged in (ISO 4217) and its decimals: the amounts' minor units. */
  currency: string;
  decimals: number;
  totalCents: number;
  taxCents: number;
  netCents: number;
  /** The VAT in halalas: ZATCA's tax currency (the same amount when the document is in riyals). */
  taxRiyalCents: number;
  /**
   * What a dollar is worth in the order's currency (its rate as charged) and in riyals, in
   * millionths: the rates `inRiyals` gives the order's amounts in halalas at, as `taxRiyalCents`.
   */
  rateMicros: number;
  riyalRateMicros: number;
  /** A credit note's invoice: its number and time of issue. */
  refersTo: { number: string; issuedAt: Date } | null;
};

/** The document as issued, once its transaction committed (it has its number); undefined before. */
export async function issuedFacts(db: Db, id: number): Promise<IssuedFacts | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row || row.number === null) return undefined;
  const [invoice] = row.refersToId
    ? await db.select().from(invoices).where(eq(invoices.id, row.refersToId))
    : [];
  const charge = await orderCharge(db, row.orderId);
  const riyalMicros = await riyalRateMicros(db);
  return {
    id: row.id,
    kind: row.kind as InvoiceKind,
    number: numberOf(row),
    orderId: row.orderId,
    refundId: row.refundId,
    issuedAt: row.issuedAt,
    seller: row.seller,
    currency: charge.currency,
    decimals: charge.decimals,
    totalCents: row.totalCents,
    taxCents: row.taxCents,
    netCents: row.netCents,
    taxRiyalCents: inRiyals(row.taxCents, charge, riyalMicros),
    rateMicros: charge.rateMicros,
    riyalRateMicros: riyalMicros,
    refersTo: invoice ? { number: numberOf(invoice), issuedAt: invoice.issuedAt } : null,
  };
}
