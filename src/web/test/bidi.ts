/*
 * Latin words and numbers in Arabic text keep their order only when isolated: in a `<bdi>`, an element
 * with its own `dir`, or between the isolate marks U+2066–U+2068 … U+2069 (as `Intl`-formatted moments
 * are). Each text under `root` with a Latin letter or a digit outside any of these is answered.
 */
const isolates = /[\u2066-\u2068][^\u2069]*\u2069/g;

export function unisolatedLatin(root: Element): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = (node.textContent ?? '').replace(isolates, '');
    if (!/[A-Za-z0-9]/.test(text)) continue;
    const isolate = node.parentElement?.closest('bdi, [dir]');
    if (isolate && root.contains(isolate)) continue;
    found.push(text.trim());
  }
  return found;
}
