import { and, desc, eq, inArray, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/mail.ts';
import { currentRequestId } from '#server/plugins/request-id.ts';
import type { Lang } from '#shared/lang.ts';

/* The outbox: mails owed, written with the change they tell of and sent later by the server. */

export type OutboxMail = {
  /** Makes the enqueue idempotent: a second mail with the same key is not written ('order:12:shipped'). */
  key?: string;
  /** What the mail is about: 'order_received', 'order_shipped', 'newsletter', 'contact_reply', … */
  kind: string;
  to: string;
  language: Lang;
  subject: string;
  text: string;
  html: string;
  headers?: Record<string, string>;
  /**
   * The request the mail comes from, for mails written later on its behalf (a newsletter's batches);
   * by default the request being worked, if any.
   */
  requestId?: string | null;
};

/** Attempts before a mail is left `failed` for staff to see and retry. */
export const MAX_ATTEMPTS = 8;
/** How long a claimed mail stays with its sender without news from it (`MAIL_OUTBOX_LEASE_MS`). */
const LEASE_MS = 120_000;

/** Waits before attempt n+1: 30 s, 1 min, 2 min, … up to an hour. */
export const retryDelaySeconds = (attempts: number) => Math.min(3600, 30 * 2 ** Math.max(0, attempts - 1));

type Writer = Pick<Db, 'insert'>;

/**
 * Writes the mail to the outbox, in the caller's transaction when given one: the mail goes out only
 * if the change commits, and a failing mail server never rolls the change back. Written while a
 * request is worked, the mail keeps that request's id.
 * Resolves to the new row's id, or null when a mail with the same key was already written.
 */
export async function enqueueMail(db: Writer, mail: OutboxMail): Promise<number | null> {
  const rows = await db
    .insert(mailOutbox)
    .values({
      key: mail.key ?? null,
      kind: mail.kind,
      toAddress: mail.to.trim().toLowerCase(),
      language: mail.language,
      subject: mail.subject,
      textBody: mail.text,
      htmlBody: mail.html,
      headers: mail.headers ?? {},
      requestId: mail.requestId ?? currentRequestId() ?? null,
    })
    .onConflictDoNothing({ target: mailOutbox.key })
    .returning({ id: mailOutbox.id });
  return rows[0]?.id ?? null;
}

export type ClaimedMail = typeof mailOutbox.$inferSelect;

/**
 * What proves a sender still holds a mail: the attempt it claimed and the end of its lease, both
 * changed by every claim. A sender whose lease ran out and was taken by another process no longer
 * matches, and so can neither renew it nor mark the mail.
 */
export type Lease = Pick<ClaimedMail, 'id' | 'attempts'> & { lockedUntil: Date };

/** The end of a lease taken now, in whole milliseconds so that it reads back equal from JavaScript. */
const leaseEnd = (leaseMs: number) =>
  sql`date_trunc('milliseconds', now() + make_interval(secs => ${leaseMs / 1000}))`;

const held = (lease: Lease) =>
  and(
    eq(mailOutbox.id, lease.id),
    eq(mailOutbox.status, 'sending'),
    eq(mailOutbox.attempts, lease.attempts),
    eq(mailOutbox.lockedUntil, lease.lockedUntil),
  );

/**
 * Takes up to `limit` mails that are due (pending and their time come, or sending and their lease run
 * out: the process sending them stopped), leasing them to this process for `leaseMs` and counting the
 * attempt. Several processes never take the same row (`FOR UPDATE SKIP LOCKED`).
 */
export async function claimDueMails(
  db: Db,
  limit: number,
  leaseMs = LEASE_MS,
): Promise<(ClaimedMail & Lease)[]> {
  const due = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(
      or(
        and(eq(mailOutbox.status, 'pending'), lte(mailOutbox.nextAttemptAt, sql`now()`)),
        and(eq(mailOutbox.status, 'sending'), lt(mailOutbox.lockedUntil, sql`now()`)),
      ),
    )
    .orderBy(mailOutbox.id)
    .limit(limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sending', attempts: sql`${mailOutbox.attempts} + 1`, lockedUntil: leaseEnd(leaseMs) })
    .where(inArray(mailOutbox.id, due))
    .returning();
  return rows.map((row) => ({ ...row, lockedUntil: row.lockedUntil as Date }));
}

/** Extends the lease by `leaseMs` from now; the renewed lease, or null when the sender lost it. */
export async function renewLease(db: Db, lease: Lease, leaseMs = LEASE_MS): Promise<Lease | null> {
  const [row] = await db
    .update(mailOutbox)
    .set({ lockedUntil: leaseEnd(leaseMs) })
    .where(held(lease))
    .returning({ lockedUntil: mailOutbox.lockedUntil });
  return row?.lockedUntil ? { ...lease, lockedUntil: row.lockedUntil } : null;
}

/** Marks the mail sent; false (and nothing changed) when the sender no longer held it. */
export async function markSent(db: Db, lease: Lease): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'sent', sentAt: sql`now()`, lockedUntil: null, lastError: null })
    .where(held(lease))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/**
 * Puts the mail back for a later attempt, or leaves it `failed` when its attempts ran out; false (and
 * nothing changed) when the sender no longer held it: the attempt is then another process's to judge.
 */
export async function markFailed(db: Db, lease: Lease, error: string): Promise<boolean> {
  const giveUp = lease.attempts >= MAX_ATTEMPTS;
  const rows = await db
    .update(mailOutbox)
    .set({
      status: giveUp ? 'failed' : 'pending',
      lockedUntil: null,
      lastError: error.slice(0, 500),
      nextAttemptAt: sql`now() + make_interval(secs => ${retryDelaySeconds(lease.attempts)})`,
    })
    .where(held(lease))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** A failed mail, tried again from the console: pending at once, with its attempts counted afresh. */
export async function retryMail(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(mailOutbox)
    .set({ status: 'pending', attempts: 0, nextAttemptAt: sql`now()`, lastError: null })
    .where(and(eq(mailOutbox.id, id), eq(mailOutbox.status, 'failed')))
    .returning({ id: mailOutbox.id });
  return rows.length > 0;
}

/** The mails written for one recipient, newest first (a client's page, the tests). */
export function mailsTo(db: Db, address: string, limit = 50) {
  return db
    .select({
      id: mailOutbox.id,
      kind: mailOutbox.kind,
      subject: mailOutbox.subject,
      status: mailOutbox.status,
      attempts: mailOutbox.attempts,
      lastError: mailOutbox.lastError,
      requestId: mailOutbox.requestId,
      sentAt: mailOutbox.sentAt,
      createdAt: mailOutbox.createdAt,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.toAddress, address.toLowerCase()))
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}
