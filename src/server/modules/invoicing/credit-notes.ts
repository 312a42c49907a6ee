import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { invoices } from '#server/db/schema/invoicing.ts';
import { refundOf, typeNames } from '#server/modules/orders/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import { signedCodes } from '#server/services/signed-codes.ts';
import type { StaffOrder } from '#shared/contract/staff-orders.ts';
import { type Lang, textIn } from '#shared/lang.ts';
import { allocate } from '#shared/price.ts';
import { buyerOf, documentOrder, invoiceMessages, type OrderDocument, orderDocument } from './invoice.ts';
import type { CreditedPart } from './invoice-input.ts';
import { documentMoney } from './invoice-money.ts';
import { findCreditNote, type IssuedDocument, numberOf } from './invoice-numbers.ts';
import { invoicePdf } from './invoice-pdf.ts';
import { invoiceTexts } from './invoice-texts.ts';

/*
 * Any credit note of an order by its number: the whole order's (on cancel) as `orderDocument` prints
 * it, or a partial refund's or return's, printed the same way for what it credits: the copies given
 * back, each for its part of the amount (in proportion to the copies' price), or the amount alone,
 * with the tax the note was issued with shared among the rows, and the reason. The whole order's note
 * after partial refunds or returns prints only what it credits: the rest of the order.
 */

type Refund = NonNullable<Awaited<ReturnType<typeof refundOf>>>;

function creditedPart(order: StaffOrder, refund: Refund, note: IssuedDocument, lang: Lang): CreditedPart {
  const picked = refund.lines.flatMap((given) => {
    const line = order.lines.find((l) => l.id === given.lineId);
    return line && given.quantity > 0 ? [{ line, copies: given.quantity }] : [];
  });
  if (picked.length === 0) {
    const title = invoiceTexts[lang].amountRefunded;
    return { rows: [{ title, quantity: '', amountCents: note.totalCents }], reason: refund.reason };
  }
  const amounts = allocate(
    note.totalCents,
    picked.map(({ line, copies }) => (Math.round(line.total_price * 100) * copies) / line.quantity),
  );
  const rows = picked.map(({ line, copies }, i) => ({
    title: `${textIn(lang, line.title_ar, line.title_en)} (${typeNames[line.type][lang]})`,
    quantity: String(copies),
    amountCents: amounts[i]!,
  }));
  return { rows, reason: refund.reason };
}

/**
 * The order's credit note `number` in `lang`. With `clientId`, only that client's order (404 for
 * anyone else's); 404 when the order has no credit note of that number.
 */
export async function creditNoteDocument(
  db: Db,
  orderId: number,
  number: string,
  options: { lang: Lang; clientId?: number },
): Promise<OrderDocument> {
  const order = await documentOrder(db, orderId, options);
  const note = await findCreditNote(db, order.id, number);
  if (!note) throw notFound(invoiceMessages.creditNoteNotFound);
  const [invoice] = note.refersToId
    ? await db.select().from(invoices).where(eq(invoices.id, note.refersToId))
    : [];
  const buyer = await buyerOf(db, order);
  const money = await documentMoney(db, order, { countryCode: buyer.countryCode, taxCents: note.taxCents });
  let credited: CreditedPart;
  if (note.refundId === null) {
    // The whole order's note credits all of it, unless partial refunds or returns credited some first.
    if (!invoice || invoice.totalCents === note.totalCents) {
      return orderDocument(db, order.id, { ...options, kind: 'credit-note' });
    }
    const title = invoiceTexts[options.lang].restCancelled;
    credited = { rows: [{ title, quantity: '', amountCents: note.totalCents }], reason: null };
  } else {
    const refund = await refundOf(db, note.refundId);
    if (!refund) throw notFound(invoiceMessages.creditNoteNotFound);
    credited = creditedPart(money.order, refund, note, options.lang);
  }
  const bytes = await invoicePdf({
    kind: 'credit-note',
    lang: options.lang,
    ...money,
    issued: { document: note, invoice: invoice ?? null },
    credited,
    signedQr: await signedCodes.of(db, note.id),
    ...buyer,
  });
  return { bytes, fileName: `${numberOf(note)}.pdf` };
}
