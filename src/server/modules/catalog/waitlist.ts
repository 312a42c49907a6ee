import { randomBytes } from 'node:crypto';
import { and, eq, gt, gte, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { books, bookWaitlist } from '#server/db/schema/catalog.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { hashToken } from '#server/services/sessions.ts';
import type { Lang } from '#shared/lang.ts';
import { waitlistConfirmMail, waitlistOutMail } from './waitlist-mails.ts';

/*
 * 'Tell me when it's out' (decision 056). A visitor's address waits once its owner follows the mailed
 * link (double opt-in, as the newsletter); a signed-in reader's waits at once. When the book comes out
 * or its printed stock is back above zero, every waiting row is deleted and each confirmed one gets one
 * mail, keyed by the row, in the same transaction: two processes doing it at once mail each reader once.
 */

/** A confirmation is mailed to one address for one book at most this often. */
const RESEND_AFTER = sql`interval '10 minutes'`;
/** A confirmation link older than this no longer works. */
const CONFIRM_VALID = sql`interval '7 days'`;

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
export const bookLink = (publicUrl: string, bookId: number) => `${base(publicUrl)}/#/book-details/${bookId}`;

/** Thrown by `joinWaitlist` for a book on sale now: nothing to wait for. */
export class NothingToWaitFor extends Error {}

export type Waiter = { email: string; clientId: number | null; language: Lang };

/** A book one may wait for: on the shelves, and coming soon or without printed stock. */
async function waitableBook(tx: Db, bookId: number) {
  const [book] = await tx
    .select({
      titleAr: books.titleAr,
      titleEn: books.titleEn,
      comingSoon: books.comingSoon,
      stock: books.stock,
    })
    .from(books)
    .where(and(eq(books.id, bookId), eq(books.active, true)));
  if (book && !book.comingSoon && book.stock > 0) throw new NothingToWaitFor();
  return book;
}

const titleIn = (lang: Lang, book: { titleAr: string; titleEn: string }) =>
  lang === 'en' ? book.titleEn.trim() || book.titleAr : book.titleAr;

/**
 * Puts `waiter` on the book's list. A signed-in reader waits at once ('joined'); a visitor's address is
 * mailed a confirmation link in their language, at most every 10 minutes ('confirm'), and the answer
 * is the same whether the address was on the list already or not. Undefined for an unknown book.
 */
export async function joinWaitlist(
  db: Db,
  bookId: number,
  waiter: Waiter,
  publicUrl: string,
): Promise<'joined' | 'confirm' | undefined> {
  const email = waiter.email.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const book = await waitableBook(tx, bookId);
    if (!book) return undefined;
    if (waiter.clientId !== null) {
      await tx
        .insert(bookWaitlist)
        .values({
          bookId,
          email,
          clientId: waiter.clientId,
          language: waiter.language,
          confirmedAt: sql`now()`,
        })
        .onConflictDoUpdate({
          target: [bookWaitlist.bookId, bookWaitlist.email],
          set: {
            clientId: waiter.clientId,
            language: waiter.language,
            confirmedAt: sql`coalesce(${bookWaitlist.confirmedAt}, now())`,
            confirmTokenHash: null,
          },
        });
      return 'joined';
    }
    await tx
      .insert(bookWaitlist)
      .values({ bookId, email, language: waiter.language })
      .onConflictDoNothing({ target: [bookWaitlist.bookId, bookWaitlist.email] });
    const token = randomBytes(32).toString('base64url');
    const [due] = await tx
      .update(bookWaitlist)
      .set({ confirmTokenHash: hashToken(token), confirmSentAt: sql`now()`, language: waiter.language })
      .where(
        and(
          eq(bookWaitlist.bookId, bookId),
          eq(bookWaitlist.email, email),
          isNull(bookWaitlist.confirmedAt),
          or(
            isNull(bookWaitlist.confirmSentAt),
            lt(bookWaitlist.confirmSentAt, sql`now() - ${RESEND_AFTER}`),
          ),
        ),
      )
      .returning({ id: bookWaitlist.id, sentAt: bookWaitlist.confirmSentAt });
    if (due) {
      const link = `${base(publicUrl)}/api/books/waitlist/confirm?token=${encodeURIComponent(token)}`;
      await enqueueMail(tx, {
        key: `waitlist-confirm:${due.id}:${due.sentAt!.getTime()}`,
        kind: 'waitlist_confirm',
        to: email,
        language: waiter.language,
        ...waitlistConfirmMail(waiter.language, titleIn(waiter.language, book), link),
      });
    }
    return 'confirm';
  });
}

/** Confirms the address whose link carries `token`: the book's id, or null for an unknown, used or old link. */
export async function confirmWaitlist(db: Db, token: string): Promise<number | null> {
  const [row] = await db
    .update(bookWaitlist)
    .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(
      and(
        eq(bookWaitlist.confirmTokenHash, hashToken(token)),
        gt(bookWaitlist.confirmSentAt, sql`now() - ${CONFIRM_VALID}`),
      ),
    )
    .returning({ bookId: bookWaitlist.bookId });
  return row?.bookId ?? null;
}

/**
 * The book is out: takes everyone off its list and mails each confirmed reader once, in their language,
 * in the caller's transaction. Answers how many were mailed.
 */
export async function tellWaitingReaders(tx: Db, bookId: number, publicUrl: string): Promise<number> {
  const waiting = await tx.delete(bookWaitlist).where(eq(bookWaitlist.bookId, bookId)).returning();
  const confirmed = waiting.filter((row) => row.confirmedAt !== null);
  if (confirmed.length === 0) return 0;
  const [book] = await tx
    .select({ titleAr: books.titleAr, titleEn: books.titleEn })
    .from(books)
    .where(eq(books.id, bookId));
  if (!book) return 0;
  for (const row of confirmed) {
    const lang: Lang = row.language === 'en' ? 'en' : 'ar';
    await enqueueMail(tx, {
      key: `waitlist:${row.id}`,
      kind: 'waitlist_available',
      to: row.email,
      language: lang,
      ...waitlistOutMail(lang, titleIn(lang, book), bookLink(publicUrl, bookId)),
    });
  }
  return confirmed.length;
}

/**
 * After printed stock went up: tells the waiting readers of each book among `ids` that is out and has
 * copies again. A book still coming soon keeps its list until it is released.
 */
export async function stockCameBack(tx: Db, ids: number[], publicUrl: string) {
  if (ids.length === 0) return;
  const available = await tx
    .select({ id: books.id })
    .from(books)
    .where(and(inArray(books.id, ids), eq(books.comingSoon, false), gte(books.stock, 1)))
    .orderBy(books.id);
  for (const { id } of available) await tellWaitingReaders(tx, id, publicUrl);
}
