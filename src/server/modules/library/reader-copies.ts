import { createHash } from 'node:crypto';
import { and, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookDownloads } from '#server/db/schema/library.ts';
import { findBookFile } from '#server/modules/catalog/index.ts';
import { AppError, notFound } from '#server/plugins/errors.ts';
import { stampPdf } from '#server/services/pdf-stamp.ts';
import { newCopyCode } from '#server/services/pdf-trace.ts';
import { readOrNull, type Storage } from '#server/services/storage.ts';
import { ownershipOf } from './library.ts';
import { libraryMessages } from './messages.ts';

/*
 * The copy the in-shop reader opens (decision 058): the owner's PDF stamped like a download, with a
 * code of its own, made once per client, book and book file and kept among the private files, so
 * that every later open and every range the reader asks for is a plain read. Its making is logged in
 * book_downloads as kind 'reader'; it never counts against the download limit or period.
 */

type Reader = { id: number; email: string; name: string };

/** Where the reader copy of a book file is kept: a new file of the book makes a new copy. */
export function readerCopyKey(clientId: number, bookId: number, pdfFile: string): string {
  const file = createHash('sha256').update(pdfFile).digest('hex').slice(0, 16);
  return `copies/reader/${clientId}/${bookId}-${file}.pdf`;
}

/** Stamps and keeps the copy, and logs it, unless another request made it first; answers its size. */
async function makeCopy(
  db: Db,
  files: Storage,
  key: string,
  made: { client: Reader; bookId: number; orderId: number; pdfFile: string; ip: string },
): Promise<number> {
  const { client, bookId, orderId } = made;
  return db.transaction(async (tx) => {
    // Two first opens at once (the reader asks for ranges side by side) make one copy.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`reader-copy:${key}`}))`);
    const kept = await files.size(key);
    if (kept !== undefined) return kept;
    const source = await readOrNull(files, made.pdfFile);
    if (!source) throw new AppError(404, 'no_file', libraryMessages.noFile);
    const code = newCopyCode();
    const bytes = Buffer.from(
      await stampPdf(source, { email: client.email, name: client.name, orderId, code }),
    );
    await tx
      .insert(bookDownloads)
      .values({ clientId: client.id, bookId, ip: made.ip, code, orderId, kind: 'reader', copyKey: key });
    await files.put(key, bytes);
    return bytes.length;
  });
}

/**
 * Removes the client's reader copies of the book but `keep`: copies of an earlier file of the book,
 * or all of them once the book is no longer theirs. Their log rows stay, without the key.
 */
async function removeCopies(db: Db, files: Storage, clientId: number, bookId: number, keep: string | null) {
  const where = and(
    eq(bookDownloads.clientId, clientId),
    eq(bookDownloads.bookId, bookId),
    isNotNull(bookDownloads.copyKey),
    keep === null ? undefined : ne(bookDownloads.copyKey, keep),
  );
  const old = await db.selectDistinct({ key: bookDownloads.copyKey }).from(bookDownloads).where(where);
  for (const { key } of old) if (key) await files.remove(key);
  if (old.length > 0) await db.update(bookDownloads).set({ copyKey: null }).where(where);
}

/**
 * The owner's reader copy of a book: where it is kept and its size, made first when it is not there.
 * 404 for an unknown book or a missing file, 403 for a client who does not own it (then a copy kept
 * from before, the book refunded, is removed).
 */
export async function readerCopy(
  db: Db,
  files: Storage,
  request: { client: Reader; bookId: number; ip: string },
): Promise<{ key: string; size: number }> {
  const { client, bookId } = request;
  const book = await findBookFile(db, bookId);
  if (!book) throw notFound();
  const owned = await ownershipOf(db, client.id, bookId);
  const key = book.pdfFile ? readerCopyKey(client.id, bookId, book.pdfFile) : null;
  if (!owned) {
    await removeCopies(db, files, client.id, bookId, null);
    throw new AppError(403, 'not_owner', libraryMessages.notOwner);
  }
  if (!key || !book.pdfFile) throw new AppError(404, 'no_file', libraryMessages.noFile);
  const size = await files.size(key);
  if (size !== undefined) return { key, size };
  const stamped = await makeCopy(db, files, key, {
    client,
    bookId,
    orderId: owned.orderId,
    pdfFile: book.pdfFile,
    ip: request.ip,
  });
  await removeCopies(db, files, client.id, bookId, key);
  return { key, size: stamped };
}
