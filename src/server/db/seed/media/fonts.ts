import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);

/** Family names as the fonts declare them; the SVG drawings refer to these. */
export const NASKH = 'Noto Naskh Arabic';
export const LATIN = 'Cairo';

const faces = [400, 700].flatMap((weight) => [
  { pkg: '@fontsource/noto-naskh-arabic', file: `noto-naskh-arabic-arabic-${weight}-normal` },
  { pkg: '@fontsource/cairo', file: `cairo-latin-${weight}-normal` },
]);

function packageDir(pkg: string): string {
  return path.dirname(require.resolve(`${pkg}/package.json`));
}

let cached: string[] | undefined;

/**
 * Paths of TrueType copies of the fonts the drawings use (Naskh for Arabic, Cairo for Latin, each
 * regular and bold). The native renderer loads fonts only from files, and the font packages ship
 * WOFF, so the converted copies are kept in a cache folder named after the package versions.
 */
export function coverFontFiles(): string[] {
  if (cached) return cached;
  const versions = [...new Set(faces.map((f) => f.pkg))]
    .map((pkg) => `${path.basename(pkg)}-${require(`${pkg}/package.json`).version}`)
    .join('_');
  const dir = path.join(tmpdir(), `bookshop-fonts_${versions}`);
  mkdirSync(dir, { recursive: true });
  cached = faces.map(({ pkg, file }) => {
    const target = path.join(dir, `${file}.ttf`);
    if (!existsSync(target)) {
      const partial = `${target}.${process.pid}.part`;
      writeFileSync(partial, woffToSfnt(readFileSync(path.join(packageDir(pkg), 'files', `${file}.woff`))));
      renameSync(partial, target);
    }
    return target;
  });
  return cached;
}
