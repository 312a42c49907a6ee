import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * WCAG contrast of the shop's colours, from the theme in styles.css and the classes the components
 * use: text needs 4.5:1 on what it is drawn on. axe measures the rendered page but skips text it
 * cannot place (some Arabic runs, states it never sees), so the palette is checked here as well.
 */

const webDir = path.resolve(import.meta.dirname);
const css = readFileSync(path.join(webDir, 'styles.css'), 'utf8');
const theme: Record<string, string> = { white: '#ffffff' };
for (const [, name, hex] of css.matchAll(/--color-([\w-]+):\s*(#[0-9a-f]{6})/g)) theme[name] = hex;

type Rgb = [number, number, number];
const rgb = (hex: string): Rgb => [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const over = (top: Rgb, alpha: number, under: Rgb): Rgb =>
  top.map((c, i) => c * alpha + (under[i] ?? 0) * (1 - alpha)) as Rgb;
const luminance = (c: Rgb) => {
  const [r = 0, g = 0, b = 0] = c.map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};
/** The contrast ratio of `text` (with its opacity) drawn on `background`. */
function contrast(text: string, background: string, alpha = 1) {
  const under = rgb(theme[background] ?? '#000000');
  const a = luminance(over(rgb(theme[text] ?? '#000000'), alpha, under));
  const b = luminance(under);
  return Math.round(((Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05)) * 100) / 100;
}

/** The page (sand), cards and fields (white), tinted panels. */
const lightSurfaces = ['white', 'sand', 'brand-50', 'gold-50'];
/** The top bar and footer (brand-950) and the menu (brand-800). */
const darkSurfaces = ['brand-800', 'brand-950'];
const forLight = /^(brand-(400|500|600|700|800|900|950)|gold-(600|700))$/;
const forDark = /^(white|brand-(50|100|200|300)|gold-(200|300))$/;

/** Every class string of the shop's components, with its file. */
function classStrings() {
  const found: { file: string; classes: string[] }[] = [];
  for (const file of readdirSync(webDir, { recursive: true }) as string[]) {
    if (!file.endsWith('.tsx') || file.includes('.test.')) continue;
    const source = readFileSync(path.join(webDir, file), 'utf8');
    for (const [, text] of source.matchAll(/["'`]([^"'`\n]*\b(?:text|bg)-[^"'`\n]*)["'`]/g)) {
      found.push({ file, classes: (text ?? '').split(/\s+/) });
    }
  }
  return found;
}

/** `text-brand-600/80` → { variant: '', colour: 'brand-600', alpha: 0.8 }, for theme colours only. */
function colourOf(token: string, kind: 'text' | 'bg') {
  const match = token.match(new RegExp(`^((?:[a-z-]+:)*)${kind}-([a-z]+(?:-\\d+)?)(?:/(\\d+))?$`));
  if (!match?.[2] || !(match[2] in theme)) return undefined;
  return { variant: match[1] ?? '', colour: match[2], alpha: match[3] ? Number(match[3]) / 100 : 1 };
}

describe('the palette', () => {
  it('gives every text colour 4.5:1 on every surface of its kind', () => {
    const failing: string[] = [];
    for (const name of Object.keys(theme)) {
      const surfaces = forLight.test(name) ? lightSurfaces : forDark.test(name) ? darkSurfaces : [];
      for (const surface of surfaces) {
        const ratio = contrast(name, surface);
        if (ratio < 4.5) failing.push(`text-${name} on ${surface}: ${ratio}`);
      }
    }
    expect(failing).toEqual([]);
  });

  it('uses as text only colours made for text, placeholders and faded text included', () => {
    const failing: string[] = [];
    for (const { file, classes } of classStrings()) {
      for (const token of classes) {
        const text = colourOf(token, 'text');
        if (!text || /(^|:)(hover|focus|group-hover|disabled):/.test(text.variant)) continue;
        const surfaces = forLight.test(text.colour)
          ? lightSurfaces
          : forDark.test(text.colour)
            ? darkSurfaces
            : [];
        if (surfaces.length === 0) failing.push(`${file}: ${token} is not a text colour`);
        // Placeholders and hints sit on light fields.
        if (text.variant.includes('placeholder:') && !forLight.test(text.colour)) {
          failing.push(`${file}: ${token} on a field`);
        }
        for (const surface of text.alpha < 1 ? surfaces : []) {
          const ratio = contrast(text.colour, surface, text.alpha);
          if (ratio < 4.5) failing.push(`${file}: ${token} on ${surface}: ${ratio}`);
        }
      }
    }
    expect(failing).toEqual([]);
  });

  it('gives 4.5:1 to the text and background an element names together, hovered too', () => {
    const failing: string[] = [];
    for (const { file, classes } of classStrings()) {
      for (const state of ['', 'hover:']) {
        const of = (kind: 'text' | 'bg') =>
          classes.map((c) => colourOf(c, kind)).find((c) => c?.variant === state) ??
          classes.map((c) => colourOf(c, kind)).find((c) => c?.variant === '');
        const text = of('text');
        const bg = of('bg');
        if (!text || !bg || bg.alpha < 1 || (state && !classes.some((c) => c.startsWith(state)))) continue;
        const ratio = contrast(text.colour, bg.colour, text.alpha);
        if (ratio < 4.5)
          failing.push(`${file}: ${state}text-${text.colour} on ${state}bg-${bg.colour}: ${ratio}`);
      }
    }
    expect(failing).toEqual([]);
  });

  it('reads at 4.5:1 where the audit measured less: count badges, Subscribe, hints', () => {
    expect(contrast('brand-950', 'gold-400')).toBe(7.92);
    expect(contrast('brand-600', 'white')).toBe(6.66);
    expect(contrast('gold-600', 'sand')).toBeGreaterThanOrEqual(4.5);
    expect(contrast('brand-500', 'brand-50')).toBeGreaterThanOrEqual(4.5);
  });
});
