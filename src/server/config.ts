import path from 'node:path';
import { z } from 'zod';

const booleanish = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/** Every setting of the shop, read once from the environment. Defaults make `npm start` work as is. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.string().url().optional(),
  DATABASE_URL: z.string().url().optional(),
  DATA_DIR: z.string().default('./data'),
  MEDIA_DIR: z.string().optional(),
  FILES_DIR: z.string().optional(),
  WEB_DIST: z.string().default('./dist/web'),
  SEED_ON_START: booleanish.default(true),
  SMTP_URL: z.string().url().optional(),
  MAIL_FROM: z.string().default('Bookshop <no-reply@localhost>'),
  PAYMENT_PROVIDER: z.enum(['sandbox']).default('sandbox'),
  RATE_LIMIT_MAX: z.coerce.number().int().positive().default(300),
  DOWNLOAD_LIMIT: z.coerce.number().int().min(0).default(0),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = {
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
  webDist: string;
  seedOnStart: boolean;
  smtpUrl?: string;
  mailFrom: string;
  paymentProvider: 'sandbox';
  rateLimitMax: number;
  /** Downloads allowed per purchased PDF; 0 means no limit. */
  downloadLimit: number;
  logLevel: string;
};

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  if (e.NODE_ENV === 'production' && e.PAYMENT_PROVIDER === 'sandbox' && !overrides.paymentProvider) {
    // The sandbox approves every card; it must never take real orders.
    throw new Error('PAYMENT_PROVIDER=sandbox is refused when NODE_ENV=production');
  }
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
    webDist: path.resolve(e.WEB_DIST),
    seedOnStart: e.SEED_ON_START,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    paymentProvider: e.PAYMENT_PROVIDER,
    rateLimitMax: e.RATE_LIMIT_MAX,
    downloadLimit: e.DOWNLOAD_LIMIT,
    logLevel: e.LOG_LEVEL,
    ...overrides,
  };
}
