import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { woffToSfnt } from './woff.ts';

const require = createRequire(import.meta.url);

/** Family names as the fonts declare them; the SVG drawings refer to these. */
export const NASKH = 'Noto Naskh Arabic';
export const LATIN = 'Cairo';

/**
 * The Arabic face whole, as TrueType: the Arabic letters and also the punctuation Arabic text uses
 * from other blocks (« », :, digits), which the web subsets leave out and the renderer does not look
 * for in another family.
 */
export const naskhFontFiles = [400, 700].map((weight) =>
  require.resolve(
    `@expo-google-fonts/noto-naskh-arabic/${weight}${weight === 400 ? 'Regular' : 'Bold'}/NotoNaskhArabic_${weight}${weight === 400 ? 'Regular' : 'Bold'}.ttf`,
  ),
);

const cairoFaces = [400, 700].map((weight) => ({
  pkg: '@fontsource/cairo',
  file: `cairo-latin-${weight}-normal`,
}));

function packageDir(pkg: string): string {
  return path.dirname(require.resolve(`${pkg}/package.json`));
}

let cached: string[] | undefined;

/**
 * Paths of the TrueType fonts the drawings use (Naskh for Arabic, Cairo for Latin, each regular and
 * bold). The native renderer loads fonts only from files; Cairo's package ships WOFF, so its converted
 * copies are kept in a cache folder named after the package version.
 */
export function coverFontFiles(): string[] {
  if (cached) return cached;
  const pkg = '@fontsource/cairo';
  const dir = path.join(tmpdir(), `bookshop-fonts_cairo-${require(`${pkg}/package.json`).version}`);
  mkdirSync(dir, { recursive: true });
  const cairo = cairoFaces.map(({ file }) => {
    const target = path.join(dir, `${file}.ttf`);
    if (!existsSync(target)) {
      const partial = `${target}.${process.pid}.part`;
      writeFileSync(partial, woffToSfnt(readFileSync(path.join(packageDir(pkg), 'files', `${file}.woff`))));
      renameSync(partial, target);
    }
    return target;
  });
  cached = [...naskhFontFiles, ...cairo];
  return cached;
}
