import { and, asc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type InvoiceKind, type InvoiceSeller, invoices } from '#server/db/schema/invoicing.ts';
import { chargedOf } from '#server/modules/orders/index.ts';
import { invoiceEvents } from '#server/services/invoice-events.ts';
import {
  type DocumentNumbers,
  type DocumentReader,
  noNumbers,
  type OrderDocuments,
} from '#server/services/order-documents.ts';
import { readInvoiceSeller } from './invoice-settings.ts';

/*
 * Numbered invoices and credit notes (decision 043). Each kind has a gapless sequence per year, the
 * year the document is issued in Asia/Riyadh. The document is written in the transaction that makes
 * the order have it, and its number is taken as that transaction commits, under the lock of its
 * sequence row (migration 0031, decision 082): a rolled-back transaction takes no number, two
 * transactions never take the same one, a number once committed is never taken again, and the lock
 * that every printed order and payment of the shop waits for is held only for a commit. The document
 * keeps the seller and the amounts as they were when it was issued.
 */

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;

export const ISSUE_TIME_ZONE = 'Asia/Riyadh';

const PREFIX: Record<InvoiceKind, string> = { invoice: 'INV', credit_note: 'CN' };

/**
 * `INV-2026-000001`, `CN-2026-000001`. A document has its number once its transaction commits (or
 * `numbered` is called in it): before, it has none to show.
 */
export function documentNumber(kind: InvoiceKind, year: number, number: number | null) {
  if (number === null) throw new Error(`A ${kind} of ${year} has no number before its transaction commits`);
  return `${PREFIX[kind]}-${year}-${String(number).padStart(6, '0')}`;
}

/** The year of `at` in Asia/Riyadh. */
const yearInRiyadh = new Intl.DateTimeFormat('en-u-nu-latn', { year: 'numeric', timeZone: ISSUE_TIME_ZONE });
export const issueYear = (at: Date) => Number(yearInRiyadh.format(at));

export type IssuedDocument = typeof invoices.$inferSelect;

async function findDocument(tx: Tx, orderId: number, kind: InvoiceKind) {
  const [found] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), eq(invoices.kind, kind), isNull(invoices.refundId)));
  return found;
}

/** What the credit notes of the order's partial refunds and returns gave back so far. */
async function creditedInPart(tx: Tx, orderId: number) {
  const [row] = await tx
    .select({
      total: sql<number>`coalesce(sum(${invoices.totalCents}), 0)::int`,
      tax: sql<number>`coalesce(sum(${invoices.taxCents}), 0)::int`,
    })
    .from(invoices)
    .where(and(eq(invoices.orderId, orderId), isNotNull(invoices.refundId)));
  return { total: Number(row?.total ?? 0), tax: Number(row?.tax ?? 0) };
}

async function issue(
  tx: Tx,
  orderId: number,
  kind: InvoiceKind,
  at: Date,
  from: {
    seller: InvoiceSeller;
    refersToId: number | null;
    refundId?: number;
    amounts?: { total: number; tax: number };
  },
): Promise<IssuedDocument> {
  const charged = await chargedOf(tx, orderId);
  if (!charged) throw new Error(`No order ${orderId} to issue a document for`);
  const order = from.amounts ?? charged;
  const [row] = await tx
    .insert(invoices)
    .values({
      kind,
      year: issueYear(at),
      orderId,
      refersToId: from.refersToId,
      refundId: from.refundId ?? null,
      issuedAt: at,
      seller: from.seller,
      totalCents: order.total,
      taxCents: order.tax,
      netCents: order.total - order.tax,
    })
    .returning();
  await invoiceEvents.publish(tx as Db, { type: 'issued', documentId: row!.id, kind });
  return row!;
}

/**
 * Reads documents; read in the transaction that issued them, a document has no number yet, and the
 * transaction's documents take theirs now rather than at commit, so that it can show them (decision 082).
 */
async function readNumbered<Row extends { number: number | null }>(
  db: DocumentReader,
  read: () => Promise<Row[]>,
): Promise<Row[]> {
  const rows = await read();
  if (rows.every((row) => row.number !== null)) return rows;
  await db.execute(sql`SET CONSTRAINTS invoices_take_number IMMEDIATE`);
  return read();
}

/** The documents as they are once numbered, for a transaction that shows them before it ends. */
export async function numbered(tx: Tx, documents: IssuedDocument[]): Promise<IssuedDocument[]> {
  const ids = documents.map((document) => document.id);
  const rows = await readNumbered(tx, () => tx.select().from(invoices).where(inArray(invoices.id, ids)));
  return documents.map((document) => rows.find((row) => row.id === document.id) as IssuedDocument);
}

/** Whether the order's invoice was issued (under today's rule or an earlier one). */
export async function invoiceIssued(tx: Tx, orderId: number) {
  return (await findDocument(tx, orderId, 'invoice')) !== undefined;
}

