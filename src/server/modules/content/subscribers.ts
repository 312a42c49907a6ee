import { randomBytes } from 'node:crypto';
import { and, asc, count, desc, eq, gt, ilike, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { subscribers } from '#server/db/schema/content.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { CSV_BOM, csvLines, guardedText } from '#server/services/csv.ts';
import { newsletterEvents } from '#server/services/newsletter-events.ts';
import { hashToken } from '#server/services/sessions.ts';
import type {
  StaffSubscriber,
  StaffSubscribersQuery,
  SubscriberState,
} from '#shared/contract/staff-newsletters.ts';
import type { Lang } from '#shared/lang.ts';
import { windowOf } from './admin-lists.ts';
import { confirmationMail } from './mails.ts';

/*
 * The newsletter's subscribers, double opt-in: the footer's form stores the address and mails a link
 * to confirm it; only confirmed addresses that did not unsubscribe receive newsletters. The link's
 * token is stored as its SHA-256 only.
 */

/** A confirmation is mailed to one address at most this often, so the form cannot flood someone's inbox. */
const RESEND_AFTER = sql`interval '10 minutes'`;
/** A confirmation link older than this no longer works; subscribing again sends a fresh one. */
const CONFIRM_VALID = sql`interval '7 days'`;

const subscribeUrl = (publicUrl: string, action: 'confirm' | 'unsubscribe', token: string) =>
  `${publicUrl.replace(/\/+$/, '')}/api/subscribes/${action}?token=${encodeURIComponent(token)}`;

export const unsubscribeLink = (publicUrl: string, token: string) =>
  subscribeUrl(publicUrl, 'unsubscribe', token);

/** Receives newsletters: confirmed, and not unsubscribed since. */
export const isAudience = and(isNotNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt))!;

/**
 * The footer's subscription. A new address (or one that had unsubscribed) is stored unconfirmed and
 * mailed a confirmation link in `lang`; an unconfirmed one is mailed again, at most every 10 minutes;
 * a confirmed one gets nothing. `created` is false when the address was on the list already.
 */
export async function subscribe(
  db: Db,
  email: string,
  lang: Lang,
  publicUrl: string,
): Promise<{ created: boolean }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(subscribers)
      .values({ email, language: lang })
      .onConflictDoNothing({ target: subscribers.email })
      .returning();
    let row = inserted;
    let created = Boolean(inserted);
    if (!row) {
      [row] = await tx.select().from(subscribers).where(eq(subscribers.email, email)).for('update');
      if (row.unsubscribedAt) {
        [row] = await tx
          .update(subscribers)
          .set({ unsubscribedAt: null, confirmedAt: null, confirmSentAt: null, confirmTokenHash: null })
          .where(eq(subscribers.id, row.id))
          .returning();
        created = true;
      }
    }
    if (row.confirmedAt) return { created };
    const token = randomBytes(32).toString('base64url');
    const [sent] = await tx
      .update(subscribers)
      .set({ confirmTokenHash: hashToken(token), confirmSentAt: sql`now()`, language: lang })
      .where(
        and(
          eq(subscribers.id, row.id),
          or(isNull(subscribers.confirmSentAt), lt(subscribers.confirmSentAt, sql`now() - ${RESEND_AFTER}`)),
        ),
      )
      .returning({ sentAt: subscribers.confirmSentAt });
    if (!sent) return { created };
    await enqueueMail(tx, {
      key: `subscribe:${row.id}:${sent.sentAt!.getTime()}`,
      kind: 'subscribe_confirm',
      to: email,
      language: lang,
      ...confirmationMail(lang, subscribeUrl(publicUrl, 'confirm', token)),
    });
    return { created };
  });
}

/** Confirms the address whose link carries `token`; false when the link is unknown, used or too old. */
export async function confirmSubscription(db: Db, token: string): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ confirmedAt: sql`now()`, confirmTokenHash: null })
    .where(
      and(
        eq(subscribers.confirmTokenHash, hashToken(token)),
        isNull(subscribers.unsubscribedAt),
        gt(subscribers.confirmSentAt, sql`now() - ${CONFIRM_VALID}`),
      ),
    )
    .returning({ id: subscribers.id });
  return rows.length > 0;
}

