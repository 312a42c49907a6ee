import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactMessages, contactReplies } from '#server/db/schema/content.ts';
import { enqueueMail } from '#server/modules/mail/index.ts';
import type {
  ContactReplyBody,
  StaffContactMessage,
  StaffContactMessageRow,
  StaffMessagesQuery,
} from '#shared/contract/staff-messages.ts';
import { windowOf } from './admin-lists.ts';
import { contactReplyMail } from './mails.ts';

/* The contact form's inbox: messages as staff read them, marked read or unread, and answered by e-mail. */

const EXCERPT = 140;

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: StaffMessagesQuery): SQL | undefined {
  const search = query.search?.trim();
  return and(
    query.state === 'unread' ? isNull(contactMessages.readAt) : undefined,
    query.state === 'read' ? isNotNull(contactMessages.readAt) : undefined,
    search
      ? or(
          ilike(contactMessages.name, likeText(search)),
          ilike(contactMessages.email, likeText(search)),
          ilike(contactMessages.message, likeText(search)),
        )
      : undefined,
  );
}

type Row = typeof contactMessages.$inferSelect;

const base = (row: Row, replies: number) => ({
  id: row.id,
  name: row.name,
  email: row.email,
  language: row.language === 'en' ? ('en' as const) : ('ar' as const),
  read_at: row.readAt?.toISOString() ?? null,
  replies_count: replies,
  created_at: row.createdAt.toISOString(),
});

// Table-qualified on purpose: inside the subquery a bare `id` would be the reply's.
const repliesCount = sql<number>`(select count(*)::int from ${contactReplies} where ${contactReplies}.message_id = ${contactMessages}.id)`;

export async function listStaffMessages(db: Db, query: StaffMessagesQuery) {
  const { page, perPage, offset } = windowOf(query);
  const where = filters(query);
  const by = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select({ message: contactMessages, replies: repliesCount })
    .from(contactMessages)
    .where(where)
    .orderBy(by(contactMessages.createdAt), by(contactMessages.id))
    .limit(perPage)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(contactMessages).where(where);
  const data: StaffContactMessageRow[] = rows.map(({ message, replies }) => ({
    ...base(message, Number(replies)),
    excerpt: message.message.length > EXCERPT ? `${message.message.slice(0, EXCERPT)}…` : message.message,
  }));
  return { data, total, page, perPage };
}

export async function findStaffMessage(db: Db, id: number): Promise<StaffContactMessage | null> {
  const [row] = await db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!row) return null;
  const replies = await db
    .select()
    .from(contactReplies)
    .where(eq(contactReplies.messageId, id))
    .orderBy(asc(contactReplies.id));
  return {
    ...base(row, replies.length),
    message: row.message,
    replies: replies.map((reply) => ({
      id: reply.id,
      staff_email: reply.staffEmail,
      subject: reply.subject,
      body: reply.body,
      created_at: reply.createdAt.toISOString(),
    })),
  };
}

/** Marks a message read (now, unless it was already) or unread; false when there is no such message. */
export async function markMessage(db: Db, id: number, read: boolean): Promise<boolean> {
  const rows = await db
    .update(contactMessages)
    .set({ readAt: read ? sql`coalesce(${contactMessages.readAt}, now())` : null })
    .where(eq(contactMessages.id, id))
    .returning({ id: contactMessages.id });
  return rows.length > 0;
}

/**
 * Stores a staff member's reply and writes its mail to the outbox, in the caller's transaction, in the
 * language the message was written in. The message counts as read. Null when there is no such message.
 */
export async function replyToMessage(
  db: Db,
  id: number,
  staff: { id: number; email: string },
  body: ContactReplyBody,
): Promise<{ replyId: number } | null> {
  const [message] = await db
    .update(contactMessages)
    .set({ readAt: sql`coalesce(${contactMessages.readAt}, now())` })
    .where(eq(contactMessages.id, id))
    .returning();
  if (!message) return null;
  const subject = body.subject.trim();
  const text = body.body.trim();
  const [reply] = await db
    .insert(contactReplies)
    .values({ messageId: id, staffId: staff.id, staffEmail: staff.email, subject, body: text })
    .returning({ id: contactReplies.id });
  const lang = message.language === 'en' ? 'en' : 'ar';
  await enqueueMail(db, {
    key: `contact-reply:${reply.id}`,
    kind: 'contact_reply',
    to: message.email,
    language: lang,
    ...contactReplyMail(lang, { subject, body: text, original: message.message }),
  });
  return { replyId: reply.id };
}
