import { PDFDocument } from 'pdf-lib';
import type { Db } from '#server/db/client.ts';
import { findStaffOrder, orderMessages } from '#server/modules/orders/index.ts';
import type { Lang, Localized } from '#shared/lang.ts';
import { type DocumentKind, documentRefusal, orderDocument } from './invoice.ts';

/*
 * The packing slips or invoices of many orders as one PDF to print: each order's own document, made
 * as the single-order route makes it, its pages copied one after the other. Every order is checked
 * first: when any has no such document, nothing is made (an invoice is not numbered for nothing).
 */

export type DocumentsOutcome =
  | { refused: { id: number; message: Localized | null }[]; bytes?: undefined }
  | { refused?: undefined; bytes: Uint8Array };

export async function orderDocumentsPdf(
  db: Db,
  ids: number[],
  options: { kind: Extract<DocumentKind, 'packing-slip' | 'invoice'>; lang: Lang },
): Promise<DocumentsOutcome> {
  const checked: { id: number; message: Localized | null }[] = [];
  for (const id of ids) {
    const order = await findStaffOrder(db, id, options.lang);
    checked.push({ id, message: order ? documentRefusal(order, options.kind) : orderMessages.orderNotFound });
  }
  if (checked.some((row) => row.message !== null)) return { refused: checked };

  const merged = await PDFDocument.create();
  for (const id of ids) {
    const { bytes } = await orderDocument(db, id, options);
    const source = await PDFDocument.load(bytes);
    const pages = await merged.copyPages(source, source.getPageIndices());
    for (const page of pages) merged.addPage(page);
  }
  merged.setTitle(options.kind === 'invoice' ? 'Invoices' : 'Packing slips');
  return { bytes: await merged.save() };
}