/** The order's invoice, issued now unless it has one. Call it inside the transaction of the event. */
export async function issueInvoice(tx: Tx, orderId: number, at = new Date()): Promise<IssuedDocument> {
  const existing = await findDocument(tx, orderId, 'invoice');
  if (existing) return existing;
  return issue(tx, orderId, 'invoice', at, { seller: await readInvoiceSeller(tx), refersToId: null });
}

/**
 * The credit note cancelling the order's invoice, issued now unless it has one (the invoice first, for
 * an order invoiced before invoices were numbered).
 */
export async function issueCreditNote(tx: Tx, orderId: number, at = new Date()): Promise<IssuedDocument> {
  const existing = await findDocument(tx, orderId, 'credit_note');
  if (existing) return existing;
  const invoice = await issueInvoice(tx, orderId, at);
  // What partial refunds and returns credited already is not credited twice.
  const credited = await creditedInPart(tx, orderId);
  const amounts = { total: invoice.totalCents - credited.total, tax: invoice.taxCents - credited.tax };
  return issue(tx, orderId, 'credit_note', at, { seller: invoice.seller, refersToId: invoice.id, amounts });
}

/**
 * The credit note of a partial refund or return of an invoiced order: `amountCents` with its part of
 * the invoice's tax, numbered in the credit notes' sequence, referring to the invoice.
 */
export async function issueRefundCreditNote(
  tx: Tx,
  orderId: number,
  refund: { id: number; amountCents: number },
  at = new Date(),
): Promise<IssuedDocument> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.refundId, refund.id));
  if (existing) return existing;
  const invoice = await issueInvoice(tx, orderId, at);
  const tax =
    invoice.totalCents > 0 ? Math.round((invoice.taxCents * refund.amountCents) / invoice.totalCents) : 0;
  return issue(tx, orderId, 'credit_note', at, {
    seller: invoice.seller,
    refersToId: invoice.id,
    refundId: refund.id,
    amounts: { total: refund.amountCents, tax },
  });
}

/** The numbers of the credit notes of refunds, by refund id. */
export async function refundCreditNotes(
  db: DocumentReader,
  refundIds: number[],
): Promise<Map<number, string>> {
  if (refundIds.length === 0) return new Map();
  const rows = await readNumbered(db, () =>
    db
      .select({ refundId: invoices.refundId, year: invoices.year, number: invoices.number })
      .from(invoices)
      .where(inArray(invoices.refundId, refundIds)),
  );
  return new Map(
    rows.map((row) => [row.refundId as number, documentNumber('credit_note', row.year, row.number)]),
  );
}

export const numberOf = (document: Pick<IssuedDocument, 'kind' | 'year' | 'number'>) =>
  documentNumber(document.kind as InvoiceKind, document.year, document.number);

/**
 * The numbers of the orders' documents in one read, by order id: the invoice and whole-order credit
 * note, and every credit note (its refunds' too) in the order issued.
 */
export async function orderDocumentsOf(
  db: DocumentReader,
  orderIds: number[],
): Promise<Map<number, OrderDocuments>> {
  const byOrder = new Map<number, OrderDocuments>();
  if (orderIds.length === 0) return byOrder;
  const rows = await readNumbered(db, () =>
    db
      .select({
        orderId: invoices.orderId,
        kind: invoices.kind,
        year: invoices.year,
        number: invoices.number,
        refundId: invoices.refundId,
      })
      .from(invoices)
      .where(inArray(invoices.orderId, orderIds))
      .orderBy(asc(invoices.issuedAt), asc(invoices.id)),
  );
  for (const row of rows) {
    const documents = byOrder.get(row.orderId) ?? { ...noNumbers, credit_note_numbers: [] };
    const kind = row.kind as InvoiceKind;
    const number = documentNumber(kind, row.year, row.number);
    if (kind === 'credit_note') documents.credit_note_numbers.push(number);
    if (row.refundId === null)
      documents[kind === 'invoice' ? 'invoice_number' : 'credit_note_number'] = number;
    byOrder.set(row.orderId, documents);
  }
  return byOrder;
}

/** The numbers of the orders' invoices and whole-order credit notes, for the order answers. */
export async function documentNumbersOf(
  db: DocumentReader,
  orderIds: number[],
): Promise<Map<number, DocumentNumbers>> {
  const documents = await orderDocumentsOf(db, orderIds);
  return new Map(
    [...documents].map(([orderId, { invoice_number, credit_note_number }]) => [
      orderId,
      { invoice_number, credit_note_number },
    ]),
  );
}

/** The credit note `CN-2026-000001` of the order, or undefined when the order has no such one. */
export async function findCreditNote(db: DocumentReader, orderId: number, number: string) {
  const parts = /^CN-(\d{4})-(\d{6})$/.exec(number);
  if (!parts) return undefined;
  const [found] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.orderId, orderId),
        eq(invoices.kind, 'credit_note'),
        eq(invoices.year, Number(parts[1])),
        eq(invoices.number, Number(parts[2])),
      ),
    );
  return found;
}
