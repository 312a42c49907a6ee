import { and, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { mailOutbox } from '#server/db/schema/mail.ts';
import {
  type MailStatus,
  STAFF_MAIL_PER_PAGE,
  type StaffMailQuery,
  type StaffMailRow,
} from '#shared/contract/staff-mail.ts';

/* The outbox as the back office reads it: which mails went, which wait, which failed and why. */

/** `%`, `_` and `\` typed in a search are letters, not patterns. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** What staff see of a mail: never its body. */
const rowColumns = {
  id: mailOutbox.id,
  kind: mailOutbox.kind,
  to: mailOutbox.toAddress,
  language: mailOutbox.language,
  subject: mailOutbox.subject,
  status: mailOutbox.status,
  attempts: mailOutbox.attempts,
  lastError: mailOutbox.lastError,
  createdAt: mailOutbox.createdAt,
  sentAt: mailOutbox.sentAt,
};

type Row = {
  id: number;
  kind: string;
  to: string;
  language: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: Date;
  sentAt: Date | null;
};

const present = (row: Row): StaffMailRow => ({
  id: row.id,
  kind: row.kind,
  to: row.to,
  language: row.language,
  subject: row.subject,
  status: row.status as MailStatus,
  attempts: row.attempts,
  last_error: row.lastError,
  created_at: row.createdAt.toISOString(),
  sent_at: row.sentAt?.toISOString() ?? null,
});

function filters(query: StaffMailQuery): SQL | undefined {
  const search = query.search?.trim();
  return and(
    query.status ? eq(mailOutbox.status, query.status) : undefined,
    query.kind ? eq(mailOutbox.kind, query.kind) : undefined,
    search
      ? or(ilike(mailOutbox.toAddress, likeText(search)), ilike(mailOutbox.subject, likeText(search)))
      : undefined,
  );
}

/** A page of the outbox, newest first. */
export async function listStaffMail(db: Db, query: StaffMailQuery) {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_MAIL_PER_PAGE;
  const where = filters(query);
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(rowColumns)
      .from(mailOutbox)
      .where(where)
      .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(mailOutbox).where(where),
  ]);
  return { data: rows.map(present), total, page, perPage };
}

/** One mail as staff see it, or undefined. */
export async function findStaffMail(db: Db, id: number): Promise<StaffMailRow | undefined> {
  const [row] = await db.select(rowColumns).from(mailOutbox).where(eq(mailOutbox.id, id));
  return row && present(row);
}
