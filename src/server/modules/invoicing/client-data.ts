import { and, asc, inArray, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type InvoiceKind, invoices } from '#server/db/schema/invoicing.ts';
import { documentNumber } from './invoice-numbers.ts';

/* A reader's invoices and credit notes as the copy of their data shows them (decision 085). */

export type InvoiceData = {
  number: string;
  kind: InvoiceKind;
  order_id: number;
  issued_at: string;
  total_cents: number;
  tax_cents: number;
  net_cents: number;
};

/** The documents issued for these orders (the reader's own, as the orders module answers them). */
export async function invoiceDataOf(db: Db, orderIds: number[]): Promise<InvoiceData[]> {
  if (orderIds.length === 0) return [];
  const rows = await db
    .select()
    .from(invoices)
    .where(and(inArray(invoices.orderId, orderIds), isNotNull(invoices.number)))
    .orderBy(asc(invoices.issuedAt), asc(invoices.id));
  return rows.map((row) => ({
    number: documentNumber(row.kind as InvoiceKind, row.year, row.number),
    kind: row.kind as InvoiceKind,
    order_id: row.orderId,
    issued_at: row.issuedAt.toISOString(),
    total_cents: row.totalCents,
    tax_cents: row.taxCents,
    net_cents: row.netCents,
  }));
}
