import type { Page } from 'playwright-core';

/*
 * Bidi by rule, measured in Chromium. In each block of a page (its nearest ancestor laid out as a
 * block, a cell or an item), a run of the other direction than the block's (Latin words, phones,
 * ISBNs, amounts in Arabic; Arabic words in English) must:
 *   - stand in its logical order on screen: the x of its characters, taken one by one with
 *     Range.getClientRects, rises (Latin) or falls (Arabic letters) along the text, line by line,
 *     the run not split around the block's own punctuation;
 *   - in a block that also holds words of the block's direction, sit inside an isolate: a `<bdi>`,
 *     an element with a `dir` attribute, `unicode-bidi: isolate | isolate-override | plaintext`, or
 *     the isolate marks U+2066–U+2068 … U+2069 that Intl-formatted moments carry.
 * Each finding names the page, the element and the text.
 */

export type BidiFinding = { route: string; element: string; text: string; problem: string };

/** The check itself, run in the page on `root` (serialised: it may use nothing from outside). */
function bidiFindings(root: Element): Omit<BidiFinding, 'route'>[] {
  const ARABIC = /[\u0621-\u064a\u0671-\u06d3]/;
  const LATIN = /[A-Za-z]/;
  // A Latin run: letters, digits and what joins them; one needs a Latin letter, a '+' or a currency sign.
  const latinRun =
    /[A-Za-z0-9+$#@][A-Za-z0-9+$#@%._\-/:'’()]*(?:[ ،,]+[A-Za-z0-9+$#@][A-Za-z0-9+$#@%._\-/:'’()]*)*/g;
  const arabicRun =
    /[\u0621-\u064a\u0671-\u06d3][\u0621-\u064a\u0671-\u06d3\u064b-\u065f0-9٠-٩]*(?:[ ،,.-]+[\u0621-\u064a\u0671-\u06d3\u064b-\u065f0-9٠-٩]+)*/g;
  const isolates = /[\u2066-\u2068][^\u2069]*\u2069/g;
  const found: Omit<BidiFinding, 'route'>[] = [];
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}${
      element.getAttribute('class')
        ? `.${element.getAttribute('class')?.trim().split(/\s+/).slice(0, 3).join('.')}`
        : ''
    }`;
  const blockOf = (element: Element) => {
    let at: Element | null = element;
    while (at && at !== root && getComputedStyle(at).display.startsWith('inline')) at = at.parentElement;
    return at ?? root;
  };
  const isolated = (from: Element, block: Element) => {
    for (let at: Element | null = from; at && at !== block; at = at.parentElement) {
      if (at.tagName === 'BDI' || at.hasAttribute('dir')) return true;
      if (/isolate|plaintext/.test(getComputedStyle(at).unicodeBidi)) return true;
    }
    return false;
  };
  // The centre of each character of `text` from `start` in the node, skipping spaces.
  const places = (node: Text, start: number, text: string) => {
    const range = document.createRange();
    const out: { char: string; x: number; top: number }[] = [];
    for (let i = 0; i < text.length; i++) {
      if (/\s/.test(text[i]!)) continue;
      range.setStart(node, start + i);
      range.setEnd(node, start + i + 1);
      const rect = range.getClientRects()[0];
      if (rect && rect.width > 0) out.push({ char: text[i]!, x: rect.left + rect.width / 2, top: rect.top });
    }
    return out;
  };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
    const parent = node.parentElement;
    const raw = node.data;
    if (!parent || !raw.trim() || parent.closest('script, style, svg, [aria-hidden="true"], .sr-only'))
      continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    const box = range.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const block = blockOf(parent);
    const rtl = getComputedStyle(parent).direction === 'rtl';
    // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, hidden parts left out.
    const blockText = (block as HTMLElement).innerText ?? block.textContent ?? '';
    const text = raw.replace(isolates, (marked) => ' '.repeat(marked.length));
    const pattern = rtl ? latinRun : arabicRun;
    for (const match of text.matchAll(pattern)) {
      // Closing marks and stops after a run belong to the sentence around it, not to the run.
      const run = match[0].replace(/[\s).,:;'’/-]+$/, '');
      if (rtl && !/[A-Za-z+$]/.test(run)) continue;
      if (!rtl && !ARABIC.test(run)) continue;
      const element = describe(parent);
      // In its order on screen, line by line.
      const chars = places(node, match.index, run).filter((c) => rtl || ARABIC.test(c.char));
      for (let i = 1; i < chars.length; i++) {
        const [a, b] = [chars[i - 1]!, chars[i]!];
        if (Math.abs(a.top - b.top) > 2) continue;
        if (rtl ? b.x <= a.x : b.x >= a.x) {
          found.push({
            element,
            text: raw.trim(),
            problem: `'${run}' out of order on screen at '${a.char}${b.char}'`,
          });
          break;
        }
      }
      // Isolated when its block also holds words of the block's direction.
      // The interface's own acronyms (CSV, ISBN, PDF) are one strong word: nothing inside to turn around.
      const own = rtl ? ARABIC : LATIN;
      const rest = blockText.replace(run, '');
      if (own.test(rest) && !/^[A-Z]{2,5}$/.test(run) && !isolated(parent, block)) {
        found.push({
          element,
          text: raw.trim(),
          problem: `'${run}' not isolated in '${blockText.trim().slice(0, 80)}'`,
        });
      }
    }
  }
  return found;
}

/** The findings of the rule on the page's `selector` (the whole page by default), named for `route`. */
export async function bidiCheck(page: Page, route: string, selector = 'body'): Promise<BidiFinding[]> {
  const findings = await page.locator(selector).first().evaluate(bidiFindings);
  return findings.map((finding) => ({ route, ...finding }));
}
