/*
 * The default language's texts of the namespaces that come with their pages, not with the app. Kept
 * apart from i18next (index.ts) so that the entry script can start their download beside the page's
 * code, before the app itself is there.
 */

/** Namespaces whose default-language texts come with the pages that use them, not with the app. */
export type PageNamespace = 'accounts' | 'content' | 'details' | 'library' | 'orders' | 'reader';

const pageFiles = import.meta.glob<Record<string, unknown>>(
  [
    './ar/accounts.json',
    './ar/content.json',
    './ar/details.json',
    './ar/library.json',
    './ar/orders.json',
    './ar/reader.json',
  ],
  { import: 'default' },
);

/** The texts of a page namespace in the default language (the browser downloads each file once). */
export function pageTexts(namespace: PageNamespace): Promise<Record<string, unknown>> {
  const load = pageFiles[`./ar/${namespace}.json`];
  if (!load) throw new Error(`No texts for the page namespace ${namespace}`);
  return load();
}
