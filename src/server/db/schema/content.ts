import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, serialId } from './columns.ts';

/* Tables of the content module: magazine, news, pages, links and the contact and newsletter forms. */

const contentColumns = () => ({
  id: serialId(),
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
  id: serialId(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
});

export const seos = pgTable('seos', {
  id: serialId(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  keywordsAr: text('keywords_ar').notNull(),
  keywordsEn: text('keywords_en').notNull(),
});

export const contactInfo = pgTable('contact_info', {
  id: serialId(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  descriptionAr: text('description_ar').notNull(),
  descriptionEn: text('description_en').notNull(),
  mapLink: text('map_link').notNull(),
  qrLink: text('qr_link').notNull(),
  phone: text('phone').notNull(),
  email: text('email'),
});

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serialId(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    message: text('message').notNull(),
    ip: text('ip'),
    /** The shop's language when the message was sent: replies default to it. */
    language: text('language').notNull().default('ar'),
    /** When a staff member first opened it; null while unread. */
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  /** The console's badge counts the unread messages. */
  (t) => [index('contact_messages_unread_idx').on(t.id).where(sql`${t.readAt} is null`)],
);

/** A staff member's answer to a contact message, sent by e-mail through the outbox. */
export const contactReplies = pgTable(
  'contact_replies',
  {
    id: serialId(),
    messageId: integer('message_id')
      .notNull()
      .references(() => contactMessages.id, { onDelete: 'cascade' }),
    /** No foreign key across modules; kept with the e-mail as it was. */
    staffId: integer('staff_id').notNull(),
    staffEmail: text('staff_email').notNull(),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_replies_message_idx').on(t.messageId, t.id)],
);

export const subscribers = pgTable(
  'subscribers',
  {
    id: serialId(),
    email: text('email').notNull(),
    language: text('language').notNull().default('ar'),
    /** Double opt-in: only confirmed addresses receive newsletters. */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** SHA-256 of the confirmation token last mailed, hex; null once confirmed. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    /** Random, URL-safe: the one-click unsubscribe link of every newsletter carries it. */
    unsubscribeToken: text('unsubscribe_token')
      .notNull()
      .default(sql`replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', '')`),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('subscribers_email_unique').on(t.email),
    uniqueIndex('subscribers_unsubscribe_token_unique').on(t.unsubscribeToken),
    check('subscribers_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const socialMedias = pgTable('social_medias', {
  id: serialId(),
  title: text('title').notNull(),
  link: text('link').notNull(),
  /** Icon name known to the web app (facebook, x, instagram, youtube, telegram, whatsapp). */
  icon: text('icon').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const linkTypes = pgTable('link_types', {
  id: serialId(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const links = pgTable(
  'links',
  {
    id: serialId(),
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

/**
 * A newsletter written in the console: one subject and rich text per language. Sending enqueues one
 * outbox mail per confirmed subscriber, in batches by subscriber id; `cursor` is the last id enqueued,
 * so a restart resumes where it stopped and the outbox key ('newsletter:{id}:{subscriber}') never lets
 * a subscriber get it twice.
 */
export const newsletters = pgTable(
  'newsletters',
  {
    id: serialId(),
    subjectAr: text('subject_ar').notNull(),
    subjectEn: text('subject_en').notNull(),
    bodyAr: text('body_ar').notNull(),
    bodyEn: text('body_en').notNull(),
    /** 'draft', 'sending' or 'sent'. */
    status: text('status').notNull().default('draft'),
    cursor: integer('cursor').notNull().default(0),
    recipients: integer('recipients').notNull().default(0),
    createdBy: integer('created_by').notNull(),
    queuedAt: timestamp('queued_at', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** The id of the staff request that sent it, which its mails in the outbox carry. */
    requestId: text('request_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('newsletters_created_idx').on(t.createdAt.desc(), t.id.desc()),
    check('newsletters_status_known', sql`${t.status} in ('draft', 'sending', 'sent')`),
  ],
);
