import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { orderLines, orders } from '#server/db/schema/orders.ts';
import { localize } from '#server/i18n/index.ts';
import {
  claimRelease,
  type OrderableBook,
  tellWaitingReaders,
  unreleasedBooks,
} from '#server/modules/catalog/index.ts';
import { findPaymentType } from '#server/modules/reference/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import { orderEvents } from '#server/services/order-events.ts';
import { CARD_PAYMENT_CODE } from '#server/services/payments/index.ts';
import type { CreateOrderInput } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';
import { comingSoon, invalid } from './messages.ts';
import { ownedBooks } from './owned-books.ts';

/*
 * Pre-orders (decision 056). A coming-soon book open for pre-order is sold now: a printed copy takes
 * its stock at once and its order waits (it cannot ship before the release); a PDF is paid now, by
 * card only, and is owned from the release. An order is a pre-order of a book while that book is
 * still coming soon: nothing more is stored about it.
 */

const titleOf = (book: { titleAr: string; titleEn: string }): Localized => ({
  ar: book.titleAr,
  en: book.titleEn.trim() || book.titleAr,
});

/**
 * A coming-soon book is sold only while its pre-order is open (else 409 naming it); a PDF pre-order is
 * paid by card only (else 422 on `payment_type_id`, naming the book).
 */
export async function checkPreorderSale(
  db: Db,
  books: OrderableBook[],
  input: CreateOrderInput,
  clientId: number | null,
) {
  const coming = books.filter((b) => b.comingSoon);
  const closed = coming.find((b) => !b.preorderOpen);
  if (closed) throw new AppError(409, 'coming_soon', comingSoon(titleOf(closed)));
  if (coming.length === 0 || input.is_hard_copy) return;
  // A gift's link would give the book before its release: a PDF is given once it is out.
  if (input.gift) {
    throw new AppError(
      409,
      'gift_not_released',
      localize('preorders', 'giftNotYet', { title: titleOf(coming[0]!) }),
    );
  }
  const paymentType = await findPaymentType(db, input.payment_type_id);
  if (paymentType?.code !== CARD_PAYMENT_CODE) {
    throw invalid({
      payment_type_id: [localize('preorders', 'cardOnly', { title: titleOf(coming[0]!) })],
    });
  }
  // Not owned until the release, a PDF pre-ordered and paid is not bought a second time meanwhile.
  if (clientId !== null) await refusePaidPreorder(db, clientId, coming);
}

/**
 * 409 when the client has a paid PDF order of one of `books` while it is still to come: owned only from
 * the release, such a book is not paid for twice meanwhile (at checkout and at payment).
 */
export async function refusePaidPreorder(
  db: Db,
  clientId: number,
  books: { id: number; titleAr: string; titleEn: string; comingSoon: boolean }[],
  exceptOrderId?: number,
) {
  const coming = books.filter((book) => book.comingSoon);
  if (coming.length === 0) return;
  const [paid] = await db
    .select({ bookId: orderLines.bookId })
    .from(orders)
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(
      and(
        eq(orders.clientId, clientId),
        eq(orders.isHardCopy, false),
        eq(orders.status, 'paid'),
        exceptOrderId === undefined ? undefined : ne(orders.id, exceptOrderId),
        inArray(
          orderLines.bookId,
          coming.map((book) => book.id),
        ),
      ),
    )
    .limit(1);
  const book = paid && coming.find((b) => b.id === paid.bookId);
  if (book) {
    throw new AppError(
      409,
      'already_owned',
      localize('preorders', 'alreadyPreordered', { title: titleOf(book) }),
    );
  }
}

/** 409 when the order holds a book not out yet: a pre-order ships once its book is released. */
export async function refuseUnreleasedShipping(tx: Db, orderId: number) {
  const lines = await tx
    .select({ bookId: orderLines.bookId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId));
  const [waiting] = await unreleasedBooks(
    tx,
    lines.map((line) => line.bookId),
    true,
  );
  if (waiting) {
    throw new AppError(
      409,
      'preorder_not_released',
      localize('preorders', 'notReleased', { title: titleOf(waiting) }),
    );
  }
}

/** Of a paid PDF order's books, those owned now: every one but the books still to come. */
export async function releasedBookIds(tx: Db, bookIds: number[]) {
  const waiting = new Set((await unreleasedBooks(tx, bookIds, true)).map((book) => book.id));
  return bookIds.filter((id) => !waiting.has(id));
}

/**
 * The pre-orders of a book still coming soon: paid PDF orders whose client does not own it yet, and
 * printed orders not shipped yet that hold it.
 */
async function preordersOf(tx: Db, bookId: number) {
  const paid = await tx
    .select({ id: orders.id, clientId: orders.clientId })
    .from(orders)
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.bookId, bookId)))
    .where(and(eq(orders.isHardCopy, false), eq(orders.status, 'paid')))
    .orderBy(orders.id);
  const owners = await ownedBooks().ownersOf(
    tx,
    bookId,
    paid.map((order) => order.clientId),
  );
  const pdf = paid.filter((order) => !owners.has(order.clientId));
  const printed = await tx
    .select({ id: orders.id, clientId: orders.clientId })
    .from(orders)
    .innerJoin(orderLines, and(eq(orderLines.orderId, orders.id), eq(orderLines.bookId, bookId)))
    .where(and(eq(orders.isHardCopy, true), inArray(orders.status, ['pending', 'processing'])))
    .orderBy(orders.id);
  return { pdf, printed };
}

/** How many orders wait for the book (pre-orders while it is coming soon). */
export async function preorderCount(tx: Db, bookId: number) {
  const { pdf, printed } = await preordersOf(tx, bookId);
  return pdf.length + printed.length;
}

export type Release = { orders: number; waiting: number };

/**
 * Releases a coming-soon book, once whoever calls: the book stops being coming soon; each paid PDF
 * pre-order's client owns it from now; the release is told as an order event (each pre-order's
 * client gets one 'it is out' mail, decision 081); the readers waiting for it are told. Null when the book was not (or no longer) coming soon: another
 * process or a second press released it first.
 */
export async function releaseBook(db: Db, bookId: number, publicUrl: string): Promise<Release | null> {
  return db.transaction(async (tx) => {
    if (!(await claimRelease(tx, bookId))) return null;
    // The claim holds the book's row: a payment of a pre-order waits for it, then owns the book itself.
    const { pdf, printed } = await preordersOf(tx, bookId);
    await ownedBooks().give(
      tx,
      pdf.map((order) => ({ clientId: order.clientId, bookId, orderId: order.id })),
    );
    await orderEvents.publish(tx, {
      type: 'released',
      bookId,
      pdfOrderIds: pdf.map((order) => order.id),
      printedOrderIds: printed.map((order) => order.id),
      publicUrl,
    });
    const waiting = await tellWaitingReaders(tx, bookId, publicUrl);
    return { orders: pdf.length + printed.length, waiting };
  });
}

/** The release date moved later, told as an order event: each pre-order's client is mailed the new date, once per date. */
export async function mailReleaseMoved(tx: Db, bookId: number, releaseAt: Date, publicUrl: string) {
  const { pdf, printed } = await preordersOf(tx, bookId);
  const orderIds = [...pdf, ...printed].map((order) => order.id);
  await orderEvents.publish(tx, { type: 'releaseMoved', bookId, orderIds, releaseAt, publicUrl });
  return orderIds.length;
}
