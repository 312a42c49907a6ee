import { parseArgs } from 'node:util';
import { loadConfig } from '#server/config.ts';
import { openDatabaseOrExit } from '#server/db/command.ts';
import { BackupError } from './archive.ts';
import { writeBackup } from './backup.ts';
import { contentsOf, runCommand, sizeOf } from './command-line.ts';

/**
 * `npm run db:backup -- [folder | file.tar]` (default: ./backups): one archive of the database, the
 * media, the books' PDFs and the push keys, with a manifest of their sizes and sha-256, read back and
 * checked before it is named. On the embedded database it refuses while the shop holds the folder.
 */
await runCommand('The backup failed', async () => {
  const { positionals } = parseArgs({ allowPositionals: true, options: {} });
  if (positionals.length > 1) throw new BackupError('Usage: npm run db:backup -- [folder or file.tar]');
  const config = loadConfig();
  const database = await openDatabaseOrExit(config);
  try {
    const { file, manifest, bytes } = await writeBackup(config, database, positionals[0] ?? 'backups');
    return `Backup written to ${file} (${sizeOf(bytes)}): ${contentsOf(manifest)}; every checksum verified.`;
  } finally {
    await database.close();
  }
});
