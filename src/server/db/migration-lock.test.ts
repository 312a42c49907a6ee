import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { onRealPostgres } from '#server/test/harness.ts';
import { closedPort } from '#server/test/smtp.ts';

/** The migrations the build holds, each applied once. */
const journal = JSON.parse(readFileSync('src/server/db/migrations/meta/_journal.json', 'utf8')) as {
  entries: unknown[];
};

/*
 * Three processes started together on a fresh database all come up: they migrate one after the other
 * under PostgreSQL's advisory lock, the later ones finding nothing left to do, instead of two of them
 * dying on `duplicate key value violates unique constraint "pg_extension_name_index"`.
 */

const serverUrl = process.env.TEST_PG_URL ?? '';
const ROUNDS = 5;
const PROCESSES = 3;
const prefix = `${inject('pgTemplate') ?? 'bookshop_test'}_together_${randomBytes(4).toString('hex')}`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'bookshop-together-'));

async function onServer(statement: string) {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    return await admin.query(statement);
  } finally {
    await admin.end();
  }
}

type Started = { child: ChildProcess; output: () => string; exited: Promise<number | null> };

function startServer(databaseUrl: string, port: number): Started {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOME: tmpdir(),
      NODE_ENV: 'development',
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_ON_START: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk.toString();
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk.toString();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, output: () => output, exited };
}

/** Resolves once the process says it serves; fails with its output as soon as it exits instead. */
async function ready(started: Started) {
  const serving = expect
    .poll(() => started.output().includes('Bookshop ready on'), { timeout: 240_000, interval: 100 })
    .toBe(true);
  const died = started.exited.then((code) => {
    throw new Error(`exited with ${code} before serving:\n${started.output()}`);
  });
  await Promise.race([serving, died]);
}

afterAll(async () => {
  rmSync(dataDir, { recursive: true, force: true });
  if (!onRealPostgres) return;
  for (let round = 1; round <= ROUNDS; round++) {
    await onServer(`DROP DATABASE IF EXISTS ${prefix}_${round} WITH (FORCE)`);
  }
});

/** Starts the processes at once on `url`, each until it serves; then checks what they migrated. */
async function startTogether(url: URL, round: string) {
  const ports = await Promise.all(Array.from({ length: PROCESSES }, () => closedPort()));
  const servers = ports.map((port) => startServer(url.toString(), port));
  try {
    for (const server of servers) await ready(server);
    for (const port of ports) {
      const answer = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
      expect(answer.status, `${round}, port ${port}`).toBe(200);
    }
  } finally {
    for (const server of servers) server.child.kill('SIGTERM');
  }
  for (const server of servers) expect(await server.exited, server.output()).toBe(0);

  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    const applied = await client.query(
      'SELECT hash, count(*)::int AS times FROM drizzle.__drizzle_migrations GROUP BY hash',
    );
    expect(applied.rows.every((row) => row.times === 1)).toBe(true);
    const countries = await client.query(
      'SELECT count(*)::int AS n, count(DISTINCT code)::int AS codes FROM countries',
    );
    expect(countries.rows[0].n).toBe(countries.rows[0].codes);
    expect(countries.rows[0].n).toBeGreaterThan(200);
  } finally {
    await client.end();
  }
}

describe.runIf(onRealPostgres)('processes started together', () => {
  it(`all come up on a fresh database, ${ROUNDS} rounds of ${PROCESSES}, each migration applied once`, async () => {
    for (let round = 1; round <= ROUNDS; round++) {
      const name = `${prefix}_${round}`;
      await onServer(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      await startTogether(url, `round ${round}`);
    }
  });

  it('all come up on an older database, applying the migrations it lacks once', async () => {
    const url = new URL(serverUrl);
    url.pathname = `/${prefix}_1`;
    for (let round = 1; round <= 2; round++) {
      // The database as the build before the last fifteen migrations left it: their records, tables and
      // columns dropped (0037: the rights enquiries and their history; 0038: the rights list; 0039: the
      // books' subtitles and Thema codes; 0040: the box sets and the orders' box-set lines; 0041: the
      // cash-on-delivery confirmations; 0042: the ZATCA documents and their chain; 0043: the carriers'
      // shipments and zones' carriers; 0044: the carriers' COD remittances and their lines; 0045: the COD
      // risk orders and settings; 0046: the shipments' tracking events; 0047: ZATCA onboarding and the
      // documents' reporting; 0048: the orders' payment vouchers; 0049: the markets, their countries
      // and the books' market prices; 0050: the orders' currency;
      // 0051: the shipments' and remittance lines' currency, the orders' gateway; a new migration changes this).
      const client = new pg.Client({ connectionString: url.toString() });
      await client.connect();
      try {
        await client.query(
          `DELETE FROM drizzle.__drizzle_migrations WHERE id IN
             (SELECT id FROM drizzle.__drizzle_migrations ORDER BY created_at DESC LIMIT 15)`,
        );
        await client.query(
          'DROP TABLE book_market_prices; DROP TABLE market_countries; DROP TABLE markets; ' +
            'DROP TABLE cod_risk_orders; DROP TABLE cod_risk_settings; ' +
            'DROP TABLE cod_remittance_lines; DROP TABLE cod_remittances; ' +
            'DROP TABLE shipment_events; DROP TABLE shipments; DROP TABLE carrier_zone_settings; ' +
            'DROP TABLE cod_messages; DROP TABLE cod_confirmations; DROP TABLE cod_markets; DROP TABLE cod_settings; ' +
            'DROP TABLE zatca_onboarding; DROP TABLE zatca_documents; DROP TABLE zatca_chain; ' +
            'ALTER TABLE order_lines DROP COLUMN box_set_line_id; DROP TABLE order_box_sets; ' +
            'DROP TABLE box_set_books; DROP TABLE box_sets; ' +
            'DROP TABLE rights_titles; DROP TABLE rights_enquiry_events; DROP TABLE rights_enquiries; ' +
            'ALTER TABLE books DROP COLUMN subtitle_ar, DROP COLUMN subtitle_en, DROP COLUMN thema_codes; ' +
            'ALTER TABLE orders DROP COLUMN voucher_reference, DROP COLUMN voucher_expires_at, ' +
            'DROP COLUMN currency, DROP COLUMN currency_decimals, DROP COLUMN rate_micros, ' +
            'DROP COLUMN payment_provider',
        );
      } finally {
        await client.end();
      }
      await startTogether(url, `older database, round ${round}`);
      const after = new pg.Client({ connectionString: url.toString() });
      await after.connect();
      try {
        const back = await after.query(
          `SELECT EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_name = 'rights_enquiries' AND column_name = 'reference')
                   AND EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_name = 'rights_titles' AND column_name = 'sold')
                   AND EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_name = 'books' AND column_name = 'thema_codes')
                   AND EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_name = 'order_lines' AND column_name = 'box_set_line_id')
                   AND EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_name = 'cod_confirmations' AND column_name = 'token_hash')
                   AND EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_name = 'shipments' AND column_name = 'label_key')
                   AND EXISTS (SELECT 1 FROM information_schema.columns
                   WHERE table_name = 'zatca_documents' AND column_name = 'previous_hash') AS restored,
                  (SELECT count(*)::int FROM drizzle.__drizzle_migrations) AS applied`,
        );
        expect(back.rows[0]).toEqual({ restored: true, applied: journal.entries.length });
      } finally {
        await after.end();
      }
    }
  });
});
