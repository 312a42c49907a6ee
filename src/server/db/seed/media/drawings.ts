import type { BookSeed } from '../data/index.ts';
import { renderPng, starOrnament, svgDocument, type TextLine, textBlock, wrapWords } from './svg.ts';

export type Palette = { color: string; accent: string };

const COVER = { width: 600, height: 900 };

/** A book cover: category colours, a star ornament, the Arabic title and writer, the English title small. */
export function drawCover(
  book: Pick<BookSeed, 'titleAr' | 'titleEn'>,
  writerAr: string,
  categoryAr: string,
  palette: Palette,
  zoom = 1,
): Buffer {
  const { width, height } = COVER;
  const cx = width / 2;
  const titleLines = wrapWords(book.titleAr, 15);
  const titleSize = titleLines.length > 3 ? 44 : 54;
  const lines: TextLine[] = [
    ...titleLines.map((text, i) => ({
      text,
      size: titleSize,
      color: '#ffffff',
      bold: true,
      gapBefore: i ? 4 : 0,
    })),
    { text: writerAr, size: 32, color: palette.accent, gapBefore: 28 },
  ];
  const english = wrapWords(book.titleEn, 38).slice(0, 2);
  const body = `
    <rect width="${width}" height="${height}" fill="${palette.color}" />
    <rect x="22" y="22" width="${width - 44}" height="${height - 44}" fill="none" stroke="${palette.accent}" stroke-width="3" />
    <rect x="34" y="34" width="${width - 68}" height="${height - 68}" fill="none" stroke="${palette.accent}" stroke-width="1" stroke-opacity="0.6" />
    ${textBlock([{ text: categoryAr, size: 26, color: palette.accent }], cx, 50)}
    ${starOrnament(cx, 260, 70, palette.accent)}
    ${textBlock(lines, cx, 400)}
    <line x1="${cx - 120}" y1="770" x2="${cx + 120}" y2="770" stroke="${palette.accent}" stroke-width="2" />
    ${textBlock(
      english.map((text) => ({ text, size: 22, color: '#ffffff' })),
      cx,
      780,
    )}`;
  return renderPng(svgDocument(width, height, body), zoom);
}

/** A landscape picture for news items, Kashkoul articles and footer links. */
export function drawBanner(
  options: { titleAr: string; titleEn: string; label: string; width?: number; height?: number } & Palette,
  zoom = 1,
): Buffer {
  const width = options.width ?? 800;
  const height = options.height ?? 500;
  const scale = width / 800;
  const cx = width / 2;
  const titleLines = wrapWords(options.titleAr, Math.round(26 * Math.min(1, scale * 1.2))).slice(0, 3);
  const lines: TextLine[] = [
    ...titleLines.map((text) => ({ text, size: Math.round(40 * scale), color: '#ffffff', bold: true })),
    { text: options.titleEn, size: Math.round(20 * scale), color: options.accent, gapBefore: 16 * scale },
  ];
  const body = `
    <rect width="${width}" height="${height}" fill="${options.color}" />
    ${starOrnament(width - 70 * scale, 70 * scale, 34 * scale, options.accent)}
    ${starOrnament(70 * scale, height - 70 * scale, 34 * scale, options.accent)}
    ${textBlock([{ text: options.label, size: Math.round(22 * scale), color: options.accent }], cx, 20 * scale)}
    ${textBlock(lines, cx, height / 2 - (titleLines.length * 50 * scale) / 2 - 20 * scale)}`;
  return renderPng(svgDocument(width, height, body), zoom);
}
