import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

/** The family name as the font declares it; the SVG drawings refer to it. */
export const NASKH = 'Noto Naskh Arabic';

/**
 * The covers' one face, whole, as TrueType (regular and bold): the Arabic letters, the punctuation
 * Arabic text uses from other blocks (« », :, digits) and the Latin alphabet with its accents, so
 * English titles and names are drawn by the same family. The native renderer loads fonts only from
 * files, and the web's split WOFF2 subsets would lose the Latin digits and punctuation.
 */
export const coverFontFiles = [400, 700].map((weight) =>
  require.resolve(
    `@expo-google-fonts/noto-naskh-arabic/${weight}${weight === 400 ? 'Regular' : 'Bold'}/NotoNaskhArabic_${weight}${weight === 400 ? 'Regular' : 'Bold'}.ttf`,
  ),
);
