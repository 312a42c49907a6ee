import { eq, inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { clients } from '#server/db/schema/clients.ts';
import { isLang, type Lang } from '#shared/lang.ts';

export type ClientMailbox = { email: string; name: string; language: Lang };

/** A client's name, e-mail and language as their account has them (mails, invoices); undefined when unknown. */
export async function clientMailbox(db: Pick<Db, 'select'>, clientId: number) {
  const [row] = await db
    .select({ email: clients.email, name: clients.name, language: clients.language })
    .from(clients)
    .where(eq(clients.id, clientId));
  if (!row) return undefined;
  return { ...row, language: isLang(row.language) ? row.language : 'ar' } satisfies ClientMailbox;
}

/** The names and e-mails of the clients among `ids`, by id (the lists of the back office). */
export async function clientNamesByIds(db: Pick<Db, 'select'>, ids: number[]) {
  if (ids.length === 0) return new Map<number, { id: number; name: string; email: string }>();
  const rows = await db
    .select({ id: clients.id, name: clients.name, email: clients.email })
    .from(clients)
    .where(inArray(clients.id, [...new Set(ids)]));
  return new Map(rows.map((row) => [row.id, row]));
}

/** The id of the account whose e-mail is `email` (in any case), or undefined when none is. */
export async function clientIdByEmail(db: Pick<Db, 'select'>, email: string): Promise<number | undefined> {
  const [row] = await db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.email, email.toLowerCase()));
  return row?.id;
}
