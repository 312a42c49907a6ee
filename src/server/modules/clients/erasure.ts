import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { clientSessions, clients, oneTimeCodes } from '#server/db/schema/clients.ts';
import { type ClientErasure, ERASED_NAME, erasedEmail } from '#server/services/client-erasure.ts';
import { verifyPassword } from '#server/services/passwords.ts';
import { type ClientMailbox, clientMailbox } from './mailbox.ts';
import { revokeClientSessions } from './sessions.ts';

/*
 * The clients module's part in erasing an account (decision 085): closing it when the reader asks,
 * then anonymising the row when the erasure runs. The row itself stays, so the orders, invoices and
 * stamped copies that point to it keep their client id; nothing on it names the reader any more.
 */

/** A password hash no password matches: argon2 cannot read it, so every check answers false. */
const UNUSABLE_HASH = '!erased';

/**
 * Closes the reader's account for its erasure, when `password` is theirs: the row is locked, marked
 * deactivated and every session ends, in the caller's transaction. Answers their mailbox (read before
 * anything changes), or null for a wrong password or an unknown client.
 */
export async function closeAccountForErasure(
  tx: Db,
  clientId: number,
  password: string,
): Promise<ClientMailbox | null> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, clientId)).for('update');
  if (!row || row.erasedAt || !(await verifyPassword(row.passwordHash, password))) return null;
  const mailbox = await clientMailbox(tx, clientId);
  if (!row.deactivatedAt) {
    await tx
      .update(clients)
      .set({ deactivatedAt: new Date(), updatedAt: new Date() })
      .where(eq(clients.id, clientId));
  }
  await revokeClientSessions(tx, clientId);
  return mailbox ?? null;
}

/** Anonymises the account and removes its sessions and one-time codes; an erased one is left alone. */
export async function eraseClientAccount(tx: Db, event: ClientErasure): Promise<void> {
  const [row] = await tx.select().from(clients).where(eq(clients.id, event.clientId)).for('update');
  if (!row || row.erasedAt) return;
  await tx.delete(clientSessions).where(eq(clientSessions.clientId, event.clientId));
  await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.clientId, event.clientId));
  await tx
    .update(clients)
    .set({
      name: ERASED_NAME,
      email: erasedEmail(event.clientId),
      passwordHash: UNUSABLE_HASH,
      dateOfBirth: null,
      address: '',
      mobile: '',
      mobileCountry: null,
      countryId: null,
      deactivatedAt: row.deactivatedAt ?? event.at,
      erasedAt: event.at,
      updatedAt: event.at,
    })
    .where(eq(clients.id, event.clientId));
}

/** What the sign-in answers an account its reader asked to erase. */
export const erasureRequestedMessage = {
  ar: 'طلبتَ حذف هذا الحساب، فأُغلق ولم يعد الدخول إليه ممكنًا',
  en: 'You asked to delete this account; it is closed and can no longer be signed in to',
};
