import { eq } from 'drizzle-orm';
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
