import { readFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { GIFT_LINK_DAYS_DEFAULT } from '#shared/contract/gifts.ts';
import { MAX_ORDER_QUANTITY, ORDER_LINE_MAX_DEFAULT } from '#shared/contract/orders.ts';
import { type CarrierSettings, carrierEnvSchema, carrierSettingsOf } from './carrier-config.ts';
import { type DatabaseTimeouts, defaultDatabaseTimeouts } from './db/timeouts.ts';
import {
  type PaymentSettings,
  paymentEnvSchema,
  paymentSettingsOf,
  refuseUnsafePayments,
} from './payment-config.ts';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Names proxy-addr (Fastify's trustProxy) knows for whole address ranges. */
const proxyRangeNames = new Set(['loopback', 'linklocal', 'uniquelocal']);

/** An address, `address/prefix`, or a range name: what Fastify's trustProxy takes in its list. */
function isProxyAddress(entry: string): boolean {
  if (proxyRangeNames.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (!version || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (version === 4 ? 32 : 128);
}

/**
 * Whose X-Forwarded-For to believe. Off by default: a direct caller could write any address there and
 * escape every per-address limit. A hop count is refused because Fastify no longer honours one: it
 * cannot tell the proxy from a caller that reaches the app directly.
 */
const trustProxySchema = z
  .string()
  .trim()
  .default('false')
  .transform((value, ctx): boolean | string[] => {
    if (value === 'true') return true;
    if (value === 'false' || value === '') return false;
    if (/^\d+$/.test(value)) {
      ctx.addIssue({
        code: 'custom',
        message: "a hop count is not supported; give the proxies' addresses or CIDRs, or true",
      });
      return z.NEVER;
    }
    const entries = value.split(',').map((entry) => entry.trim());
    const bad = entries.filter((entry) => !isProxyAddress(entry));
    if (bad.length > 0) {
      ctx.addIssue({
        code: 'custom',
        message: `must be true, false or a comma list of addresses/CIDRs; not ${bad.map((b) => JSON.stringify(b)).join(', ')}`,
      });
      return z.NEVER;
    }
    return entries;
  });

/** `shop@example.com` or `Name <shop@example.com>`, as a mail's From says it. */
const mailFromPattern = /^(?:[^<>@]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/;
/** How long a client may take to send a request, and to stay connected without a word (decision 038). */
export type HttpTimeouts = {
  /** The request line and every header must arrive within this (`HTTP_HEADERS_TIMEOUT_MS`). */
  headersTimeoutMs: number;
  /** A body gets this long (`HTTP_BODY_TIMEOUT_MS`), and a second more for each `bodyMinBytesPerSecond` it sends. */
  bodyTimeoutMs: number;
  bodyMinBytesPerSecond: number;
  /** A kept-alive connection may wait this long for its next request (`HTTP_KEEP_ALIVE_TIMEOUT_MS`). */
  keepAliveTimeoutMs: number;
  /** A connection where nothing moves either way for this long is closed (`HTTP_IDLE_TIMEOUT_MS`). */
  idleTimeoutMs: number;
};

const defaultHttpTimeouts: HttpTimeouts = {
  headersTimeoutMs: 10_000,
  bodyTimeoutMs: 20_000,
  bodyMinBytesPerSecond: 1024,
  // Above the 60 s idle timeout of the usual load balancers, so none reuses a connection being closed.
  keepAliveTimeoutMs: 72_000,
  idleTimeoutMs: 60_000,
};

/** A bound (milliseconds, bytes): at least 1, so that no setting turns a bound off by mistake. */
const bound = (fallback: number) => z.coerce.number().int().min(1).default(fallback);

/** Every setting of the shop, read once from the environment. Defaults make `npm start` work as is. */
const envSchema = z.object({
  ...carrierEnvSchema,
  ...paymentEnvSchema,
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  MEDIA_DIR: z.string().optional(),
  FILES_DIR: z.string().optional(),
  /** Where media and private files live: `local` (MEDIA_DIR and FILES_DIR) or `s3` (S3_BUCKET, decision 047). */
  STORAGE: z.enum(['local', 's3']).default('local'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'must be a bucket name: 3 to 63 lower-case letters, digits, dots or dashes',
    )
    .optional(),
  /** Another S3-speaking service than AWS (MinIO, R2, Spaces…): its address. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** `https://endpoint/bucket/key` instead of `https://bucket.endpoint/key` (MinIO and most others need it). */
  S3_FORCE_PATH_STYLE: booleanish.optional(),
  /** Where a CDN serves the bucket's `media/` prefix: /media/<key> then redirects to `<MEDIA_PUBLIC_URL>/<key>`. */
  MEDIA_PUBLIC_URL: z.string().url().optional(),
  WEB_DIST: z.string().default('./dist/web'),
  SEED_ON_START: booleanish.optional(),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z
    .string()
    .default('Bookshop <no-reply@localhost>')
    .refine(
      (value) => mailFromPattern.test(value.trim()),
      'must be an e-mail address, or a name and one: Bookshop <shop@example.com>',
    ),
  /**
   * Whether a market (a country shipped to) without a setting of its own has its cash-on-delivery
   * orders confirmed by the buyer before they are packed (decision 097): on, except under NODE_ENV=test.
   */
  COD_CONFIRMATION: z.enum(['on', 'off']).optional(),
  /** WhatsApp Cloud API for the confirmation messages; off unless both are set. */
  WHATSAPP_PHONE_NUMBER_ID: z.string().optional(),
  WHATSAPP_TOKEN: z.string().optional(),
  /** The approved template's name; its body takes the order number and total, its two URL buttons the links. */
  WHATSAPP_TEMPLATE: z.string().default('cod_order_confirmation'),
  WHATSAPP_API_VERSION: z
    .string()
    .regex(/^v\d+\.\d+$/, 'must be a Graph API version: v21.0')
    .default('v21.0'),
  /** Only for tests: the address of a local stand-in for the Graph API. */
  WHATSAPP_API_BASE: z.string().url().default('https://graph.facebook.com'),
  TRUST_PROXY: trustProxySchema,
  /** Signs the device tokens of sign-ins (decision 039); without it one is written into DATA_DIR. */
  DEVICE_TOKEN_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  DOWNLOAD_LIMIT: z.coerce.number().int().min(0).default(0),
  ORDER_LINE_MAX: z.coerce.number().int().min(1).max(MAX_ORDER_QUANTITY).default(ORDER_LINE_MAX_DEFAULT),
  OPEN_UNPAID_ORDERS_MAX: z.coerce.number().int().min(0).default(3),
  ORDER_PAYMENT_TTL_MINUTES: z.coerce.number().int().min(1).default(60),
  GIFT_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(GIFT_LINK_DAYS_DEFAULT),
  JOB_QUEUE: z.enum(['on', 'off']).optional(),
  JOB_RETRY_LIMIT: z.coerce.number().int().min(0).max(20).default(4),
  JOB_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
  MAIL_OUTBOX_LEASE_MS: z.coerce.number().int().min(100).default(120_000),
  SHUTDOWN_GRACE_MS: z.coerce.number().int().min(0).default(10_000),
  /** How long a start waits for a PostgreSQL that does not answer yet before it gives up. */
  DB_START_TIMEOUT_MS: z.coerce.number().int().min(0).default(30_000),
  DB_CONNECT_TIMEOUT_MS: bound(defaultDatabaseTimeouts.connectTimeoutMs),
  DB_POOL_WAIT_MS: bound(defaultDatabaseTimeouts.poolWaitMs),
  DB_POOL_SIZE: bound(defaultDatabaseTimeouts.poolSize),
  DB_STATEMENT_TIMEOUT_MS: bound(defaultDatabaseTimeouts.statementTimeoutMs),
  DB_LOCK_TIMEOUT_MS: bound(defaultDatabaseTimeouts.lockTimeoutMs),
  DB_IDLE_IN_TRANSACTION_TIMEOUT_MS: bound(defaultDatabaseTimeouts.idleInTransactionTimeoutMs),
  DB_QUERY_TIMEOUT_MS: bound(defaultDatabaseTimeouts.queryTimeoutMs),
  HTTP_HEADERS_TIMEOUT_MS: bound(defaultHttpTimeouts.headersTimeoutMs),
  HTTP_BODY_TIMEOUT_MS: bound(defaultHttpTimeouts.bodyTimeoutMs),
  HTTP_BODY_MIN_BYTES_PER_SECOND: bound(defaultHttpTimeouts.bodyMinBytesPerSecond),
  HTTP_KEEP_ALIVE_TIMEOUT_MS: bound(defaultHttpTimeouts.keepAliveTimeoutMs),
  HTTP_IDLE_TIMEOUT_MS: bound(defaultHttpTimeouts.idleTimeoutMs),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  // Web Push (VAPID, RFC 8292): an uncompressed P-256 public key and its 32-byte private key, base64url.
  VAPID_PUBLIC_KEY: z
    .string()
    .regex(/^B[A-Za-z0-9_-]{86}$/, 'must be a base64url P-256 public key')
    .optional(),
  VAPID_PRIVATE_KEY: z
    .string()
    .regex(/^[A-Za-z0-9_-]{43}$/, 'must be a base64url 32-byte private key')
    .optional(),
  // Origins of the native shell's web view (Capacitor): its pages are not served by the shop.
  CORS_ORIGINS: z.string().default('capacitor://localhost,https://localhost'),
  VAPID_SUBJECT: z
    .string()
    .regex(/^(mailto:|https:\/\/)\S+$/, 'must be a mailto: or https: URL')
    .optional(),
  /** The Prometheus endpoint /metrics (off by default), answering only with the bearer METRICS_TOKEN. */
  METRICS: booleanish.default(false),
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /** The API's documentation pages under /api/docs: on by default, off in production. */
  API_DOCS: booleanish.optional(),
  /** ZATCA e-invoicing phase: 1 (the QR code only, the default) or 2 (signed UBL documents, decision 098). */
  ZATCA_PHASE: z.enum(['1', '2']).default('1'),
  /** Phase 2: the PEM files of the shop's secp256k1 private key and of the certificate ZATCA issued for it. */
  ZATCA_PRIVATE_KEY_FILE: z.string().optional(),
  ZATCA_CERTIFICATE_FILE: z.string().optional(),
  /**
   * Phase 2 onboarded from the console (decision 104): the secret the key kept at rest is derived from
   * (HKDF-SHA256 to an AES-256-GCM key) for the shop's private key and its CSIDs' secrets.
   */
  ZATCA_KEY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  /** ZATCA's e-invoicing API (Fatoora): the simulation environment by default; production when live. */
  ZATCA_API_URL: z.url().default('https://gw-fatoora.zatca.gov.sa/e-invoicing/simulation'),
  /** Phase 2: the seller's Saudi national address, `street;building;additional number;district;city;postal code`. */
  ZATCA_SELLER_ADDRESS: z
    .string()
    .regex(
      /^[^;]+;\d{4};\d{4};[^;]+;[^;]+;\d{5}$/,
      'must be street;building number (4 digits);additional number (4 digits);district;city;postal code (5 digits)',
    )
    .optional(),
});

export type Config = PaymentSettings & {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl?: string;
  dataDir: string;
  /** Public media (covers, news images and PDFs), served under /media. */
  mediaDir: string;
  /** Private files (the books' full PDFs), never served directly. */
  filesDir: string;
  /** The bucket holding media (under `media/`) and private files (under `files/`), when `STORAGE=s3`. */
  s3?: S3Settings;
  /** Where a CDN serves public media (`MEDIA_PUBLIC_URL`, only with `s3`): /media/<key> redirects there. */
  mediaPublicUrl?: string;
  webDist: string;
  seedOnStart: boolean;
  smtpUrl?: string;
  mailFrom: string;
  /** The carriers parcels are booked with, and the sender their labels name (decision 099). */
  carriers: CarrierSettings;
  /** Fastify's `trustProxy`: false, true, or the proxies' addresses/CIDRs (`TRUST_PROXY`). */
  trustProxy: boolean | string[];
  /** Signs device tokens; without it the secret is generated into `$DATA_DIR/device-token-secret`. */
  deviceTokenSecret?: string;
  /** Whether a market without a setting of its own asks its COD buyers to confirm (`COD_CONFIRMATION`). */
  codConfirmation: boolean;
  /** The WhatsApp Cloud API account the confirmation messages go from; none: mail only. */
  whatsapp?: WhatsAppSettings;
  rateLimitMax: number;
  /** Downloads allowed per purchased PDF; 0 means no limit. */
  downloadLimit: number;
  /** Minutes a digital order may wait for its payment before the server cancels it. */
  orderPaymentTtlMinutes: number;
  /** Days a gift's claim link works after it is sent (decision 055). */
  giftLinkDays: number;
  /** Most copies of one book a hard-copy order may hold (`ORDER_LINE_MAX`); the web caps its pickers at the shared default. */
  orderLineMax: number;
  /** Open (pending, processing) unpaid hard-copy orders one client may hold; 0 means no limit. */
  openUnpaidOrdersMax: number;
  /**
   * Whether this process runs the background jobs (the mail outbox, expiries, releases, digests): on
   * unless NODE_ENV=test (`JOB_QUEUE`), where tests run each job's work themselves.
   */
  jobQueue: boolean;
  /** A failed job's retries (`JOB_RETRY_LIMIT`) and the wait before the first (`JOB_RETRY_DELAY_SECONDS`). */
  jobRetry: { limit: number; delaySeconds: number };
  /**
   * How long a mail taken by a sender stays its own without news from it; renewed while it is sent,
   * so that only a sender that stopped loses it to another process.
   */
  mailOutboxLeaseMs: number;
  logLevel: string;
  /** How long a stop (SIGTERM, SIGINT) waits for requests in flight before the process exits anyway. */
  shutdownGraceMs: number;
  /** How long a start retries a PostgreSQL that cannot be reached before it stops (`DB_START_TIMEOUT_MS`). */
  databaseStartTimeoutMs: number;
  /** Bounds on every wait for PostgreSQL (`DB_*_TIMEOUT_MS`, `DB_POOL_WAIT_MS`, `DB_POOL_SIZE`). */
  databaseTimeouts: DatabaseTimeouts;
  /** Bounds on slow and silent clients (`HTTP_*`). */
  httpTimeouts: HttpTimeouts;
  /** Other origins allowed to call the API from a browser: the native shell's. */
  corsOrigins: string[];
  /** VAPID keys from the environment; without them they are generated into `$DATA_DIR/vapid-keys.json`. */
  vapidKeys?: { publicKey: string; privateKey: string };
  /** Who push services may contact about our messages (VAPID `sub`). */
  vapidSubject: string;
  /** `false` sends every catalogue request to the database (the benchmark's measure of that path). */
  answerCache?: boolean;
  /**
   * `false` answers plain listings from the database (behind the answer cache) instead of the copy in
   * memory: the benchmark's measure of that path.
   */
  listingCopy?: boolean;
  /** GET /metrics for Prometheus, when on (`METRICS`): scrapes send `Authorization: Bearer <token>`. */
  metrics?: { token: string };
  /** Whether /api/docs serves the API's documentation (`API_DOCS`; off in production by default). */
  apiDocs: boolean;
  /**
   * ZATCA phase 2 (`ZATCA_PHASE=2`): the shop's signing key and certificate as PEM, or the secret its
   * onboarded key is kept under (decision 104). Absent, the shop is in phase 1: its invoices carry the
   * QR code of phase 1 and no signed XML.
   */
  zatca?: {
    /** The PEM files' key and certificate; absent when the shop onboards from the console. */
    privateKeyPem?: string;
    certificatePem?: string;
    sellerAddress: ZatcaAddress;
    /** ZATCA's API (`ZATCA_API_URL`; decision 104), its simulation environment unless set. */
    apiUrl?: string;
    /** `ZATCA_KEY_SECRET`: onboarding from the console and keeping its keys needs it. */
    keySecret?: string;
  };
};

/** The seller's Saudi national address, as ZATCA's documents carry it. */
export type ZatcaAddress = {
  street: string;
  building: string;
  additionalNumber: string;
  district: string;
  city: string;
  postalCode: string;
};

/** A WhatsApp Business phone number on the Cloud API and the template it sends (`WHATSAPP_*`). */
export type WhatsAppSettings = {
  apiBase: string;
  version: string;
  phoneNumberId: string;
  token: string;
  template: string;
};

/** An S3-speaking bucket and how to reach it (`S3_*`); without keys the SDK's usual sources are used. */
export type S3Settings = {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
};

/** `mailto:` and the address of MAIL_FROM (`Name <address>` or a bare address). */
function mailtoOf(mailFrom: string): string {
  const address = /<([^>]+)>/.exec(mailFrom)?.[1] ?? mailFrom;
  return `mailto:${address.trim()}`;
}

/** The names of every setting the shop reads. */
export const settingNames: readonly string[] = Object.keys(envSchema.shape);

type Env = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const e = parseEnv(env);
  refuseUnsafeSettings(e, overrides);
  return { ...settingsOf(e), ...overrides };
}

function parseEnv(env: NodeJS.ProcessEnv): Env {
  // An empty variable (as compose passes an unset one) means the default, not an invalid value.
  const parsed = envSchema.safeParse(
    Object.fromEntries(Object.entries(env).filter(([, value]) => value !== '')),
  );
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  return parsed.data;
}

/** Refuses, at start, settings a shop must not run with. */
function refuseUnsafeSettings(e: Env, overrides: Partial<Config>) {
  if (e.NODE_ENV === 'production') {
    // A production shop keeps its data in PostgreSQL, writes its own address into every mail, and
    // signs device tokens with one secret for all its processes (not one each made up in DATA_DIR).
    const required = {
      DATABASE_URL: 'databaseUrl',
      PUBLIC_URL: 'publicUrl',
      DEVICE_TOKEN_SECRET: 'deviceTokenSecret',
    } as const;
    for (const [name, setting] of Object.entries(required) as [keyof typeof required, keyof Config][]) {
      if (!e[name] && !overrides[setting]) {
        throw new Error(`Invalid configuration: ${name} is required when NODE_ENV=production`);
      }
    }
  }
  refuseUnsafePayments(e, overrides);
  if (e.METRICS && !e.METRICS_TOKEN) {
    // The series name every route and the database's state: never open to whoever asks.
    throw new Error(
      'Invalid configuration: METRICS=true needs METRICS_TOKEN (the bearer token scrapes send)',
    );
  }
  if (Boolean(e.VAPID_PUBLIC_KEY) !== Boolean(e.VAPID_PRIVATE_KEY)) {
    // Half a key pair would sign with one key and announce another: refuse it at start.
    throw new Error('Invalid configuration: set both VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY, or neither');
  }
  refuseHalfStorage(e, overrides);
  const zatcaNeeds = e.ZATCA_KEY_SECRET
    ? (['ZATCA_SELLER_ADDRESS'] as const)
    : (['ZATCA_PRIVATE_KEY_FILE', 'ZATCA_CERTIFICATE_FILE', 'ZATCA_SELLER_ADDRESS'] as const);
  const zatcaMissing = zatcaNeeds.filter((name) => !e[name]);
  if (e.ZATCA_PHASE === '2' && zatcaMissing.length > 0 && !overrides.zatca) {
    throw new Error(`Invalid configuration: ZATCA_PHASE=2 needs ${zatcaMissing.join(' and ')}`);
  }
}

function refuseHalfStorage(e: Env, overrides: Partial<Config>) {
  if (e.STORAGE === 's3' && !e.S3_BUCKET && !overrides.s3) {
    throw new Error('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  }
  if (Boolean(e.S3_ACCESS_KEY_ID) !== Boolean(e.S3_SECRET_ACCESS_KEY)) {
    throw new Error('Invalid configuration: set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither');
  }
  if (e.MEDIA_PUBLIC_URL && e.STORAGE !== 's3') {
    // A CDN in front of the shop's own /media would be sent back to itself: it serves the bucket.
    throw new Error('Invalid configuration: MEDIA_PUBLIC_URL needs STORAGE=s3 (the CDN serves the bucket)');
  }
}

function settingsOf(e: Env): Config {
  const dataDir = path.resolve(e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    host: e.HOST,
    port: e.PORT,
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    mediaDir: path.resolve(e.MEDIA_DIR ?? path.join(dataDir, 'media')),
    filesDir: path.resolve(e.FILES_DIR ?? path.join(dataDir, 'files')),
    s3: s3SettingsOf(e),
    mediaPublicUrl: e.MEDIA_PUBLIC_URL?.replace(/\/+$/, ''),
    webDist: path.resolve(e.WEB_DIST),
    // The demo brings accounts whose passwords are in the README: never by default in production.
    seedOnStart: e.SEED_ON_START ?? e.NODE_ENV !== 'production',
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    ...paymentSettingsOf(e),
    carriers: carrierSettingsOf(e),
    trustProxy: e.TRUST_PROXY,
    deviceTokenSecret: e.DEVICE_TOKEN_SECRET,
    codConfirmation: (e.COD_CONFIRMATION ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    whatsapp:
      e.WHATSAPP_PHONE_NUMBER_ID && e.WHATSAPP_TOKEN
        ? {
            apiBase: e.WHATSAPP_API_BASE.replace(/\/+$/, ''),
            version: e.WHATSAPP_API_VERSION,
            phoneNumberId: e.WHATSAPP_PHONE_NUMBER_ID,
            token: e.WHATSAPP_TOKEN,
            template: e.WHATSAPP_TEMPLATE,
          }
        : undefined,
    rateLimitMax: e.RATE_LIMIT_MAX,
    downloadLimit: e.DOWNLOAD_LIMIT,
    orderPaymentTtlMinutes: e.ORDER_PAYMENT_TTL_MINUTES,
    giftLinkDays: e.GIFT_LINK_DAYS,
    orderLineMax: e.ORDER_LINE_MAX,
    openUnpaidOrdersMax: e.OPEN_UNPAID_ORDERS_MAX,
    jobRetry: { limit: e.JOB_RETRY_LIMIT, delaySeconds: e.JOB_RETRY_DELAY_SECONDS },
    jobQueue: (e.JOB_QUEUE ?? (e.NODE_ENV === 'test' ? 'off' : 'on')) === 'on',
    mailOutboxLeaseMs: e.MAIL_OUTBOX_LEASE_MS,
    logLevel: e.LOG_LEVEL,
    shutdownGraceMs: e.SHUTDOWN_GRACE_MS,
    databaseStartTimeoutMs: e.DB_START_TIMEOUT_MS,
    databaseTimeouts: databaseTimeoutsOf(e),
    httpTimeouts: {
      headersTimeoutMs: e.HTTP_HEADERS_TIMEOUT_MS,
      bodyTimeoutMs: e.HTTP_BODY_TIMEOUT_MS,
      bodyMinBytesPerSecond: e.HTTP_BODY_MIN_BYTES_PER_SECOND,
      keepAliveTimeoutMs: e.HTTP_KEEP_ALIVE_TIMEOUT_MS,
      idleTimeoutMs: e.HTTP_IDLE_TIMEOUT_MS,
    },
    corsOrigins: e.CORS_ORIGINS.split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    vapidKeys:
      e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY
        ? { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject: e.VAPID_SUBJECT ?? mailtoOf(e.MAIL_FROM),
    metrics: e.METRICS && e.METRICS_TOKEN ? { token: e.METRICS_TOKEN } : undefined,
    apiDocs: e.API_DOCS ?? e.NODE_ENV !== 'production',
    zatca: zatcaOf(e),
  };
}

function zatcaOf(e: Env): Config['zatca'] {
  if (e.ZATCA_PHASE !== '2' || !e.ZATCA_SELLER_ADDRESS) return undefined;
  const files = e.ZATCA_PRIVATE_KEY_FILE && e.ZATCA_CERTIFICATE_FILE;
  if (!files && !e.ZATCA_KEY_SECRET) return undefined;
  const [street, building, additionalNumber, district, city, postalCode] = e.ZATCA_SELLER_ADDRESS.split(';');
  return {
    privateKeyPem: files ? readFileSync(e.ZATCA_PRIVATE_KEY_FILE!, 'utf8') : undefined,
    certificatePem: files ? readFileSync(e.ZATCA_CERTIFICATE_FILE!, 'utf8') : undefined,
    apiUrl: e.ZATCA_API_URL,
    keySecret: e.ZATCA_KEY_SECRET,
    sellerAddress: {
      street: street!,
      building: building!,
      additionalNumber: additionalNumber!,
      district: district!,
      city: city!,
      postalCode: postalCode!,
    },
  };
}

function s3SettingsOf(e: Env): S3Settings | undefined {
  if (e.STORAGE !== 's3' || !e.S3_BUCKET) return undefined;
  return {
    bucket: e.S3_BUCKET,
    endpoint: e.S3_ENDPOINT,
    region: e.S3_REGION,
    credentials:
      e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
        : undefined,
    // Endpoints other than AWS's rarely have a name per bucket.
    forcePathStyle: e.S3_FORCE_PATH_STYLE ?? Boolean(e.S3_ENDPOINT),
  };
}

function databaseTimeoutsOf(e: Env): DatabaseTimeouts {
  return {
    connectTimeoutMs: e.DB_CONNECT_TIMEOUT_MS,
    poolWaitMs: e.DB_POOL_WAIT_MS,
    poolSize: e.DB_POOL_SIZE,
    statementTimeoutMs: e.DB_STATEMENT_TIMEOUT_MS,
    lockTimeoutMs: e.DB_LOCK_TIMEOUT_MS,
    idleInTransactionTimeoutMs: e.DB_IDLE_IN_TRANSACTION_TIMEOUT_MS,
    queryTimeoutMs: e.DB_QUERY_TIMEOUT_MS,
  };
}
