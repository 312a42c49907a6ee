import { desc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { clientSessions, clients } from '#server/db/schema/clients.ts';
import { countryCodesById } from '#server/modules/reference/index.ts';
import { isLang, type Lang } from '#shared/lang.ts';

/*
 * What the clients module holds about one reader, for the copy of their data (decision 085): the
 * account's fields and the devices signed in. Never a secret: no password hash, no token hash, no
 * session id.
 */

export type AccountData = {
  profile: {
    name: string;
    email: string;
    date_of_birth: string | null;
    address: string;
    mobile: string;
    mobile_country: string | null;
    /** The country the reader buys from (ISO code): their PDFs pay its tax. */
    country: string | null;
    language: Lang;
    active: boolean;
    created_at: string;
    deactivation_requested_at: string | null;
  };
  sessions: {
    signed_in_at: string;
    last_seen_at: string | null;
    expires_at: string;
    revoked_at: string | null;
    user_agent: string | null;
    ip: string | null;
  }[];
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

/** The reader's account and sessions; undefined when there is no such account. */
export async function accountDataOf(db: Db, clientId: number): Promise<AccountData | undefined> {
  const [row] = await db.select().from(clients).where(eq(clients.id, clientId));
  if (!row) return undefined;
  const country =
    row.countryId === null ? null : (await countryCodesById(db, [row.countryId])).get(row.countryId);
  const sessions = await db
    .select()
    .from(clientSessions)
    .where(eq(clientSessions.clientId, clientId))
    .orderBy(desc(clientSessions.id));
  return {
    profile: {
      name: row.name,
      email: row.email,
      date_of_birth: row.dateOfBirth,
      address: row.address,
      mobile: row.mobile,
      mobile_country: row.mobileCountry,
      country: country ?? null,
      language: isLang(row.language) ? row.language : 'ar',
      active: row.active,
      created_at: row.createdAt.toISOString(),
      deactivation_requested_at: iso(row.deactivationRequestedAt),
    },
    sessions: sessions.map((session) => ({
      signed_in_at: session.createdAt.toISOString(),
      last_seen_at: iso(session.lastSeenAt),
      expires_at: session.expiresAt.toISOString(),
      revoked_at: iso(session.revokedAt),
      user_agent: session.userAgent,
      ip: session.ip,
    })),
  };
}
