import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { akhbars, articles, contactMessages, subscribers } from '#server/db/schema/content.ts';
import type { SubscriberState } from '#shared/contract/staff-newsletters.ts';

/* Test support of the content module: subscribers and contact messages straight in the database. */

/** A subscriber in `state`; its row holds the unsubscribe token its mails would carry. */
export async function insertSubscriber(
  db: Db,
  fields: { email: string; language?: 'ar' | 'en'; state?: SubscriberState },
) {
  const state = fields.state ?? 'confirmed';
  const [row] = await db
    .insert(subscribers)
    .values({
      email: fields.email.toLowerCase(),
      language: fields.language ?? 'ar',
      confirmedAt: state === 'unconfirmed' ? null : sql`now()`,
      unsubscribedAt: state === 'unsubscribed' ? sql`now()` : null,
    })
    .returning();
  return row;
}

export async function insertContactMessage(
  db: Db,
  fields: { name: string; email: string; message: string; language?: 'ar' | 'en' },
) {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...fields, language: fields.language ?? 'ar' })
    .returning();
  return row;
}

/** A news item (akhbar) or Kashkoul article without files, as no screen makes it; its id. */
export async function insertContentItem(db: Db, table: 'akhbars' | 'articles') {
  const result = await db.execute(
    sql`insert into ${sql.identifier(table)} (title_ar, article_date) values ('عنوان', '2026-11-01') returning id`,
  );
  return (result as unknown as { rows: { id: number }[] }).rows[0]!.id;
}

/** A partner link of a new link type, as no screen makes it; its id. */
export async function insertLink(db: Db) {
  const idOf = (result: unknown) => (result as { rows: { id: number }[] }).rows[0]!.id;
  const type = idOf(
    await db.execute(
      sql`insert into link_types (title_ar, title_en) values ('شركاء', 'Partners') returning id`,
    ),
  );
  return idOf(
    await db.execute(
      sql`insert into links (link_type_id, name_ar, name_en, link) values (${type}, 'دار', 'House', 'https://example.com') returning id`,
    ),
  );
}

/** How many contact messages are stored. */
export async function contactMessageCount(db: Db) {
  const result = await db.execute(sql`SELECT count(*)::int AS n FROM contact_messages`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

/** The module's tables, for tests that arrange or read rows directly. */
export {
  akhbars,
  articles,
  contactInfo,
  contactMessages,
  linkTypes,
  newsletters,
  subscribers,
  terms,
} from '#server/db/schema/content.ts';

/**
 * Runs `during` with the newsletters' table gone, as a broken database would leave it, so that the
 * newsletter job fails; the table is back afterwards, whatever `during` did.
 */
export async function withNewslettersGone(db: Db, during: () => Promise<void>) {
  await db.execute(sql`ALTER TABLE newsletters RENAME TO newsletters_away`);
  try {
    await during();
  } finally {
    await db.execute(sql`ALTER TABLE newsletters_away RENAME TO newsletters`);
  }
}

/** A news item or Kashkoul article straight in the database. */
export async function insertArticle(
  db: Db,
  kind: 'news' | 'kashkoul',
  fields: Partial<typeof akhbars.$inferInsert> & { titleAr: string },
) {
  const [row] = await db
    .insert(kind === 'news' ? akhbars : articles)
    .values({ articleDate: '2026-03-01', ...fields })
    .returning();
  return row!;
}
