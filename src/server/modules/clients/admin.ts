import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { clientSessions, clients } from '#server/db/schema/clients.ts';
import {
  type ClientSession,
  type ClientState,
  STAFF_CLIENTS_PER_PAGE,
  type StaffClientRow,
  type StaffClientsQuery,
} from '#shared/contract/staff-clients.ts';
import type { ClientRow } from './service.ts';

/* Clients as the back office reads them: a searchable list, one client's profile and sessions. */

/** Deactivation outranks a pending request, which outranks an unfinished sign-up. */
export function clientState(row: Pick<ClientRow, 'active' | 'deactivatedAt' | 'deactivationRequestedAt'>) {
  if (row.deactivatedAt) return 'deactivated';
  if (row.deactivationRequestedAt) return 'deactivation_requested';
  return row.active ? 'active' : 'not_activated';
}

const stateConditions: Record<ClientState, SQL> = {
  deactivated: isNotNull(clients.deactivatedAt),
  deactivation_requested: and(isNull(clients.deactivatedAt), isNotNull(clients.deactivationRequestedAt))!,
  not_activated: and(
    isNull(clients.deactivatedAt),
    isNull(clients.deactivationRequestedAt),
    eq(clients.active, false),
  )!,
  active: and(
    isNull(clients.deactivatedAt),
    isNull(clients.deactivationRequestedAt),
    eq(clients.active, true),
  )!,
};

const iso = (value: Date | null) => value?.toISOString() ?? null;

export function presentClientRow(row: ClientRow): StaffClientRow {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    mobile: row.mobile,
    language: row.language,
    state: clientState(row),
    created_at: row.createdAt.toISOString(),
  };
}

/** Every field staff see of a client: never the password hash. */
export function presentClientProfile(row: ClientRow) {
  return {
    ...presentClientRow(row),
    date_of_birth: row.dateOfBirth,
    address: row.address,
    mobile_country: row.mobileCountry,
    active: row.active,
    deactivation_requested_at: iso(row.deactivationRequestedAt),
    deactivated_at: iso(row.deactivatedAt),
    updated_at: row.updatedAt.toISOString(),
  };
}

function searchCondition(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const digits = search.replace(/[^\d+]/g, '');
  return sql`(strpos(shop_normalize(${clients.name}), shop_normalize(${search})) > 0
    or strpos(${clients.email}, lower(${search})) > 0
    ${digits.length >= 3 ? sql`or strpos(${clients.mobile}, ${digits}) > 0` : sql``})`;
}

const sortColumns = { created_at: clients.createdAt, name: clients.name, email: clients.email } as const;

export async function listStaffClients(db: Db, query: StaffClientsQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_CLIENTS_PER_PAGE;
  const where = and(searchCondition(query.search), query.state ? stateConditions[query.state] : undefined);
  const sort = query.sort ?? 'created_at';
  const by = (query.dir ?? (sort === 'created_at' ? 'desc' : 'asc')) === 'asc' ? asc : desc;
  const [rows, [{ total }]] = await Promise.all([
    db
      .select()
      .from(clients)
      .where(where)
      .orderBy(by(sortColumns[sort]), by(clients.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(clients).where(where),
  ]);
  return { data: rows.map(presentClientRow), total, page, perPage };
}

/** The client's sign-ins, newest first; only what a member needs to judge them, never the token hash. */
export async function clientSessionsOf(db: Db, clientId: number, limit = 50): Promise<ClientSession[]> {
  const rows = await db
    .select({
      id: clientSessions.id,
      createdAt: clientSessions.createdAt,
      lastSeenAt: clientSessions.lastSeenAt,
      expiresAt: clientSessions.expiresAt,
      revokedAt: clientSessions.revokedAt,
      userAgent: clientSessions.userAgent,
      ip: clientSessions.ip,
    })
    .from(clientSessions)
    .where(eq(clientSessions.clientId, clientId))
    .orderBy(desc(clientSessions.id))
    .limit(limit);
  const now = Date.now();
  return rows.map((row) => ({
    id: row.id,
    created_at: row.createdAt.toISOString(),
    last_seen_at: iso(row.lastSeenAt),
    expires_at: row.expiresAt.toISOString(),
    revoked_at: iso(row.revokedAt),
    live: row.revokedAt === null && row.expiresAt.getTime() > now,
    user_agent: row.userAgent,
    ip: row.ip,
  }));
}
