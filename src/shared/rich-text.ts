/*
 * The rich text the console's editor writes (descriptions, a writer's biography): the tags and the
 * attributes the server keeps when it stores such text (server services/rich-text.ts) and the only
 * ones the shop draws (web components/RichText.tsx). One list, so the two can never disagree.
 */

/** Block elements that may carry `dir` (rtl, ltr or auto), so an English line may sit in Arabic text. */
export const RICH_TEXT_BLOCKS = ['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'blockquote'] as const;
export const RICH_TEXT_INLINE = ['br', 'strong', 'b', 'em', 'i', 'u', 's', 'a'] as const;
export const RICH_TEXT_TAGS: readonly string[] = [...RICH_TEXT_BLOCKS, ...RICH_TEXT_INLINE, 'hr'];

/** Tags that go with everything inside them; any other tag outside the list goes and leaves its text. */
export const RICH_TEXT_DROPPED = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
  'svg',
  'math',
  'template',
  'head',
  'title',
] as const;

export const RICH_TEXT_DIRECTIONS: readonly string[] = ['rtl', 'ltr', 'auto'];
/** The schemes a link may use (without the colon). */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto'] as const;
