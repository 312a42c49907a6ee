import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type InvoiceKind, type InvoiceSeller, invoices } from '#server/db/schema/invoicing.ts';
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
  totalCents: number;
  taxCents: number;
  netCents: number;
  /** A credit note's invoice: its number and time of issue. */
  refersTo: { number: string; issuedAt: Date } | null;
};

/** The document as issued, once its transaction committed (it has its number); undefined before. */
export async function issuedFacts(db: Pick<Db, 'select'>, id: number): Promise<IssuedFacts | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id));
  if (!row || row.number === null) return undefined;
  const [invoice] = row.refersToId
    ? await db.select().from(invoices).where(eq(invoices.id, row.refersToId))
    : [];
  return {
    id: row.id,
    kind: row.kind as InvoiceKind,
    number: numberOf(row),
    orderId: row.orderId,
    refundId: row.refundId,
    issuedAt: row.issuedAt,
    seller: row.seller,
    totalCents: row.totalCents,
    taxCents: row.taxCents,
    netCents: row.netCents,
    refersTo: invoice ? { number: numberOf(invoice), issuedAt: invoice.issuedAt } : null,
  };
}
