import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrationsFolder } from '#server/db/client.ts';
import { insertBook } from '#server/modules/catalog/testing.ts';
import { ordersApi } from '#server/modules/orders/testing.ts';
import { DEVICE_SECRET_FILE } from '#server/services/device-tokens.ts';
import { verifyArchive } from './archive.ts';
import { command, kind, openShop, type Place, placesUnder, tablesIn, wipe } from './test-places.ts';
import { type Answers, expectSameAnswers, fillShop, sha256 } from './test-shop.ts';

/*
 * Issue 24, point 7: backups that restore. A shop with a client, a paid digital order and a book with
 * its cover and private PDF is backed up by the real command (`npm run db:backup`), its database and
 * folder wiped, and restored by the real command (`npm run db:restore`); the shop opened again
 * answers as before: the client's order, the cover, the same stamped download, the same push key.
 * The unit project runs it on the embedded database (PGlite), the pg project on PostgreSQL.
 */

const root = mkdtempSync(path.join(tmpdir(), 'bookshop-backup-test-'));
const places = placesUnder(root);

const lastMigration = (
  JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  }
).entries.at(-1)?.tag;

const archiveOf = (stdout: string) => /^Backup written to (\S+\.tar) /.exec(stdout)?.[1] ?? '';

let shopPlace: Place;
let before: Answers;
let archive = '';

beforeAll(async () => {
  shopPlace = await places.empty();
  const shop = await openShop(shopPlace);
  try {
    before = await fillShop(shop);
    if (kind === 'pglite') {
      // The embedded database has one writer: no backup while the shop holds the folder.
      const held = await command('backup', shopPlace, [path.join(root, 'backups')]);
      expect(held.code).toBe(1);
      expect(held.stdout).toBe('');
      expect(held.stderr.trim()).toMatch(
        /^The embedded database in \S+ is in use by process \d+ \(.*\): stop the shop first \(or point DATABASE_URL at PostgreSQL\), then run this again\.$/,
      );
    }
  } finally {
    await shop.close();
  }
  const backup = await command('backup', shopPlace, [path.join(root, 'backups')]);
  expect(backup.stderr).toBe('');
  expect(backup.code).toBe(0);
  archive = archiveOf(backup.stdout);
  expect(path.basename(archive)).toMatch(new RegExp(`^bookshop-${kind}-\\d{8}T\\d{6}Z\\.tar$`));
  expect(backup.stdout.trim()).toMatch(
    new RegExp(
      `\\): the ${kind} database \\(last migration ${lastMigration}\\), 3 files \\([\\d.]+ KB\\); every checksum verified\\.$`,
    ),
  );
});

afterAll(() => places.removeAll());

