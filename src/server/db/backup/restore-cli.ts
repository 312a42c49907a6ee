import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { openDatabaseOrExit } from '#server/db/command.ts';
import { BackupError, verifyArchive } from './archive.ts';
import { assertBucketUsable, bucketContents, bucketFoldersOf } from './bucket.ts';
import { contentsOf, runCommand } from './command-line.ts';
import { checkRestorable, presentContents } from './contents.ts';
import { restoreBackup } from './restore.ts';

/**
 * `npm run db:restore -- <archive.tar> [--force]`: checks every entry of the archive against its
 * manifest before anything is touched, then restores the database, the media, the books' PDFs and the
 * push keys. A database with tables or a folder with files is replaced only with --force.
 */
await runCommand('The restore failed', async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { force: { type: 'boolean', default: false } },
  });
  if (positionals.length !== 1) throw new BackupError('Usage: npm run db:restore -- <archive.tar> [--force]');
  const file = path.resolve(positionals[0]);
  if (!existsSync(file)) throw new BackupError(`${file} does not exist.`);
  const config = loadConfig();
  const manifest = await verifyArchive(file);
  checkRestorable(file, manifest, config);
  const database = await openDatabaseOrExit(config);
  try {
    await assertBucketUsable(config, 'Nothing was restored.');
    const bucket = bucketFoldersOf(config);
    const present = [
      ...(await presentContents(config, database)),
      ...(bucket ? await bucketContents(config, bucket) : []),
    ];
    if (present.length > 0 && !values.force) {
      throw new BackupError(
        `Restoring would replace ${present.join(', ')}. Nothing was changed: stop the shop, then run this again with --force to replace them.`,
      );
    }
    await restoreBackup(config, database, file, manifest, values.force);
  } finally {
    await database.close();
  }
  return `Restored ${file}, made ${manifest.createdAt}: ${contentsOf(manifest)}. Start the shop: it applies any newer migrations.`;
});
