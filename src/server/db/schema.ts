import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();

/* ---------- catalogue ---------- */

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const coverTypes = pgTable('cover_types', {
  id: serial('id').primaryKey(),
  nameAr: text('name_ar').notNull(),
  nameEn: text('name_en').notNull(),
});

export const bookCategories = pgTable('book_categories', {
  id: serial('id').primaryKey(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const writers = pgTable(
  'writers',
  {
    id: serial('id').primaryKey(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
    searchText: text('search_text').generatedAlwaysAs(sql`shop_normalize(name_ar || ' ' || name_en)`),
  },
  (t) => [index('writers_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`)],
);

export const books = pgTable(
  'books',
  {
    id: serial('id').primaryKey(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull().default(''),
    descriptionAr: text('description_ar').notNull().default(''),
    descriptionEn: text('description_en').notNull().default(''),
    /** Free keywords searched as the "topic" of the advanced search. */
    topicAr: text('topic_ar').notNull().default(''),
    topicEn: text('topic_en').notNull().default(''),
    publishYear: integer('publish_year'),
    pages: integer('pages'),
    pdfPriceCents: integer('pdf_price_cents').notNull().default(0),
    hardcopyPriceCents: integer('hardcopy_price_cents').notNull().default(0),
    stock: integer('stock').notNull().default(0),
    isbn: text('isbn'),
    weightGrams: integer('weight_grams'),
    dimensions: text('dimensions'),
    coverTypeId: integer('cover_type_id').references(() => coverTypes.id),
    writerId: integer('writer_id').references(() => writers.id),
    categoryId: integer('category_id').references(() => bookCategories.id),
    /** Media key of the cover image, relative to the media root. */
    image: text('image'),
    /** Storage key of the full PDF; never sent to clients. */
    pdfFile: text('pdf_file'),
    comingSoon: boolean('coming_soon').notNull().default(false),
    mostPopular: boolean('most_popular').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /** Normalised text of the book's own fields, for Arabic-aware trigram search. */
    searchText: text('search_text').generatedAlwaysAs(
      sql`shop_normalize(title_ar || ' ' || title_en || ' ' || topic_ar || ' ' || topic_en || ' ' || coalesce(isbn, ''))`,
    ),
    /** Stemmed words (titles weigh more than topics) for full-text matches the trigram search misses. */
    searchVector: tsvector('search_vector').generatedAlwaysAs(
      sql`setweight(to_tsvector('arabic'::regconfig, shop_normalize(title_ar)), 'A') || setweight(to_tsvector('english'::regconfig, shop_normalize(title_en)), 'A') || setweight(to_tsvector('arabic'::regconfig, shop_normalize(topic_ar)), 'B') || setweight(to_tsvector('english'::regconfig, shop_normalize(topic_en)), 'B')`,
    ),
  },
  (t) => [
    uniqueIndex('books_isbn_unique').on(t.isbn),
    index('books_search_text_trgm').using('gin', sql`${t.searchText} gin_trgm_ops`),
    index('books_category_idx').on(t.categoryId),
    index('books_writer_idx').on(t.writerId),
    index('books_search_vector_gin').using('gin', t.searchVector),
    // Newest-first listings read these in order and stop after one page.
    index('books_active_newest_idx').on(t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
    index('books_category_newest_idx')
      .on(t.categoryId, t.createdAt.desc(), t.id.desc())
      .where(sql`${t.active}`),
    index('books_writer_newest_idx').on(t.writerId, t.createdAt.desc(), t.id.desc()).where(sql`${t.active}`),
    // The home page's coming-soon and most-popular lists: the first rows of these are the whole answer.
    index('books_coming_soon_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.active} AND ${t.comingSoon}`),
    index('books_most_popular_newest_idx')
      .on(t.createdAt.desc(), t.id.desc())
      .where(sql`${t.active} AND ${t.mostPopular}`),
    index('books_publish_year_idx').on(t.publishYear).where(sql`${t.active}`),
    // ISBN lookups compare digits only, whatever hyphens were typed or stored.
    index('books_isbn_digits_idx').using(
      'btree',
      sql`upper(regexp_replace(${t.isbn}, '[^0-9Xx]', '', 'g')) text_pattern_ops`,
    ),
    check('books_stock_non_negative', sql`${t.stock} >= 0`),
    check('books_pdf_price_non_negative', sql`${t.pdfPriceCents} >= 0`),
    check('books_hardcopy_price_non_negative', sql`${t.hardcopyPriceCents} >= 0`),
    check('books_pages_positive', sql`${t.pages} IS NULL OR ${t.pages} > 0`),
  ],
);

/* ---------- clients and sessions ---------- */

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    /** Stored lower-cased; unique. */
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    dateOfBirth: date('date_of_birth'),
    address: text('address').notNull().default(''),
    mobile: text('mobile').notNull().default(''),
    mobileCountry: text('mobile_country'),
    language: text('language').notNull().default('ar'),
    active: boolean('active').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('clients_email_unique').on(t.email),
    check('clients_email_lower', sql`${t.email} = lower(${t.email})`),
  ],
);

export const clientSessions = pgTable(
  'client_sessions',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
    userAgent: text('user_agent'),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('client_sessions_token_hash_unique').on(t.tokenHash),
    index('client_sessions_client_idx').on(t.clientId),
  ],
);

export const codePurpose = pgEnum('code_purpose', ['activation', 'password_reset']);

export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('one_time_codes_client_idx').on(t.clientId, t.purpose),
    check('one_time_codes_attempts_non_negative', sql`${t.attempts} >= 0`),
  ],
);

/* ---------- reference data ---------- */

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    nameAr: text('name_ar').notNull(),
    nameEn: text('name_en').notNull(),
  },
  (t) => [uniqueIndex('countries_code_unique').on(t.code)],
);

export const paymentTypes = pgTable('payment_types', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  titleAr: text('title_ar').notNull(),
  titleEn: text('title_en').notNull(),
  hardCopyOnly: boolean('hard_copy_only').notNull().default(false),
  active: boolean('active').notNull().default(true),
});

/* ---------- orders ---------- */

export const orderStatus = pgEnum('order_status', [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'awaiting_payment',
  'paid',
]);

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    isHardCopy: boolean('is_hard_copy').notNull(),
    status: orderStatus('status').notNull(),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id),
    booksQuantity: integer('books_quantity').notNull(),
    netPriceCents: integer('net_price_cents').notNull(),
    note: text('note'),
    /** Sent by the client so that a repeated submit creates one order. */
    idempotencyKey: text('idempotency_key'),
    paymentReference: text('payment_reference'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_client_idx').on(t.clientId, t.createdAt),
    uniqueIndex('orders_client_idempotency_unique').on(t.clientId, t.idempotencyKey),
    check('orders_net_price_non_negative', sql`${t.netPriceCents} >= 0`),
    check('orders_books_quantity_positive', sql`${t.booksQuantity} > 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    isHardCopy: boolean('is_hard_copy').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_unit_price_non_negative', sql`${t.unitPriceCents} >= 0`),
    check('order_lines_total_consistent', sql`${t.totalPriceCents} = ${t.unitPriceCents} * ${t.quantity}`),
  ],
);

/** Snapshot of the addresses as they were when the order was placed. */
export const orderAddresses = pgTable('order_addresses', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  shippingName: text('shipping_name').notNull(),
  shippingCountryId: integer('shipping_country_id')
    .notNull()
    .references(() => countries.id),
  shippingAddress: text('shipping_address').notNull(),
  shippingCity: text('shipping_city').notNull(),
  shippingState: text('shipping_state').notNull(),
  shippingPostalCode: text('shipping_postal_code').notNull(),
  shippingMobile: text('shipping_mobile').notNull(),
  shippingEmail: text('shipping_email').notNull(),
  billingName: text('billing_name').notNull(),
  billingCountryId: integer('billing_country_id')
    .notNull()
    .references(() => countries.id),
  billingAddress: text('billing_address').notNull(),
  billingCity: text('billing_city').notNull(),
  billingState: text('billing_state').notNull(),
  billingPostalCode: text('billing_postal_code').notNull(),
  billingMobile: text('billing_mobile').notNull(),
  billingEmail: text('billing_email').notNull(),
});

export const pdfOwnerships = pgTable(
  'pdf_ownerships',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('pdf_ownerships_client_book_unique').on(t.clientId, t.bookId)],
);

export const bookDownloads = pgTable(
  'book_downloads',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [index('book_downloads_client_book_idx').on(t.clientId, t.bookId)],
);

/* ---------- content ---------- */

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

/* ---------- devices and staff ---------- */

export const devices = pgTable(
  'devices',
  {
    id: serial('id').primaryKey(),
    token: text('token').notNull(),
    name: text('name'),
    type: text('type').notNull(),
    serial: text('serial'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** Web Push subscription keys (RFC 8291); null for native push tokens. */
    p256dh: text('p256dh'),
    auth: text('auth'),
    /** Language of the notifications, from the registering request. */
    lang: text('lang').notNull().default('ar'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('devices_token_unique').on(t.token), index('devices_client_idx').on(t.clientId)],
);

export const staffRole = pgEnum('staff_role', ['admin', 'editor', 'orders']);

export const staffUsers = pgTable(
  'staff_users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    role: staffRole('role').notNull().default('editor'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('staff_users_email_unique').on(t.email)],
);

/** Staff console sessions, apart from client sessions so that neither token ever opens the other's routes. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staffUsers.id, { onDelete: 'cascade' }),
    /** SHA-256 of the bearer token, hex. The token itself is never stored. */
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('staff_sessions_token_hash_unique').on(t.tokenHash),
    index('staff_sessions_staff_idx').on(t.staffId),
  ],
);

/** Hits counted per key and window; kept in the database so that several API processes share them. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    hits: integer('hits').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] })],
);
