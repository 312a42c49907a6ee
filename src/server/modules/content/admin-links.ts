import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { links, linkTypes } from '#server/db/schema/content.ts';
import type {
  StaffLink,
  StaffLinksQuery,
  StaffLinkType,
  StaffLinkTypesQuery,
} from '#shared/contract/staff-content.ts';
import type { Lang } from '#shared/lang.ts';
import { given, ordered, type StaffPage, windowOf, wordsIn } from './admin-lists.ts';

/*
 * The back office's link types (the footer's groups) and their links. A link type is deleted only when
 * it holds no link: the table would delete its links with it, and a click should not lose a whole group
 * of the footer. The type is locked first, so a link added meanwhile waits and then fails its reference.
 */

/** How many names a refusal gives. */
const NAMED_LINKS = 3;

/** Who still uses a record: how many links and the names of the first few, in both languages. */
export type LinksInType = { total: number; titles: { ar: string[]; en: string[] } };

/* ---------- link types ---------- */

const linksOfType = sql<number>`(SELECT count(*) FROM links l WHERE l.link_type_id = link_types.id)`;

const linkTypeColumns = {
  id: linkTypes.id,
  title_ar: linkTypes.titleAr,
  title_en: linkTypes.titleEn,
  sort: linkTypes.sort,
  links_count: linksOfType.mapWith(Number),
};

export async function listStaffLinkTypes(
  db: Db,
  query: StaffLinkTypesQuery,
  lang: Lang,
): Promise<StaffPage<StaffLinkType>> {
  const { page, perPage, offset } = windowOf(query);
  const where = wordsIn(
    sql`shop_normalize(${linkTypes.titleAr} || ' ' || ${linkTypes.titleEn})`,
    query.search,
  );
  const sort = query.sort ?? 'sort';
  const key = {
    sort: linkTypes.sort,
    title: lang === 'en' ? linkTypes.titleEn : linkTypes.titleAr,
    links: linksOfType,
    id: linkTypes.id,
  }[sort];
  const by = ordered(query.dir ?? (sort === 'links' ? 'desc' : 'asc'));
  const data = await db
    .select(linkTypeColumns)
    .from(linkTypes)
    .where(where)
    .orderBy(by(key), by(linkTypes.id))
    .limit(perPage)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(linkTypes).where(where);
  return { data, total, page, perPage };
}

/**
 * The link type; with `lock`, locked first for the caller's transaction, and read after in a statement
 * of its own: a statement that waited for the lock still sees the rows as they were when it began, so
 * its count would miss a link stored meanwhile.
 */
async function linkTypeById(db: Db, id: number, lock = false): Promise<StaffLinkType | null> {
  if (lock) {
    const [row] = await db
      .select({ id: linkTypes.id })
      .from(linkTypes)
      .where(eq(linkTypes.id, id))
      .for('update');
    if (!row) return null;
  }
  const [row] = await db.select(linkTypeColumns).from(linkTypes).where(eq(linkTypes.id, id));
  return row ?? null;
}

export const findStaffLinkType = (db: Db, id: number) => linkTypeById(db, id);

export type LinkTypeInput = { title_ar: string; title_en: string; sort?: number };

export async function createLinkType(tx: Db, input: LinkTypeInput): Promise<StaffLinkType> {
  const [row] = await tx
    .insert(linkTypes)
    .values({ titleAr: input.title_ar, titleEn: input.title_en, sort: input.sort ?? 0 })
    .returning({ id: linkTypes.id });
  return (await linkTypeById(tx, row.id))!;
}

export async function updateLinkType(
  tx: Db,
  id: number,
  input: Partial<LinkTypeInput>,
): Promise<{ before: StaffLinkType; after: StaffLinkType } | null> {
  const before = await linkTypeById(tx, id, true);
  if (!before) return null;
  const values = given({ titleAr: input.title_ar, titleEn: input.title_en, sort: input.sort });
  if (values) await tx.update(linkTypes).set(values).where(eq(linkTypes.id, id));
  return { before, after: (await linkTypeById(tx, id))! };
}

