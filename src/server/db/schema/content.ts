import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns.ts';

/* Tables of the content module: magazine, news, pages, links and the contact and newsletter forms. */

const contentColumns = () => ({
  id: serial('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull().default(''),
  descriptionAr: text('description_ar').notNull().default(''),
  descriptionEn: text('description_en').notNull().default(''),
  articleDate: date('article_date').notNull(),
  issueNumber: integer('issue_number'),
  image: text('image'),
  pdf: text('pdf'),
  createdAt: createdAt(),
});

/** Kashkoul magazine articles. */
export const articles = pgTable('articles', contentColumns(), (t) => [
  index('articles_date_idx').on(t.articleDate),
]);

/** News items (akhbar). */
export const akhbars = pgTable('akhbars', contentColumns(), (t) => [
  index('akhbars_date_idx').on(t.articleDate),
]);

export const terms = pgTable('terms', {
  id: serial('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const seos = pgTable('seos', {
  id: serial('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  keywordsAr: text('keywords_ar').notNull(),
  keywordsEn: text('keywords_en').notNull(),
});

export const contactInfo = pgTable('contact_info', {
  id: serial('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  mapLink: text('map_link').notNull(),
  qrLink: text('qr_link').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  ip: text('ip'),
  createdAt: createdAt(),
});

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    language: text('language').notNull().default('ar'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscribers_email_unique').on(t.email),
    check('subscribers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const socialMedias = pgTable('social_medias', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  /** Icon name known to the web app (facebook, x, instagram, youtube, telegram, whatsapp). */
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const linkTypes = pgTable('link_types', {
  id: serial('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const links = pgTable(
  'links',
  {
    id: serial('id').primaryKey(),
    linkTypeId: integer('link_type_id')
      .notNull()
      .references(() => linkTypes.id, { onDelete: 'cascade' }),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    link: text('link').notNull(),
    image: text('image'),
  },
  (t) => [index('links_type_idx').on(t.linkTypeId)],
);
