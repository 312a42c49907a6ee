import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { newsletters } from '#server/db/schema/content.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import { currentRequestId } from '#server/plugins/request-id.ts';
import { sanitizeRichText } from '#server/services/rich-text.ts';
import type {
  NewsletterBody,
  NewsletterStatus,
  StaffNewsletter,
  StaffNewslettersQuery,
} from '#shared/contract/staff-newsletters.ts';
import { windowOf } from './admin-lists.ts';
import { newsletterMail } from './mails.ts';
import { audienceAfter, unsubscribeLink } from './subscribers.ts';

/*
 * Newsletters: written as drafts, then sent. Sending writes one outbox mail per receiving subscriber,
 * a batch of subscribers (by id) per transaction that also moves the newsletter's `cursor` on. A
 * restart resumes at the cursor, and the outbox key 'newsletter:{id}:{subscriber}' lets no subscriber
 * get it twice even when a batch runs again.
 */

export const NEWSLETTER_BATCH = 200;

type Row = typeof newsletters.$inferSelect;

const present = (row: Row): StaffNewsletter => ({
  id: row.id,
  subject_ar: row.subjectAr,
  subject_en: row.subjectEn,
  body_ar: row.bodyAr,
  body_en: row.bodyEn,
  status: row.status as NewsletterStatus,
  recipients: row.recipients,
  queued_at: row.queuedAt?.toISOString() ?? null,
  sent_at: row.sentAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

const columns = (body: NewsletterBody) => ({
  subjectAr: body.subject_ar.trim(),
  subjectEn: body.subject_en.trim(),
  bodyAr: sanitizeRichText(body.body_ar),
  bodyEn: sanitizeRichText(body.body_en),
});

export async function listStaffNewsletters(db: Db, query: StaffNewslettersQuery) {
  const { page, perPage, offset } = windowOf(query);
  const by = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(newsletters)
    .orderBy(by(newsletters.createdAt), by(newsletters.id))
    .limit(perPage)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(newsletters);
  return {
    data: rows.map((row) => {
      const { body_ar: _ar, body_en: _en, ...rest } = present(row);
      return rest;
    }),
    total,
    page,
    perPage,
  };
}

export async function findStaffNewsletter(db: Db, id: number, lock = false): Promise<StaffNewsletter | null> {
  const query = db.select().from(newsletters).where(eq(newsletters.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row ? present(row) : null;
}

export async function createNewsletter(db: Db, body: NewsletterBody, staffId: number) {
  const [row] = await db
    .insert(newsletters)
    .values({ ...columns(body), createdBy: staffId })
    .returning();
  return present(row);
}

/** Rewrites a draft; null when the newsletter is no longer one (the caller checked it exists). */
export async function updateNewsletter(db: Db, id: number, body: NewsletterBody) {
  const [row] = await db
    .update(newsletters)
    .set(columns(body))
    .where(sql`${newsletters.id} = ${id} and ${newsletters.status} = 'draft'`)
    .returning();
  return row ? present(row) : null;
}

/** A draft handed to the sender; null when it is not a draft any more. */
export async function queueNewsletter(db: Db, id: number) {
  const [row] = await db
    .update(newsletters)
    .set({ status: 'sending', queuedAt: sql`now()`, requestId: currentRequestId() ?? null })
    .where(sql`${newsletters.id} = ${id} and ${newsletters.status} = 'draft'`)
    .returning();
  return row ? present(row) : null;
}

/**
 * Writes the next batch of one sending newsletter to the outbox, in one transaction with its cursor.
 * Returns how many mails the batch covered, or null when the newsletter is no longer sending (done,
 * or taken by another process: its row is locked while a batch is written).
 */
export async function sendNewsletterBatch(
  db: Db,
  id: number,
  publicUrl: string,
  batch = NEWSLETTER_BATCH,
): Promise<number | null> {
  return db.transaction(async (tx) => {
    const [letter] = await tx
      .select()
      .from(newsletters)
      .where(sql`${newsletters.id} = ${id} and ${newsletters.status} = 'sending'`)
      .for('update', { skipLocked: true });
    if (!letter) return null;
    const readers = await audienceAfter(tx as unknown as Db, letter.cursor, batch);
    if (readers.length === 0) {
      await tx.update(newsletters).set({ status: 'sent', sentAt: sql`now()` }).where(eq(newsletters.id, id));
      return 0;
    }
    let written = 0;
    for (const reader of readers) {
      const lang = reader.language === 'en' ? 'en' : 'ar';
      const mail = newsletterMail(
        lang,
        lang === 'ar'
          ? { subject: letter.subjectAr, html: letter.bodyAr }
          : { subject: letter.subjectEn, html: letter.bodyEn },
        unsubscribeLink(publicUrl, reader.unsubscribeToken),
      );
      const mailId = await enqueueMail(tx, {
        key: `newsletter:${id}:${reader.id}`,
        kind: 'newsletter',
        to: reader.email,
        language: lang,
        ...mail,
        requestId: letter.requestId,
      });
      if (mailId !== null) written += 1;
    }
    await tx
      .update(newsletters)
      .set({
        cursor: readers[readers.length - 1].id,
        recipients: sql`${newsletters.recipients} + ${written}`,
      })
      .where(eq(newsletters.id, id));
    return readers.length;
  });
}

/** Sends every newsletter that is sending, batch after batch, until none is left; the mails written. */
export async function sendQueuedNewsletters(db: Db, publicUrl: string, batch = NEWSLETTER_BATCH) {
  const sending = await db
    .select({ id: newsletters.id })
    .from(newsletters)
    .where(eq(newsletters.status, 'sending'))
    .orderBy(asc(newsletters.id));
  let total = 0;
  for (const { id } of sending) {
    for (;;) {
      const covered = await sendNewsletterBatch(db, id, publicUrl, batch);
      if (!covered) break;
      total += covered;
    }
  }
  return total;
}
