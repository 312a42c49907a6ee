import { asc, count, eq, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { contactInfo, seos, socialMedias, terms } from '#server/db/schema/content.ts';
import { isBlankRichText, sanitizeRichText } from '#server/services/rich-text.ts';
import type {
  StaffContact,
  StaffContactInput,
  StaffSeo,
  StaffSeoInput,
  StaffSocialMedia,
  StaffSocialMediaInput,
  StaffSocialMediaQuery,
  StaffTerms,
  StaffTermsInput,
} from '#shared/contract/staff-pages.ts';
import { given, ordered, type StaffPage, windowOf, wordsIn } from './admin-lists.ts';

/*
 * The back office's site pages and settings. The privacy terms, the contact details and the SEO texts
 * are one record each, read by the shop as content/service.ts does: the first terms and SEO record,
 * contact record 1. Saving creates the record when it is missing; a lock per record keeps two saves
 * at once from making two. Rich text is cleaned here, with the allow-list, before it is stored.
 */

/** The shop's contact page reads record 1 (GET /contact-us/1). */
export const CONTACT_RECORD_ID = 1;

/** A record saved: its id and the record before (null when it was created) and after. */
export type Saved<T> = { id: number; before: T | null; after: T };
/** A save refused because these fields would be empty. */
export type MissingFields = { missing: string[] };

const blankFields = <T extends Record<string, unknown>>(fields: readonly (keyof T & string)[], record: T) =>
  fields.filter((field) => String(record[field] ?? '').trim() === '');

/** Waits for any other save of the same record in this transaction's lifetime. */
const lockRecord = (tx: Db, name: string) => tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${name}))`);

const clean = (html: string | undefined) => (html === undefined ? undefined : sanitizeRichText(html));

/* ---------- privacy terms ---------- */

const termsAnswer = (row: typeof terms.$inferSelect): StaffTerms => ({
  title_ar: row.titleAr,
  title_en: row.titleEn,
  description_ar: row.descriptionAr,
  description_en: row.descriptionEn,
});

const noTerms: StaffTerms = { title_ar: '', title_en: '', description_ar: '', description_en: '' };

async function firstTerms(db: Db) {
  const [row] = await db.select().from(terms).orderBy(asc(terms.id)).limit(1);
  return row;
}

/** The privacy terms in force, empty fields when there are none yet. */
export async function getStaffTerms(db: Db): Promise<StaffTerms> {
  const row = await firstTerms(db);
  return row ? termsAnswer(row) : noTerms;
}

export async function saveTerms(tx: Db, input: StaffTermsInput): Promise<Saved<StaffTerms> | MissingFields> {
  await lockRecord(tx, 'content.terms');
  const row = await firstTerms(tx);
  const before = row ? termsAnswer(row) : null;
  const after: StaffTerms = {
    ...(before ?? noTerms),
    ...given({
      title_ar: input.title_ar,
      title_en: input.title_en,
      description_ar: clean(input.description_ar),
      description_en: clean(input.description_en),
    }),
  };
  const missing = blankFields(['title_ar'], after);
  if (isBlankRichText(after.description_ar)) missing.push('description_ar');
  if (missing.length > 0) return { missing };
  const values = {
    titleAr: after.title_ar,
    titleEn: after.title_en,
    descriptionAr: after.description_ar,
    descriptionEn: after.description_en,
  };
  if (row) {
    await tx.update(terms).set(values).where(eq(terms.id, row.id));
    return { id: row.id, before, after };
  }
  const [created] = await tx.insert(terms).values(values).returning({ id: terms.id });
  return { id: created.id, before, after };
}

/* ---------- contact details ---------- */

const contactAnswer = (row: typeof contactInfo.$inferSelect): StaffContact => ({
  title_ar: row.titleAr,
  title_en: row.titleEn,
  description_ar: row.descriptionAr,
  description_en: row.descriptionEn,
  phone: row.phone,
  email: row.email,
  map_link: row.mapLink,
  qr_link: row.qrLink,
});

const noContact: StaffContact = {
  title_ar: '',
  title_en: '',
  description_ar: '',
  description_en: '',
  phone: '',
  email: null,
  map_link: '',
  qr_link: '',
};

async function contactRecord(db: Db) {
  const [row] = await db.select().from(contactInfo).where(eq(contactInfo.id, CONTACT_RECORD_ID));
  return row;
}

/** The shop's contact details, empty fields when there are none yet. */
export async function getStaffContact(db: Db): Promise<StaffContact> {
  const row = await contactRecord(db);
  return row ? contactAnswer(row) : noContact;
}

export async function saveContact(
  tx: Db,
  input: StaffContactInput,
): Promise<Saved<StaffContact> | MissingFields> {
  await lockRecord(tx, 'content.contact_info');
  const row = await contactRecord(tx);
  const before = row ? contactAnswer(row) : null;
  const after: StaffContact = {
    ...(before ?? noContact),
    ...given({
      ...input,
      description_ar: clean(input.description_ar),
      description_en: clean(input.description_en),
    }),
  };
  const missing = blankFields(['title_ar'], after);
  if (missing.length > 0) return { missing };
  const values = {
    titleAr: after.title_ar,
    titleEn: after.title_en,
    descriptionAr: after.description_ar,
    descriptionEn: after.description_en,
    phone: after.phone,
    email: after.email,
    mapLink: after.map_link,
    qrLink: after.qr_link,
  };
  if (row) await tx.update(contactInfo).set(values).where(eq(contactInfo.id, CONTACT_RECORD_ID));
  else await tx.insert(contactInfo).values({ id: CONTACT_RECORD_ID, ...values });
  return { id: CONTACT_RECORD_ID, before, after };
}

/* ---------- SEO texts ---------- */

const seoAnswer = (row: typeof seos.$inferSelect): StaffSeo => ({
  title_ar: row.titleAr,
  title_en: row.titleEn,
  description_ar: row.descriptionAr,
  description_en: row.descriptionEn,
  keywords_ar: row.keywordsAr,
  keywords_en: row.keywordsEn,
});

const noSeo: StaffSeo = {
  title_ar: '',
  title_en: '',
  description_ar: '',
  description_en: '',
  keywords_ar: '',
  keywords_en: '',
};

async function firstSeo(db: Db) {
  const [row] = await db.select().from(seos).orderBy(asc(seos.id)).limit(1);
  return row;
}

/** The SEO texts in force, empty fields when there are none yet. */
export async function getStaffSeo(db: Db): Promise<StaffSeo> {
  const row = await firstSeo(db);
  return row ? seoAnswer(row) : noSeo;
}

export async function saveSeo(tx: Db, input: StaffSeoInput): Promise<Saved<StaffSeo> | MissingFields> {
  await lockRecord(tx, 'content.seos');
  const row = await firstSeo(tx);
  const before = row ? seoAnswer(row) : null;
  const after: StaffSeo = { ...(before ?? noSeo), ...given(input) };
  const missing = blankFields(['title_ar'], after);
  if (missing.length > 0) return { missing };
  const values = {
    titleAr: after.title_ar,
    titleEn: after.title_en,
    descriptionAr: after.description_ar,
    descriptionEn: after.description_en,
    keywordsAr: after.keywords_ar,
    keywordsEn: after.keywords_en,
  };
  if (row) {
    await tx.update(seos).set(values).where(eq(seos.id, row.id));
    return { id: row.id, before, after };
  }
  const [created] = await tx.insert(seos).values(values).returning({ id: seos.id });
  return { id: created.id, before, after };
}

/* ---------- social media entries ---------- */

const socialColumns = {
  id: socialMedias.id,
  title: socialMedias.title,
  link: socialMedias.link,
  icon: socialMedias.icon,
  sort: socialMedias.sort,
};

/** The entries, searched by title, link and icon, in the shop's order unless asked otherwise. */
export async function listStaffSocialMedia(
  db: Db,
  query: StaffSocialMediaQuery,
): Promise<StaffPage<StaffSocialMedia>> {
  const { page, perPage, offset } = windowOf(query);
  const where = wordsIn(
    sql`shop_normalize(${socialMedias.title} || ' ' || ${socialMedias.link} || ' ' || ${socialMedias.icon})`,
    query.search,
  );
  const key = { sort: socialMedias.sort, title: socialMedias.title, id: socialMedias.id }[
    query.sort ?? 'sort'
  ];
  const by = ordered(query.dir ?? 'asc');
  const data = await db
    .select(socialColumns)
    .from(socialMedias)
    .where(where)
    .orderBy(by(key), by(socialMedias.id))
    .limit(perPage)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(socialMedias).where(where);
  return { data, total, page, perPage };
}

async function socialMediaById(db: Db, id: number, lock = false): Promise<StaffSocialMedia | null> {
  const found = db.select(socialColumns).from(socialMedias).where(eq(socialMedias.id, id));
  const [row] = lock ? await found.for('update') : await found;
  return row ?? null;
}

export const findStaffSocialMedia = (db: Db, id: number) => socialMediaById(db, id);

/** A new entry; without a `sort` it goes after the others. */
export async function createSocialMedia(tx: Db, input: StaffSocialMediaInput): Promise<StaffSocialMedia> {
  const sort =
    input.sort ??
    (
      await tx
        .select({ next: sql<number>`coalesce(max(${socialMedias.sort}) + 1, 0)`.mapWith(Number) })
        .from(socialMedias)
    )[0].next;
  const [row] = await tx
    .insert(socialMedias)
    .values({ title: input.title, link: input.link, icon: input.icon, sort })
    .returning(socialColumns);
  return row;
}

export async function updateSocialMedia(
  tx: Db,
  id: number,
  input: Partial<StaffSocialMediaInput>,
): Promise<{ before: StaffSocialMedia; after: StaffSocialMedia } | null> {
  const before = await socialMediaById(tx, id, true);
  if (!before) return null;
  const changes = given(input);
  if (!changes) return { before, after: before };
  const [after] = await tx
    .update(socialMedias)
    .set(changes)
    .where(eq(socialMedias.id, id))
    .returning(socialColumns);
  return { before, after };
}

/** Deletes the entry; null when there was none. */
export async function deleteSocialMedia(tx: Db, id: number): Promise<StaffSocialMedia | null> {
  const [deleted] = await tx.delete(socialMedias).where(eq(socialMedias.id, id)).returning(socialColumns);
  return deleted ?? null;
}
