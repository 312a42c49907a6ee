/*
 * pdf.js (pdf.ts and its library, 130 KB gzip) comes after the reader's page: the page asks for it as
 * it loads and shows its frame meanwhile; the book's first bytes are fetched beside it.
 */

let loading: Promise<typeof import('./pdf.ts')> | undefined;

/** pdf.ts, asked for once; asked for again after a failed load (the network fell). */
export function loadPdf(): Promise<typeof import('./pdf.ts')> {
  if (!loading) {
    loading = import('./pdf.ts');
    loading.catch(() => {
      loading = undefined;
    });
  }
  return loading;
}
