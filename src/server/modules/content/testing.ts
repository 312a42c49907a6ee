import { sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactMessages, subscribers } from '#server/db/schema/content.ts';
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
