import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookDownloads, readingPositions } from '#server/db/schema/library.ts';
import type { ClientErasure } from '#server/services/client-erasure.ts';
import type { Storage } from '#server/services/storage.ts';

/**
 * An erased reader's part of the library (decision 085): their reading places go, the address each
 * copy was made from, and the reader copies kept among the private files (stamped with their name and
 * e-mail). Each stamped copy's row stays, with its code, client id and order, so a leaked copy still
 * traces to the (anonymised) account and its order (decision 059).
 *
 * The files go last, once the rows no longer name them. Storage is not part of the transaction: were
 * the erasure rolled back afterwards, the rows would name files gone, and the reader's next open would
 * make a fresh copy (as for any copy missing from storage).
 */
export async function eraseLibraryOf(tx: Db, files: Storage, { clientId }: ClientErasure): Promise<void> {
  await tx.delete(readingPositions).where(eq(readingPositions.clientId, clientId));
  const copies = and(eq(bookDownloads.clientId, clientId), isNotNull(bookDownloads.copyKey));
  const kept = await tx.selectDistinct({ key: bookDownloads.copyKey }).from(bookDownloads).where(copies);
  await tx.update(bookDownloads).set({ ip: null, copyKey: null }).where(eq(bookDownloads.clientId, clientId));
  for (const { key } of kept) if (key) await files.remove(key);
}
