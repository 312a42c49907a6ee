import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactMessages, contactReplies, subscribers } from '#server/db/schema/content.ts';

/*
 * What the content module holds about one e-mail address, for the copy of a reader's data (decision
 * 085): the contact messages sent from it with the shop's replies, and its newsletter subscription.
 * Never the subscription's tokens.
 */

export type MessageData = {
  sent_at: string;
  name: string;
  message: string;
  replies: { sent_at: string; subject: string; body: string }[];
};

export type SubscriptionData = {
  subscribed_at: string;
  confirmed_at: string | null;
  unsubscribed_at: string | null;
} | null;

/** The contact messages sent from `email`, each with the shop's replies, and its subscription. */
export async function messageDataOf(
  db: Db,
  email: string,
): Promise<{ messages: MessageData[]; newsletter: SubscriptionData }> {
  const address = email.toLowerCase();
  const messages = await db
    .select()
    .from(contactMessages)
    .where(eq(sql`lower(${contactMessages.email})`, address))
    .orderBy(asc(contactMessages.id));
  const replies = messages.length
    ? await db
        .select()
        .from(contactReplies)
        .where(
          inArray(
            contactReplies.messageId,
            messages.map((row) => row.id),
          ),
        )
        .orderBy(asc(contactReplies.id))
    : [];
  const [subscriber] = await db.select().from(subscribers).where(eq(subscribers.email, address));
  return {
    messages: messages.map((row) => ({
      sent_at: row.createdAt.toISOString(),
      name: row.name,
      message: row.message,
      replies: replies
        .filter((reply) => reply.messageId === row.id)
        .map((reply) => ({
          sent_at: reply.createdAt.toISOString(),
          subject: reply.subject,
          body: reply.body,
        })),
    })),
    newsletter: subscriber
      ? {
          subscribed_at: subscriber.createdAt.toISOString(),
          confirmed_at: subscriber.confirmedAt?.toISOString() ?? null,
          unsubscribed_at: subscriber.unsubscribedAt?.toISOString() ?? null,
        }
      : null,
  };
}

/**
 * Takes `email` off the newsletter's list, as its unsubscribe link does: a reader who withdraws their
 * marketing consent receives no newsletter at that address any more. Answers whether it was on it.
 */
export async function unsubscribeEmail(db: Db, email: string): Promise<boolean> {
  const rows = await db
    .update(subscribers)
    .set({ unsubscribedAt: sql`coalesce(${subscribers.unsubscribedAt}, now())`, confirmTokenHash: null })
    .where(eq(subscribers.email, email.toLowerCase()))
    .returning({ id: subscribers.id });
  return rows.length > 0;
}