/** Deleted (the type as it was), refused while links are in it, or null when there is no such type. */
export async function deleteLinkType(
  tx: Db,
  id: number,
): Promise<{ deleted: StaffLinkType } | { usedBy: LinksInType } | null> {
  const found = await linkTypeById(tx, id, true);
  if (!found) return null;
  if (found.links_count > 0) {
    const first = await tx
      .select({ ar: links.nameAr, en: links.nameEn })
      .from(links)
      .where(eq(links.linkTypeId, id))
      .orderBy(asc(links.id))
      .limit(NAMED_LINKS);
    const titles = { ar: first.map((l) => l.ar), en: first.map((l) => (l.en.trim() ? l.en : l.ar)) };
    return { usedBy: { total: found.links_count, titles } };
  }
  await tx.delete(linkTypes).where(eq(linkTypes.id, id));
  return { deleted: found };
}

/* ---------- links ---------- */

const linkColumns = {
  id: links.id,
  link_type_id: links.linkTypeId,
  link_type_title_ar: linkTypes.titleAr,
  link_type_title_en: linkTypes.titleEn,
  name_ar: links.nameAr,
  name_en: links.nameEn,
  link: links.link,
  image: links.image,
};

export async function listStaffLinks(
  db: Db,
  query: StaffLinksQuery,
  lang: Lang,
): Promise<StaffPage<StaffLink>> {
  const { page, perPage, offset } = windowOf(query);
  const filters: (SQL | undefined)[] = [
    wordsIn(
      sql`shop_normalize(${links.nameAr} || ' ' || ${links.nameEn} || ' ' || ${links.link})`,
      query.search,
    ),
    query.link_type_id === undefined ? undefined : eq(links.linkTypeId, query.link_type_id),
  ];
  const where = and(...filters);
  const sort = query.sort ?? 'type';
  const name = lang === 'en' ? links.nameEn : links.nameAr;
  const by = ordered(query.dir ?? 'asc');
  const keys = {
    name: [by(name)],
    type: [by(linkTypes.sort), by(linkTypes.id), by(name)],
    id: [],
  }[sort];
  const data = await db
    .select(linkColumns)
    .from(links)
    .innerJoin(linkTypes, eq(linkTypes.id, links.linkTypeId))
    .where(where)
    .orderBy(...keys, by(links.id))
    .limit(perPage)
    .offset(offset);
  const [{ total }] = await db.select({ total: count() }).from(links).where(where);
  return { data, total, page, perPage };
}

async function linkById(db: Db, id: number, lock = false): Promise<StaffLink | null> {
  const found = db
    .select(linkColumns)
    .from(links)
    .innerJoin(linkTypes, eq(linkTypes.id, links.linkTypeId))
    .where(eq(links.id, id));
  const [row] = lock ? await found.for('update', { of: links }) : await found;
  return row ?? null;
}

export const findStaffLink = (db: Db, id: number) => linkById(db, id);

export type LinkInput = { link_type_id: number; name_ar: string; name_en: string; link: string };

/** The link type exists; it is share-locked, so it cannot be deleted before the caller's link is stored. */
async function linkTypeExists(tx: Db, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: linkTypes.id })
    .from(linkTypes)
    .where(eq(linkTypes.id, id))
    .for('share');
  return Boolean(row);
}

/** The new link, or 'unknown_type' when its link type does not exist. */
export async function createLink(tx: Db, input: LinkInput): Promise<StaffLink | 'unknown_type'> {
  if (!(await linkTypeExists(tx, input.link_type_id))) return 'unknown_type';
  const [row] = await tx
    .insert(links)
    .values({
      linkTypeId: input.link_type_id,
      nameAr: input.name_ar,
      nameEn: input.name_en,
      link: input.link,
    })
    .returning({ id: links.id });
  return (await linkById(tx, row.id))!;
}

/** The link before and after; null when there is no such link, 'unknown_type' for a missing type. */
export async function updateLink(
  tx: Db,
  id: number,
  input: Partial<LinkInput>,
): Promise<{ before: StaffLink; after: StaffLink } | 'unknown_type' | null> {
  const before = await linkById(tx, id, true);
  if (!before) return null;
  if (input.link_type_id !== undefined && !(await linkTypeExists(tx, input.link_type_id))) {
    return 'unknown_type';
  }
  const values = given({
    linkTypeId: input.link_type_id,
    nameAr: input.name_ar,
    nameEn: input.name_en,
    link: input.link,
  });
  if (values) await tx.update(links).set(values).where(eq(links.id, id));
  return { before, after: (await linkById(tx, id))! };
}

/** The link as it was, its picture key included (the caller removes the file), or null. */
export async function deleteLink(tx: Db, id: number): Promise<StaffLink | null> {
  const found = await linkById(tx, id, true);
  if (!found) return null;
  await tx.delete(links).where(eq(links.id, id));
  return found;
}
