import { createHmac, timingSafeEqual } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import type { Config } from '#server/config.ts';
import type { Db } from '#server/db/client.ts';
import { type ConsentSource, marketingConsents } from '#server/db/schema/privacy.ts';
import { clientIdByEmail } from '#server/modules/clients/index.ts';
import { loadSecret } from '#server/services/device-tokens.ts';
import type { NewsletterEvent } from '#server/services/newsletter-events.ts';
import type { Consents } from '#shared/contract/privacy-export.ts';

/*
 * Marketing consent, kept apart from the account (decision 085): every change is a new row, never
 * updated, so the history shows when and from where consent was given or withdrawn; the newest row is
 * the answer, and a reader who never said yes has not consented. A marketing mail carries a link
 * signed with the server's secret that withdraws consent in one tap, without signing in; leaving the
 * newsletter by its own unsubscribe link withdraws it too.
 */

/** The reader's current answer and every change, newest first. */
export async function consentsOf(db: Db, clientId: number): Promise<Consents> {
  const rows = await db
    .select()
    .from(marketingConsents)
    .where(eq(marketingConsents.clientId, clientId))
    .orderBy(desc(marketingConsents.id));
  const history = rows.map((row) => ({
    granted: row.granted,
    source: row.source,
    recorded_at: row.recordedAt.toISOString(),
  }));
  const [latest] = history;
  return {
    marketing: latest ?? { granted: false, source: null, recorded_at: null },
    history,
  };
}

/** Records the reader's answer from `source`; saying again what the newest row says adds no row. */
export async function recordConsent(db: Db, clientId: number, granted: boolean, source: ConsentSource) {
  await db.transaction(async (tx) => {
    // One change at a time per reader, so that two taps cannot both see the old answer.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`marketing-consent:${clientId}`}))`);
    const [latest] = await tx
      .select({ granted: marketingConsents.granted })
      .from(marketingConsents)
      .where(eq(marketingConsents.clientId, clientId))
      .orderBy(desc(marketingConsents.id))
      .limit(1);
    if (latest?.granted === granted) return;
    await tx.insert(marketingConsents).values({ clientId, granted, source });
  });
}

/**
 * An address left the newsletter by its unsubscribe link (the content module's `unsubscribed`, in its
 * transaction): when an account has that address, its reader withdrew their marketing consent, recorded
 * as from a mail's link. An address without an account changes nothing here.
 */
export async function withdrawnByNewsletterLink(tx: Db, { email }: NewsletterEvent): Promise<void> {
  const clientId = await clientIdByEmail(tx, email);
  if (clientId !== undefined) await recordConsent(tx, clientId, false, 'mail_link');
}

const PURPOSE = 'marketing-withdraw/1';
const tokenPattern = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/;

type Secretive = Pick<Config, 'dataDir' | 'deviceTokenSecret'>;

const signature = (config: Secretive, clientId: number) =>
  createHmac('sha256', loadSecret(config)).update(`${PURPOSE}\n${clientId}`).digest();

/** The token of a marketing mail's withdrawal link: the reader's id, signed. */
export function withdrawToken(config: Secretive, clientId: number): string {
  return `${clientId}.${signature(config, clientId).toString('base64url')}`;
}

/** The one-tap withdrawal link a marketing mail to the reader carries. */
export function withdrawLink(config: Secretive & Pick<Config, 'publicUrl'>, clientId: number): string {
  const base = config.publicUrl.replace(/\/+$/, '');
  return `${base}/api/consents/marketing/withdraw?token=${withdrawToken(config, clientId)}`;
}

/** The reader a withdrawal token was signed for; null for anything forged or malformed. */
export function clientOfToken(config: Secretive, token: string): number | null {
  const parts = tokenPattern.exec(token);
  if (!parts) return null;
  const clientId = Number(parts[1]);
  const given = Buffer.from(parts[2], 'base64url');
  const expected = signature(config, clientId);
  return given.length === expected.length && timingSafeEqual(given, expected) ? clientId : null;
}
