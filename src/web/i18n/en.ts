/** The English texts: a reader who never switches to English never downloads them. */
export const englishFiles = import.meta.glob<Record<string, unknown>>('./en/*.json', {
  eager: true,
  import: 'default',
});
