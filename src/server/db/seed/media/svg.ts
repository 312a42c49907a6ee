import { Resvg } from '@resvg/resvg-js';
import { coverFontFiles, NASKH } from './fonts.ts';

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const TASHKEEL = /[\u064B-\u0652\u0640]/g;

/**
 * Breaks text into lines of about `maxChars` letters (vowel marks not counted), at spaces. A colon
 * ends a line and is dropped: on a picture the break marks the subtitle, and the Arabic face has
 * no colon glyph.
 */
export function wrapWords(text: string, maxChars: number): string[] {
  const lines: string[] = [];
  for (const part of text.split(/\s*:\s*/)) {
    let line = '';
    for (const word of part.split(/\s+/)) {
      const next = line ? `${line} ${word}` : word;
      if (line && next.replace(TASHKEEL, '').length > maxChars) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** An eight-pointed star (two squares turned 45° to each other) in a ring, the cover ornament. */
export function starOrnament(cx: number, cy: number, r: number, color: string): string {
  const square = (angle: number) =>
    `<rect x="${cx - r}" y="${cy - r}" width="${2 * r}" height="${2 * r}" transform="rotate(${angle} ${cx} ${cy})" />`;
  return `<g fill="none" stroke="${color}" stroke-width="${Math.max(2, r / 20)}">
    ${square(0)}${square(45)}
    <circle cx="${cx}" cy="${cy}" r="${r * 1.45}" />
    <circle cx="${cx}" cy="${cy}" r="${r * 0.55}" fill="${color}" fill-opacity="0.25" />
  </g>`;
}

export type TextLine = { text: string; size: number; color: string; bold?: boolean; gapBefore?: number };

const ARABIC = /[\u0600-\u06FF]/;
const RLM = '\u200F';

/**
 * Centred lines from `top` downwards. Arabic lines are wrapped in right-to-left marks: the renderer
 * takes a left-to-right base direction otherwise and puts end punctuation on the wrong side.
 */
export function textBlock(lines: TextLine[], centreX: number, top: number): string {
  let y = top;
  return lines
    .map((line) => {
      y += (line.gapBefore ?? 0) + line.size * 1.25;
      const arabic = ARABIC.test(line.text);
      const text = arabic ? `${RLM}${line.text}${RLM}` : line.text;
      return `<text x="${centreX}" y="${y}" font-family="'${NASKH}'" font-size="${line.size}" font-weight="${line.bold ? 700 : 400}" fill="${line.color}" text-anchor="middle">${escapeXml(text)}</text>`;
    })
    .join('\n');
}

export function svgDocument(width: number, height: number, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${body}</svg>`;
}

/** `zoom` below 1 gives the smaller copies embedded in PDFs, which pdf-lib embeds much faster. */
export function renderPng(svg: string, zoom = 1): Buffer {
  const resvg = new Resvg(svg, {
    font: { fontFiles: coverFontFiles, loadSystemFonts: false, defaultFontFamily: NASKH },
    fitTo: { mode: 'zoom', value: zoom },
  });
  return resvg.render().asPng();
}
