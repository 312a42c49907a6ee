import { createElement, type ReactNode } from 'react';
import {
  RICH_TEXT_BLOCKS,
  RICH_TEXT_DIRECTIONS,
  RICH_TEXT_DROPPED,
  RICH_TEXT_INLINE,
  RICH_TEXT_SCHEMES,
} from '#shared/rich-text.ts';

/*
 * Rich text written in the console (a writer's biography), drawn as React elements built from an
 * allow-list: the tags and attributes the server keeps when it stores such text (shared/rich-text.ts),
 * nothing else. The HTML is parsed by the browser into an inert document
 * (DOMParser runs no script and loads no picture), then walked; nothing is ever set as HTML, so no
 * script, handler or style can come through, and a link goes only to a web or mail address. The
 * page needs no sanitiser library for it (SafeHtml's DOMPurify stays for older texts of any shape).
 */

/** Tags drawn as themselves; `dir` is kept on the blocks. */
const BLOCKS = new Set<string>(RICH_TEXT_BLOCKS);
const INLINE = new Set<string>([...RICH_TEXT_INLINE, 'hr']);
const DROPPED = new Set<string>(RICH_TEXT_DROPPED);
const DIRECTIONS = new Set(RICH_TEXT_DIRECTIONS);
const SCHEMES = new Set(RICH_TEXT_SCHEMES.map((scheme) => `${scheme}:`));

/** A link's address when it is a web or mail address, else nothing. */
function safeHref(href: string | null): string | undefined {
  if (!href) return undefined;
  try {
    return SCHEMES.has(new URL(href, window.location.href).protocol) ? href : undefined;
  } catch {
    return undefined;
  }
}

function attributesOf(element: Element, tag: string, key: number): Record<string, string | number> {
  const props: Record<string, string | number> = { key };
  const dir = element.getAttribute('dir')?.trim().toLowerCase();
  if (BLOCKS.has(tag) && dir && DIRECTIONS.has(dir)) props.dir = dir;
  if (tag === 'a') {
    const href = safeHref(element.getAttribute('href')?.trim() ?? null);
    if (href) props.href = href;
    if (href && /^https?:/i.test(href)) {
      props.target = '_blank';
      props.rel = 'noopener noreferrer';
    }
  }
  return props;
}

function nodes(parent: Node): ReactNode[] {
  const drawn: ReactNode[] = [];
  parent.childNodes.forEach((node, key) => {
    if (node.nodeType === Node.TEXT_NODE) {
      drawn.push(node.textContent);
      return;
    }
    if (node.nodeType !== Node.ELEMENT_NODE) return;
    const element = node as Element;
    const tag = element.localName;
    if (DROPPED.has(tag)) return;
    if (!BLOCKS.has(tag) && !INLINE.has(tag)) {
      drawn.push(...nodes(element));
      return;
    }
    const children = tag === 'br' || tag === 'hr' ? [] : nodes(element);
    drawn.push(createElement(tag, attributesOf(element, tag, key), ...children));
  });
  return drawn;
}

/** `html` drawn from the allow-list above, inside a `div` with `className`. */
export function RichText({ html, className }: { html: string; className?: string }) {
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <div className={className}>{nodes(body)}</div>;
}
