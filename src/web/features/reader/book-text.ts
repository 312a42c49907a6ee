import { type PageText, pageText } from '#shared/book-search.ts';
import type { PDFDocumentProxy, PDFPageProxy } from './pdf.ts';

type TextContent = Awaited<ReturnType<PDFPageProxy['getTextContent']>>;
type TextItem = Extract<TextContent['items'][number], { str: string }>;

/*
 * The text of a book's pages, each read once from pdf.js: the text layer shows it over the page
 * and the search reads it in reading order (the same items, so a match marks the right spans).
 */
export class BookText {
  private contents = new Map<number, Promise<TextContent>>();
  readonly pages = new Map<number, PageText>();

  constructor(private readonly doc: PDFDocumentProxy) {}

  content(number: number): Promise<TextContent> {
    let content = this.contents.get(number);
    if (!content) {
      content = this.doc.getPage(number).then((page) => page.getTextContent());
      this.contents.set(number, content);
    }
    return content;
  }

  async text(number: number): Promise<PageText> {
    const known = this.pages.get(number);
    if (known) return known;
    const content = await this.content(number);
    const text = pageText(content.items.filter((item): item is TextItem => 'str' in item));
    this.pages.set(number, text);
    return text;
  }
}