/**
 * Takes the address of `token` off the list; doing it twice is fine. False when the token is unknown.
 * The reader's own act, told as `unsubscribed` in the same transaction: the privacy module records it
 * as the withdrawal of the marketing consent of the account with that address (decision 085).
 */
export async function unsubscribe(db: Db, token: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(subscribers)
      .set({ unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`, confirmTokenHash: null })
      .where(eq(subscribers.unsubscribeToken, token))
      .returning({ email: subscribers.email });
    for (const { email } of rows) {
      await newsletterEvents.publish(tx, { type: 'unsubscribed', email, at: new Date() });
    }
    return rows.length > 0;
  });
}

/** How many addresses a newsletter sent now would reach. */
export async function countAudience(db: Db): Promise<number> {
  const [{ total }] = await db.select({ total: count() }).from(subscribers).where(isAudience);
  return total;
}

/** The next `limit` receiving subscribers after id `cursor`, by id: a newsletter's next batch. */
export function audienceAfter(db: Db, cursor: number, limit: number) {
  return db
    .select({
      id: subscribers.id,
      email: subscribers.email,
      language: subscribers.language,
      unsubscribeToken: subscribers.unsubscribeToken,
    })
    .from(subscribers)
    .where(and(isAudience, gt(subscribers.id, cursor)))
    .orderBy(asc(subscribers.id))
    .limit(limit);
}

const stateConditions: Record<SubscriberState, SQL> = {
  confirmed: isAudience,
  unconfirmed: and(isNull(subscribers.confirmedAt), isNull(subscribers.unsubscribedAt))!,
  unsubscribed: isNotNull(subscribers.unsubscribedAt),
};

type Filter = Pick<StaffSubscribersQuery, 'search' | 'state'>;

function filters(query: Filter): SQL | undefined {
  const search = query.search?.trim().toLowerCase();
  return and(
    query.state ? stateConditions[query.state] : undefined,
    search ? ilike(subscribers.email, `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined,
  );
}

type Row = typeof subscribers.$inferSelect;

const stateOf = (row: Row): SubscriberState =>
  row.unsubscribedAt ? 'unsubscribed' : row.confirmedAt ? 'confirmed' : 'unconfirmed';

const present = (row: Row): StaffSubscriber => ({
  id: row.id,
  email: row.email,
  language: row.language === 'en' ? 'en' : 'ar',
  state: stateOf(row),
  confirmed_at: row.confirmedAt?.toISOString() ?? null,
  unsubscribed_at: row.unsubscribedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function listStaffSubscribers(db: Db, query: StaffSubscribersQuery) {
  const { page, perPage, offset } = windowOf(query);
  const where = filters(query);
  const by = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(subscribers)
    .where(where)
    .orderBy(by(subscribers.createdAt), by(subscribers.id))
    .limit(perPage)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(subscribers).where(where);
  return { data: rows.map(present), total, page, perPage };
}

export const SUBSCRIBER_CSV_COLUMNS = [
  'email',
  'language',
  'state',
  'confirmed_at',
  'unsubscribed_at',
  'created_at',
] as const;

const BATCH = 500;

/** The subscribers the list shows (same search and state), as CSV for a spreadsheet, a batch at a time. */
export async function* subscribersCsv(db: Db, query: Filter): AsyncGenerator<string> {
  yield CSV_BOM + csvLines([[...SUBSCRIBER_CSV_COLUMNS]]);
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(subscribers)
      .where(and(filters(query), gt(subscribers.id, lastId)))
      .orderBy(asc(subscribers.id))
      .limit(BATCH);
    if (rows.length === 0) return;
    yield csvLines(
      rows.map((row) => {
        const s = present(row);
        return [
          guardedText(s.email),
          s.language,
          s.state,
          s.confirmed_at ?? '',
          s.unsubscribed_at ?? '',
          s.created_at,
        ];
      }),
    );
    lastId = rows[rows.length - 1].id;
  }
}

export async function findStaffSubscriber(db: Db, id: number): Promise<StaffSubscriber | null> {
  const [row] = await db.select().from(subscribers).where(eq(subscribers.id, id));
  return row ? present(row) : null;
}

/** Erases an address from the list (a reader asked to be forgotten); false when there was none. */
export async function deleteSubscriber(db: Db, id: number): Promise<boolean> {
  const rows = await db.delete(subscribers).where(eq(subscribers.id, id)).returning({ id: subscribers.id });
  return rows.length > 0;
}
