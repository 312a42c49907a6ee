import sanitizeHtml from 'sanitize-html';
import {
  RICH_TEXT_BLOCKS,
  RICH_TEXT_DIRECTIONS,
  RICH_TEXT_DROPPED,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
} from '#shared/rich-text.ts';

/*
 * Rich text written by staff (descriptions, privacy terms, contact text) is cleaned here, on the
 * server, before it is stored: an allow-list of the tags the console's editor makes, whatever the
 * browser sent (the list is shared/rich-text.ts). The shop cleans it once more when it shows it
 * (DOMPurify in SafeHtml; a writer's biography is drawn from the same list by web/components/RichText.tsx).
 *
 * Images are not allowed: the editor has no image button, and a picture in a text would be a request
 * to any server the writer named. Pictures belong to their own upload fields.
 */

const directions = new Set(RICH_TEXT_DIRECTIONS);

/** A block keeps its `dir` only when it is one of the three directions. */
const withDirection = (tagName: string, attribs: sanitizeHtml.Attributes): sanitizeHtml.Tag => {
  const dir = attribs.dir?.trim().toLowerCase();
  const kept: sanitizeHtml.Attributes = dir && directions.has(dir) ? { dir } : {};
  return { tagName, attribs: kept };
};

const externalHref = /^https?:/i;

const options: sanitizeHtml.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: {
    ...Object.fromEntries(RICH_TEXT_BLOCKS.map((tag) => [tag, ['dir']])),
    a: ['href', 'target', 'rel'],
  },
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  allowedStyles: {},
  // Tags outside the list go, their text stays; these go with everything inside them.
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED],
  transformTags: {
    ...Object.fromEntries(RICH_TEXT_BLOCKS.map((tag) => [tag, withDirection])),
    // Pasted text brings h1, h5 and h6: the page's own title is the h1, so they become the editor's levels.
    h1: (_tag, attribs) => withDirection('h2', attribs),
    h5: (_tag, attribs) => withDirection('h4', attribs),
    h6: (_tag, attribs) => withDirection('h4', attribs),
    // The writer's own target and rel are never kept: an outside link opens apart from the shop.
    a: (tagName, attribs) => {
      const href = (attribs.href ?? '').trim();
      const attributes: Record<string, string> = {};
      if (href) attributes.href = href;
      if (externalHref.test(href)) {
        attributes.target = '_blank';
        attributes.rel = 'noopener noreferrer';
      }
      return { tagName, attribs: attributes };
    },
  },
};

/** The HTML with only the allowed tags and attributes left: no script, style, handler or unsafe link. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}

/** True when the HTML shows no text at all (an emptied editor answers `<p></p>`). */
export function isBlankRichText(html: string): boolean {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} }).replace(/&nbsp;|\s/g, '') === '';
}
