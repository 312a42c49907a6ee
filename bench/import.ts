import { randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import pg from 'pg';
import { type Database, openDatabase } from '#server/db/client.ts';
import { bookCategories, coverTypes, writers } from '#server/modules/catalog/testing.ts';
import { BOOK_CSV_COLUMNS } from '#shared/contract/staff-bulk.ts';
import { isbn13CheckDigit } from '#shared/isbn.ts';
import { staffBenchApp } from './staff-app.ts';
import {
  arabicAdjectives,
  arabicFirstNames,
  arabicLastNames,
  arabicNouns,
  arabicTopics,
  englishNouns,
} from './words.ts';

/*
 * `npm run bench:import`: a CSV of 1,000 generated books in Arabic and English, imported through the
 * API as staff send it (preview, then the import itself, then the same file again: every row matched
 * by its ISBN). On embedded PGlite, and also on PostgreSQL when DATABASE_URL names a server (a fresh
 * database is made there and dropped after). Prints the seconds of each step; the budget is 10 s for
 * the import of 1,000 rows.
 */

const ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 1000);
const BUDGET_S = 10;
const pick = <T>(list: readonly T[], i: number) => list[i % list.length];

function isbnOf(i: number) {
  const first12 = `979${String(1_000_000 + i).padStart(9, '0')}`;
  return `${first12}${isbn13CheckDigit(first12)}`;
}

/** The file: every column of the export, one book a row, writers and categories by their Arabic name. */
function csvFile(writerNames: string[], categoryNames: string[], coverName: string, edition = 0) {
  const rows = Array.from({ length: ROWS }, (_, i) => {
    const title = `${pick(arabicNouns, i)} ${pick(arabicAdjectives, i * 7)} ${i + 1}`;
    const row: Record<(typeof BOOK_CSV_COLUMNS)[number], string> = {
      id: '',
      isbn: isbnOf(i),
      title_ar: title,
      title_en: `The ${pick(englishNouns, i)} ${i + 1}`,
      description_ar: `<p>${title}: وصف الكتاب وملخص فصوله، «طبعة جديدة».</p>`,
      description_en: '<p>About this book and its chapters.</p>',
      topic_ar: pick(arabicTopics, i),
      topic_en: '',
      dimensions_ar: '17 × 24 سم',
      dimensions_en: '17 × 24 cm',
      pdf_price: (1 + (i % 20) + 0.5 + edition).toFixed(2),
      hardcopy_price: (5 + (i % 30)).toFixed(2),
      stock: String((i % 50) + edition * 10),
      weight_grams: String(300 + (i % 400)),
      pages: String(80 + (i % 600)),
      publish_year: String(1950 + (i % 75)),
      writer: pick(writerNames, i),
      category: pick(categoryNames, i),
      cover_type: coverName,
      coming_soon: String(i % 10 === 0),
      most_popular: String(i % 7 === 0),
      hidden: 'false',
    };
    return BOOK_CSV_COLUMNS.map((column) => row[column]);
  });
  return `\uFEFF${stringify([[...BOOK_CSV_COLUMNS], ...rows])}`;
}

async function seedReferences(database: Database) {
  const writerRows = Array.from({ length: 50 }, (_, i) => ({
    nameAr: `${pick(arabicFirstNames, i)} ${pick(arabicLastNames, i * 3)} ${i + 1}`,
    nameEn: `Writer ${i + 1}`,
  }));
  await database.db.insert(writers).values(writerRows);
  const categoryRows = Array.from({ length: 20 }, (_, i) => ({
    titleAr: `${pick(arabicTopics, i)} ${i + 1}`,
    titleEn: `Category ${i + 1}`,
  }));
  await database.db.insert(bookCategories).values(categoryRows);
  await database.db.insert(coverTypes).values({ nameAr: 'غلاف ورقي', nameEn: 'Paperback' });
  const file = (edition: number) =>
    csvFile(
      writerRows.map((w) => w.nameAr),
      categoryRows.map((c) => c.titleAr),
      'غلاف ورقي',
      edition,
    );
  return { file: file(0), changed: file(1) };
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<{ result: T; seconds: number }> {
  const started = performance.now();
  const result = await work();
  const seconds = (performance.now() - started) / 1000;
  console.log(`  ${label.padEnd(34)} ${seconds.toFixed(2)} s`);
  return { result, seconds };
}

async function run(kind: string, database: Database) {
  console.log(`${kind}: ${ROWS} rows`);
  await database.migrate();
  const { file, changed } = await seedReferences(database);
  const { app, token, close } = await staffBenchApp(database, 'import', 'editor');
  try {
    const headers = { authorization: `Bearer ${token}`, 'content-type': 'text/csv' };
    const send = async (url: string, payload = file) => {
      const res = await app.inject({ method: 'POST', url, headers, payload });
      if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body.slice(0, 500)}`);
      return res.json().data.counts ?? res.json().data;
    };
    await timed('preview (new books)', () => send('/api/staff/books/import/preview'));
    const imports = [
      await timed('import (new books)', () => send('/api/staff/books/import')),
      await timed('import again (matched, unchanged)', () => send('/api/staff/books/import')),
      await timed('import, every price and stock new', () => send('/api/staff/books/import', changed)),
    ];
    const slowest = Math.max(...imports.map((step) => step.seconds));
    const [created, , updated] = imports.map((step) => step.result as { create: number; update: number });
    console.log(
      `  created ${created.create}, then updated ${updated.update}; slowest import ${slowest.toFixed(2)} s, ` +
        `budget ${BUDGET_S} s: ${slowest < BUDGET_S ? 'met' : 'MISSED'}`,
    );
    return slowest;
  } finally {
    await close();
  }
}

async function onServer(serverUrl: string, statement: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const results: number[] = [];
const pglite = await openDatabase({ dataDir: 'memory://' });
try {
  results.push(await run('PGlite (embedded)', pglite));
} finally {
  await pglite.close();
}

const serverUrl = process.env.DATABASE_URL;
if (serverUrl) {
  const name = `bookshop_bench_import_${randomBytes(4).toString('hex')}`;
  await onServer(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const postgres = await openDatabase({ databaseUrl: url.toString(), dataDir: '' });
  try {
    results.push(await run(`PostgreSQL (${url.host})`, postgres));
  } finally {
    await postgres.close();
    await onServer(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
}
process.exitCode = results.every((seconds) => seconds < BUDGET_S) ? 0 : 1;
