import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookDownloads, readingPositions } from '#server/db/schema/library.ts';
import type { ClientErasure } from '#server/services/client-erasure.ts';

/**
 * An erased reader's part of the library (decision 085): their reading places go, and the address
 * each copy was made from. Each stamped copy's row stays, with its code, client id and order, so a
 * leaked copy still traces to the (anonymised) account and its order (decision 059).
 */
export async function eraseLibraryOf(tx: Db, { clientId }: ClientErasure): Promise<void> {
  await tx.delete(readingPositions).where(eq(readingPositions.clientId, clientId));
  await tx.update(bookDownloads).set({ ip: null }).where(eq(bookDownloads.clientId, clientId));
}
