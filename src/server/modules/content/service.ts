import { asc, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import {
  contactInfo,
  contactMessages,
  links,
  linkTypes,
  seos,
  socialMedias,
  terms,
} from '#server/db/schema/content.ts';
import type { ContactInfo, LinkItem, LinkType, Seo, SocialMedia, Terms } from '#shared/contract/content.ts';
import type { Lang } from '#shared/lang.ts';
import { localized } from '#shared/lang.ts';

export async function listSocialMedias(db: Db): Promise<SocialMedia[]> {
  return db
    .select({
      id: socialMedias.id,
      title: socialMedias.title,
      link: socialMedias.link,
      icon: socialMedias.icon,
    })
    .from(socialMedias)
    .orderBy(asc(socialMedias.sort), asc(socialMedias.id));
}

export async function findContactInfo(db: Db, id: number, lang: Lang): Promise<ContactInfo | null> {
  const [row] = await db.select().from(contactInfo).where(eq(contactInfo.id, id));
  if (!row) return null;
  return {
    id: row.id,
    ...localized(lang, 'title', row.titleAr, row.titleEn),
    ...localized(lang, 'description', row.descriptionAr, row.descriptionEn),
    map_link: row.mapLink,
    qr_link: row.qrLink,
    phone: row.phone,
    email: row.email,
  };
}

export async function listLinkTypes(db: Db): Promise<LinkType[]> {
  return db
    .select({ id: linkTypes.id, title_ar: linkTypes.titleAr, title_en: linkTypes.titleEn })
    .from(linkTypes)
    .orderBy(asc(linkTypes.sort), asc(linkTypes.id));
}

export async function listLinks(db: Db, linkTypeId: number, lang: Lang): Promise<LinkItem[]> {
  const rows = await db
    .select({ link: links, typeAr: linkTypes.titleAr, typeEn: linkTypes.titleEn })
    .from(links)
    .innerJoin(linkTypes, eq(linkTypes.id, links.linkTypeId))
    .where(eq(links.linkTypeId, linkTypeId))
    .orderBy(asc(links.id));
  return rows.map(({ link, typeAr, typeEn }) => ({
    id: link.id,
    ...localized(lang, 'name', link.nameAr, link.nameEn),
    link: link.link,
    link_type_id: link.linkTypeId,
    link_type_title_ar: typeAr,
    link_type_title_en: typeEn,
    files: { columns: { image: link.image ? [{ file_name: link.image }] : [] } },
  }));
}

/** The site's SEO texts: the first record is the one in force. */
export async function findSeo(db: Db, lang: Lang): Promise<Seo | null> {
  const [row] = await db.select().from(seos).orderBy(asc(seos.id)).limit(1);
  if (!row) return null;
  return {
    ...localized(lang, 'title', row.titleAr, row.titleEn),
    ...localized(lang, 'description', row.descriptionAr, row.descriptionEn),
    ...localized(lang, 'keywords', row.keywordsAr, row.keywordsEn),
  };
}

/** The privacy terms: the first record is the one in force. */
export async function findTerms(db: Db, lang: Lang): Promise<Terms | null> {
  const [row] = await db.select().from(terms).orderBy(asc(terms.id)).limit(1);
  if (!row) return null;
  return {
    ...localized(lang, 'title', row.titleAr, row.titleEn),
    ...localized(lang, 'description', row.descriptionAr, row.descriptionEn),
  };
}

export async function storeMessage(
  db: Db,
  message: { name: string; email: string; message: string; ip: string | undefined; language: Lang },
): Promise<{ id: number }> {
  const [row] = await db
    .insert(contactMessages)
    .values({
      name: message.name,
      email: message.email,
      message: message.message,
      ip: message.ip,
      language: message.language,
    })
    .returning({ id: contactMessages.id });
  return row;
}

/** Contact messages nobody has opened yet (the console's badge; a partial index). */
export async function unreadMessageCount(db: Db): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(contactMessages)
    .where(isNull(contactMessages.readAt));
  return row?.count ?? 0;
}
