import { asc, eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { rightsEnquiries, rightsEnquiryEvents } from '#server/db/schema/rights.ts';
import type { RightsStatus } from '#shared/contract/rights-terms.ts';
import { newReference } from './enquiries.ts';

/* Rights enquiries straight in the database, and their history, for the tests. */

type Values = Partial<typeof rightsEnquiries.$inferInsert>;

/** An enquiry (for the Turkish print rights of a book titled 'كتاب'), with its arrival in the history. */
export async function insertEnquiry(db: Db, values: Values = {}) {
  const [row] = await db
    .insert(rightsEnquiries)
    .values({
      reference: newReference(),
      bookId: null,
      bookTitleAr: 'كتاب',
      bookTitleEn: 'A book',
      territories: ['TR'],
      language: 'tr',
      format: 'print',
      printRun: 3000,
      company: 'Yapı Kredi Yayınları',
      contactName: 'Ayşe Demir',
      email: 'rights@ykykultur.example',
      replyLanguage: 'en',
      ...values,
    })
    .returning();
  await db
    .insert(rightsEnquiryEvents)
    .values({ enquiryId: row!.id, fromStatus: null, toStatus: (values.status ?? 'new') as RightsStatus });
  return row!;
}

/** An enquiry's history, oldest first. */
export const eventsOf = (db: Db, enquiryId: number) =>
  db
    .select()
    .from(rightsEnquiryEvents)
    .where(eq(rightsEnquiryEvents.enquiryId, enquiryId))
    .orderBy(asc(rightsEnquiryEvents.id));

/** The enquiries sent from `email`, oldest first. */
export const enquiriesFrom = (db: Db, email: string) =>
  db.select().from(rightsEnquiries).where(eq(rightsEnquiries.email, email)).orderBy(asc(rightsEnquiries.id));

export { rightsEnquiries, rightsEnquiryEvents };
