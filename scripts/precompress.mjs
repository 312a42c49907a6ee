import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/*
 * Writes a brotli (.br) and a gzip (.gz) copy next to every text file of the built shop, and next to
 * the uncompressed fonts (the reader's standard PDF fonts), once at build time at the strongest
 * settings, so the server sends them as they are (phones on slow networks).
 * Files under 1 KB gain nothing worth a second request header.
 */

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ttf|otf)$/;
const MIN_BYTES = 1024;

function* filesIn(folder) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) yield* filesIn(file);
    else if (entry.isFile()) yield file;
  }
}

/** Compresses every eligible file of `root`; answers how many it compressed and their sizes. */
export function precompress(root) {
  const written = [];
  for (const file of filesIn(root)) {
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const bytes = readFileSync(file);
    const br = brotliCompressSync(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
      },
    });
    const gz = gzipSync(bytes, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    written.push({ file: path.relative(root, file), raw: bytes.length, br: br.length, gz: gz.length });
  }
  return written;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const root = path.resolve(process.argv[2] ?? 'dist/web');
  const written = precompress(root);
  const total = (key) => Math.round(written.reduce((sum, each) => sum + each[key], 0) / 1024);
  console.log(
    `precompressed ${written.length} files of ${root}: ${total('raw')} KiB → br ${total('br')} KiB, gzip ${total('gz')} KiB`,
  );
}
