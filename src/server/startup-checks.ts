import nodemailer from 'nodemailer';
import type { Config } from './config.ts';
import { settingNames } from './config.ts';

/** Variables of the system and its tools that share a first word with a setting of ours. */
export const notOurs = new Set(['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'DATABASE_URL_UNPOOLED']);
const ourFirstWords = new Set([...settingNames.map((name) => name.split('_')[0]), 'S3', 'SMTP', 'PG']);
ourFirstWords.delete('NODE');

/**
 * How many letters must be added, removed, changed or swapped with a neighbour to make `b` from `a`
 * (the optimal string alignment distance): `DATABSE_URL` is one from `DATABASE_URL`.
 */
export function distance(a: string, b: string): number {
  const rows = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const change = a[i - 1] === b[j - 1] ? 0 : 1;
      rows[i][j] = Math.min(rows[i - 1][j] + 1, rows[i][j - 1] + 1, rows[i - 1][j - 1] + change);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        rows[i][j] = Math.min(rows[i][j], rows[i - 2][j - 2] + 1);
      }
    }
  }
  return rows[a.length][b.length];
}

/**
 * Variables that look like settings of the shop but are none (a misspelt `PAYMENT_PROVDER`): each is
 * ignored, so the shop would start without what the operator meant to turn on. One warning each,
 * naming the closest setting.
 */
export function unknownSettingWarnings(env: NodeJS.ProcessEnv): string[] {
  return Object.keys(env)
    .filter((name) => name.includes('_') && ourFirstWords.has(name.split('_')[0]))
    .filter((name) => !settingNames.includes(name) && !notOurs.has(name))
    .sort()
    .map((name) => {
      const [closest] = [...settingNames].sort((a, b) => distance(name, a) - distance(name, b));
      const near = distance(name, closest) <= 3 || closest.startsWith(name) || name.startsWith(closest);
      const hint = near ? ` Did you mean ${closest}?` : '';
      return `Unknown setting ${name} is ignored.${hint}`;
    });
}

/** host:port of a URL, without its credentials. */
export const whereOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.hostname}:${parsed.port || '(default port)'}${parsed.pathname === '/' ? '' : parsed.pathname}`;
};

/** The innermost cause's message: drivers wrap the network error, which says what went wrong. */
export function causeOf(error: unknown): string {
  let current = error as { message?: string; cause?: unknown; errors?: unknown[]; code?: string };
  for (let depth = 0; depth < 5; depth++) {
    const inner = current?.cause ?? current?.errors?.[0];
    if (!inner) break;
    current = inner as typeof current;
  }
  return current?.message || current?.code || String(error);
}

/**
 * Asks the mail server for a greeting (and a login, when the URL has one). A shop that cannot send
 * still takes orders, its mails waiting in the outbox, so this warns rather than stops.
 */
export async function mailServerWarning(config: Pick<Config, 'smtpUrl'>): Promise<string | undefined> {
  if (!config.smtpUrl) return undefined;
  const transport = nodemailer.createTransport({
    url: config.smtpUrl,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 10_000,
  } as never);
  try {
    await transport.verify();
    return undefined;
  } catch (error) {
    return `The mail server at ${whereOf(config.smtpUrl)} did not answer as expected (${causeOf(error)}): mails wait in the outbox until it does.`;
  } finally {
    transport.close();
  }
}
