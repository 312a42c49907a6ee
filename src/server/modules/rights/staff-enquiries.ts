import { and, asc, count, desc, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rightsEnquiries, rightsEnquiryEvents } from '#server/db/schema/rights.ts';
import { staffNames } from '#server/modules/staff/index.ts';
import type { ListPage } from '#server/services/list-answer.ts';
import { RIGHTS_TRANSITIONS } from '#shared/contract/rights-terms.ts';
import type { StaffRightsEnquiry, StaffRightsQuery, StaffRightsRow } from '#shared/contract/staff-rights.ts';
import { STAFF_LIST_LIMITS } from '#shared/contract/staff-taxonomy.ts';
import type { EnquiryRow } from './enquiries.ts';

/* Rights enquiries as the console reads them: a page of the list, one enquiry with its history. */

const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filters(query: StaffRightsQuery): SQL | undefined {
  const search = query.search?.trim();
  const like = search ? likeText(search) : '';
  return and(
    query.status ? eq(rightsEnquiries.status, query.status) : undefined,
    search
      ? or(
          ilike(rightsEnquiries.reference, like),
          ilike(rightsEnquiries.company, like),
          ilike(rightsEnquiries.contactName, like),
          ilike(rightsEnquiries.email, like),
          ilike(rightsEnquiries.bookTitleAr, like),
          ilike(rightsEnquiries.bookTitleEn, like),
        )
      : undefined,
  );
}

export function presentRow(row: EnquiryRow): StaffRightsRow {
  return {
    id: row.id,
    reference: row.reference,
    status: row.status,
    book_id: row.bookId,
    book_title_ar: row.bookTitleAr,
    book_title_en: row.bookTitleEn,
    territories: row.territories,
    language: row.language,
    format: row.format,
    print_run: row.printRun,
    company: row.company,
    contact_name: row.contactName,
    email: row.email,
    reply_language: row.replyLanguage,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** A page of enquiries, newest first (`dir=asc`: oldest first), of one status or all. */
export async function listEnquiries(db: Db, query: StaffRightsQuery): Promise<ListPage<StaffRightsRow>> {
  const page = query.page ?? 1;
  const perPage = query.per_page ?? STAFF_LIST_LIMITS.perPage;
  const where = filters(query);
  const by = query.dir === 'asc' ? asc : desc;
  const rows = await db
    .select()
    .from(rightsEnquiries)
    .where(where)
    .orderBy(by(rightsEnquiries.createdAt), by(rightsEnquiries.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  const [{ total }] = await db.select({ total: count() }).from(rightsEnquiries).where(where);
  return { data: rows.map(presentRow), total, page, perPage };
}

/** One enquiry with its whole history, oldest event first, and the moves open to it; null when unknown. */
export async function findEnquiry(db: Db, id: number): Promise<StaffRightsEnquiry | null> {
  const [row] = await db.select().from(rightsEnquiries).where(eq(rightsEnquiries.id, id));
  if (!row) return null;
  const events = await db
    .select()
    .from(rightsEnquiryEvents)
    .where(eq(rightsEnquiryEvents.enquiryId, id))
    .orderBy(asc(rightsEnquiryEvents.id));
  const names = await staffNames(
    db,
    events.flatMap((event) => (event.staffId ? [event.staffId] : [])),
  );
  return {
    ...presentRow(row),
    phone: row.phone,
    message: row.message,
    events: events.map((event) => ({
      id: event.id,
      from_status: event.fromStatus,
      to_status: event.toStatus,
      note: event.note,
      staff_name: event.staffId ? (names.get(event.staffId) ?? null) : null,
      at: event.at.toISOString(),
    })),
    next_statuses: [...RIGHTS_TRANSITIONS[row.status]],
  };
}
