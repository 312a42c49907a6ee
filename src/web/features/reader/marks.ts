import type { PageHits, PageText } from '#shared/book-search.ts';

/*
 * A search's matches on a page's text layer. A match covers part of a text item (a line, or a few
 * words): only its words are highlighted, with the CSS Custom Highlight API, where the span shows the
 * item's text as the search read it; else (a run pdf.js reordered, an old browser) the whole span.
 */

/** A match's share of one text item: its characters `from`–`to` of `text`, the item as searched. */
export type Mark = { item: number; from: number; to: number; text: string };

/** The marks of a page's matches, item by item. */
export function marksOf(entry: PageHits | undefined, page: PageText | undefined): Mark[] {
  if (!entry || !page) return [];
  return entry.hits.flatMap((hit) =>
    page.parts
      .filter((part) => part.start < hit.end && part.end > hit.start)
      .map((part) => ({
        item: part.item,
        from: Math.max(hit.start, part.start) - part.start,
        to: Math.min(hit.end, part.end) - part.start,
        text: page.text.slice(part.start, part.end),
      })),
  );
}

const NAME = 'reader-hit';

/** The one highlight every page adds its ranges to, registered once. */
function sharedHighlight(): Highlight | null {
  if (typeof CSS === 'undefined' || !('highlights' in CSS) || typeof Highlight === 'undefined') return null;
  let highlight = CSS.highlights.get(NAME);
  if (!highlight) {
    highlight = new Highlight();
    CSS.highlights.set(NAME, highlight);
  }
  return highlight;
}

/**
 * Marks `marks` on the layer's spans (indexed as the page's text items); answers a function that takes
 * them off again.
 */
export function markSpans(spans: readonly HTMLElement[], marks: readonly Mark[]): () => void {
  const highlight = sharedHighlight();
  const ranges: Range[] = [];
  const whole = new Set<HTMLElement>();
  for (const mark of marks) {
    const span = spans[mark.item];
    if (!span) continue;
    const node = span.firstChild;
    if (highlight && node?.nodeType === Node.TEXT_NODE && node.textContent === mark.text) {
      const range = document.createRange();
      range.setStart(node, mark.from);
      range.setEnd(node, mark.to);
      ranges.push(range);
    } else whole.add(span);
  }
  for (const span of spans) span.classList.toggle(NAME, whole.has(span));
  for (const range of ranges) highlight?.add(range);
  return () => {
    for (const range of ranges) highlight?.delete(range);
    for (const span of whole) span.classList.remove(NAME);
  };
}
