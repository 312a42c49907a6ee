// Builds the server into plain JavaScript that Node runs without a loader: one ES module per command
// (the shop, the migrations, the backups, the storage copy, the staff and push commands), their shared code in chunks
// beside them, packages left to node_modules. The SQL migrations are copied next to the code that
// applies them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));

/** Output file (without .js) → source, relative to the project. */
export const entryPoints = {
  main: 'src/server/main.ts',
  'db-migrate': 'src/server/db/migrate-cli.ts',
  'staff-create': 'src/server/modules/staff/create-cli.ts',
  'push-new-book': 'src/server/modules/devices/new-book-cli.ts',
  'db-backup': 'src/server/db/backup/backup-cli.ts',
  'db-restore': 'src/server/db/backup/restore-cli.ts',
  'storage-copy': 'src/server/services/storage-copy-cli.ts',
};

/** How the server's code is bundled: ES modules for Node, packages left to node_modules. */
export const bundling = {
  absWorkingDir: root,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node22',
  packages: 'external',
  // Every file in one folder: code that finds files beside itself (the migrations) finds them
  // wherever the bundler puts it.
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
};

/**
 * Writes the server into `outdir` (absolute, or relative to the project). It must lie inside the
 * project: the code finds its packages (and the fonts and WebAssembly they ship) in node_modules above it.
 */
export async function buildServer(outdir = 'dist/server') {
  const target = path.resolve(root, outdir);
  rmSync(target, { recursive: true, force: true });
  await build({
    ...bundling,
    entryPoints: Object.entries(entryPoints).map(([out, source]) => ({ out, in: source })),
    outdir: target,
  });
  cpSync(path.join(root, 'src/server/db/migrations'), path.join(target, 'migrations'), {
    recursive: true,
  });
  return target;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const target = await buildServer(process.argv[2]);
  console.log(`Server built into ${path.relative(root, target)}`);
}
