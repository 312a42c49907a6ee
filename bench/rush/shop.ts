import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import pg from 'pg';
import { openDatabase } from '#server/db/client.ts';
import { createStaffMember } from '#server/modules/staff/index.ts';
import { type Fleet, startFleet } from '#server/test/fleet.ts';
import { startTestSmtp, type TestSmtp } from '#server/test/smtp.ts';
import { type StripeStandIn, startStripeStandIn } from '#server/test/stripe-stand-in.ts';

/*
 * The shop of one configuration of the rush: a fresh PostgreSQL database, the demo catalogue seeded by
 * the processes themselves, 1 or more API processes behind nginx (src/server/test/fleet.ts), the mails
 * caught by an in-process SMTP server and the cards taken by the Stripe stand-in (Stripe's hosted page
 * and its signed webhooks, so that whichever process answers, a payment lands), and an administrator
 * the staff-side fixtures are made by.
 */

const NGINX = '/usr/sbin/nginx';

export const STRIPE = { secretKey: 'sk_test_rush_stand_in', webhookSecret: 'whsec_rush_stand_in' };

export const ADMIN = { email: 'rush-admin@staff.example.com', password: 'rush-admin-password-1' };

export type RushShop = {
  /** Where the buyers call: the balancer, or the one process itself when there is only one. */
  base: string;
  fleet: Fleet;
  smtp: TestSmtp;
  stripe: StripeStandIn;
  close(): Promise<void>;
};

/** `processes` API processes, each with a pool of `poolSize` connections to the database. */
export async function startRushShop(
  serverUrl: string,
  processes: number,
  poolSize: number,
): Promise<RushShop> {
  if (!existsSync(NGINX))
    throw new Error('The rush balances with nginx, not installed: apt-get install nginx');
  const smtp = await startTestSmtp();
  const stripe = await startStripeStandIn();
  const database = `bookshop_rush_${randomBytes(4).toString('hex')}`;
  let fleet: Fleet;
  try {
    fleet = await startFleet({
      serverUrl,
      database,
      smtpUrl: smtp.url,
      processes,
      nginx: NGINX,
      env: {
        PAYMENT_PROVIDER: 'stripe',
        STRIPE_SECRET_KEY: STRIPE.secretKey,
        STRIPE_WEBHOOK_SECRET: STRIPE.webhookSecret,
        STRIPE_API_BASE: stripe.apiBase,
        // Node's options for the API processes, to profile them (`--cpu-prof --cpu-prof-dir=…`).
        ...(process.env.RUSH_NODE_OPTIONS ? { NODE_OPTIONS: process.env.RUSH_NODE_OPTIONS } : {}),
        DB_POOL_SIZE: String(poolSize),
      },
    });
  } catch (error) {
    await Promise.all([smtp.close(), stripe.close()]);
    await dropDatabase(serverUrl, database);
    throw error;
  }
  const close = async () => {
    await fleet.close();
    await Promise.all([smtp.close(), stripe.close()]);
  };
  await createAdmin(fleet.databaseUrl).catch(async (error: unknown) => {
    await close();
    throw error;
  });
  return {
    base: processes === 1 ? fleet.processes[0]! : fleet.url,
    fleet,
    smtp,
    stripe,
    close,
  };
}

/** A start that failed leaves its database behind (startFleet makes it first). */
async function dropDatabase(serverUrl: string, name: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  } finally {
    await admin.end();
  }
}

/** An administrator, made as `npm run staff:create` makes one: the demo's staff member is an editor. */
async function createAdmin(databaseUrl: string) {
  const database = await openDatabase({ databaseUrl, dataDir: '' });
  try {
    await createStaffMember(database.db, { ...ADMIN, name: 'Rush admin', role: 'admin' });
  } finally {
    await database.close();
  }
}

type Logged = { type?: string; message?: string; code?: string; cause?: Logged };

/** A JSON log line (the last one may still be being written). */
function parsed(line: string): { level?: number; msg?: string; err?: Logged } {
  try {
    return JSON.parse(line);
  } catch {
    return {};
  }
}

/**
 * What the processes logged that went wrong: JSON lines at warn level and above, and the lines they
 * wrote themselves (the database watch's), each told once with how often it came.
 */
export function serverProblems(fleet: Fleet): string[] {
  const seen = new Map<string, number>();
  for (const line of fleet.output().flatMap((output) => output.split('\n'))) {
    let what: string | null = line.trim() || null;
    if (line.startsWith('{')) {
      const entry = parsed(line);
      // The database's own words (a lock timeout, a deadlock) are in the cause of the query's error.
      const words = (err?: Logged) => (err ? ` ${err.code ?? ''} ${(err.message ?? '').split('\n')[0]}` : '');
      const cause = `${words(entry.err)}${words(entry.err?.cause)}`;
      what = (entry.level ?? 0) >= 40 ? `${entry.msg ?? ''}${cause}` : null;
    }
    if (what) seen.set(what, (seen.get(what) ?? 0) + 1);
  }
  return [...seen].map(([what, n]) => `${n} × ${what.slice(0, 300)}`);
}