describe(`a backup of the shop on ${kind === 'postgres' ? 'PostgreSQL' : 'the embedded database (PGlite)'}`, () => {
  it('is one archive whose manifest names the database, each file, its size and sha-256', async () => {
    const manifest = await verifyArchive(archive);
    const media = path.join(shopPlace.dataDir, 'media', before.cover);
    const pdf = path.join(shopPlace.dataDir, 'files', before.pdfKey);
    const entry = (name: string, file: string) => ({
      path: name,
      size: readFileSync(file).length,
      sha256: sha256(readFileSync(file)),
    });
    expect(manifest).toEqual({
      format: 'bookshop-backup',
      version: 1,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      database: { kind, lastMigration },
      files: [
        {
          path: kind === 'postgres' ? 'database/postgres.dump' : 'database/pglite.tar.gz',
          size: expect.any(Number),
          sha256: expect.stringMatching(/^[0-9a-f]{64}$/),
        },
        entry(`media/${before.cover}`, media),
        entry(`files/${before.pdfKey}`, pdf),
        entry(`data/${DEVICE_SECRET_FILE}`, path.join(shopPlace.dataDir, DEVICE_SECRET_FILE)),
      ],
    });
  });

  it('restores into a wiped database and folder, and the shop answers as before', async () => {
    await wipe(shopPlace);
    const restored = await command('restore', shopPlace, [archive]);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout.trim()).toMatch(
      new RegExp(
        `^Restored ${archive}, made \\S+: the ${kind} database \\(last migration ${lastMigration}\\), 3 files \\([\\d.]+ KB\\)\\. Start the shop: it applies any newer migrations\\.$`,
      ),
    );
    const shop = await openShop(shopPlace);
    try {
      await expectSameAnswers(shop, before);
    } finally {
      await shop.close();
    }
  });

  it('refuses a tampered archive before anything is written', async () => {
    const tampered = path.join(root, 'tampered.tar');
    const bytes = readFileSync(archive);
    // The PDF's bytes start in the block after its header, which starts with its name.
    const header = bytes.indexOf(`files/${before.pdfKey}\0`);
    expect(header % 512).toBe(0);
    bytes[header + 512 + 100] ^= 0xff;
    writeFileSync(tampered, bytes);

    const target = await places.empty();
    const refused = await command('restore', target, [tampered]);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toBe('');
    expect(refused.stderr.trim()).toBe(
      `${tampered} is damaged: files/${before.pdfKey} does not match its sha-256. Nothing was restored.`,
    );
    expect(existsSync(target.dataDir)).toBe(false);
    if (target.databaseUrl) expect(await tablesIn(target)).toBe(0);
  });

  it('says in one line what is wrong with a file that is no backup, and writes nothing', async () => {
    const target = await places.empty();
    const cut = path.join(root, 'cut.tar');
    writeFileSync(cut, readFileSync(archive).subarray(0, 5000));
    const notes = path.join(root, 'notes.tar');
    writeFileSync(notes, 'not an archive\n');
    const missing = path.join(root, 'missing.tar');
    const cases = [
      [cut, `${cut} cannot be read as a backup: Truncated input (needed N more bytes, only 0 available).`],
      [notes, `${notes} cannot be read as a backup: Unrecognized archive format.`],
      [missing, `${missing} does not exist.`],
    ];
    for (const [file, line] of cases) {
      const refused = await command('restore', target, [file]);
      expect(refused.code, file).toBe(1);
      expect(refused.stdout, file).toBe('');
      expect(refused.stderr.trim().replace(/needed \d+ more/, 'needed N more'), file).toBe(line);
    }
    expect(existsSync(target.dataDir)).toBe(false);
  });

  it.runIf(kind === 'postgres')('names a missing pg_dump in one line', async () => {
    const backups = path.join(root, 'without-pg-dump');
    const failed = await command('backup', shopPlace, [backups], { PATH: path.dirname(process.execPath) });
    expect(failed.code).toBe(1);
    expect(failed.stdout).toBe('');
    expect(failed.stderr.trim()).toBe(
      "pg_dump was not found on the PATH: install PostgreSQL's client tools of the server's major version or newer (Debian: apt-get install postgresql-client), then run this again.",
    );
    // Nothing half-written is left where the backups go.
    expect(readdirSync(backups)).toEqual([]);
  });

  it('replaces a shop that holds data only with --force, after naming what it would replace', async () => {
    const target = await places.empty();
    const other = await openShop(target);
    try {
      await insertBook(other.app.db, { id: 999, titleEn: 'Another shop’s book' });
    } finally {
      await other.close();
    }

    const refused = await command('restore', target, [archive]);
    expect(refused.code).toBe(1);
    const database =
      kind === 'postgres'
        ? `the database at 127.0.0.1:${new URL(target.databaseUrl!).port}${new URL(target.databaseUrl!).pathname}`
        : `the embedded database in ${path.join(target.dataDir, 'pglite')}`;
    expect(refused.stderr.trim().replace(/\(\d+ tables,/, '(N tables,')).toBe(
      `Restoring would replace ${database} (N tables, last migration ${lastMigration}), the device-token secret in ${path.join(target.dataDir, DEVICE_SECRET_FILE)}. Nothing was changed: stop the shop, then run this again with --force to replace them.`,
    );

    const forced = await command('restore', target, [archive, '--force']);
    expect(forced.stderr).toBe('');
    expect(forced.code).toBe(0);
    const shop = await openShop(target);
    try {
      await expectSameAnswers(shop, before);
      expect((await ordersApi(shop)('GET', '/books/999')).statusCode).toBe(404);
    } finally {
      await shop.close();
    }
  });
});
