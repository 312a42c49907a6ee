import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { arabicPages } from './arabic-pages.ts';

const A5: [number, number] = [420, 595];
const MARGIN = 48;

const LOREM = [
  'Lorem ipsum dolor sit amet, consectetur adipiscing elit. Integer nec odio. Praesent libero. Sed cursus ante dapibus diam. Sed nisi. Nulla quis sem at nibh elementum imperdiet.',
  'Duis sagittis ipsum. Praesent mauris. Fusce nec tellus sed augue semper porta. Mauris massa. Vestibulum lacinia arcu eget nulla. Class aptent taciti sociosqu ad litora torquent per conubia nostra.',
  'Curabitur sodales ligula in libero. Sed dignissim lacinia nunc. Curabitur tortor. Pellentesque nibh. Aenean quam. In scelerisque sem at dolor. Maecenas mattis. Sed convallis tristique sem.',
  'Proin ut ligula vel nunc egestas porttitor. Morbi lectus risus, iaculis vel, suscipit quis, luctus non, massa. Fusce ac turpis quis ligula lacinia aliquet. Mauris ipsum. Nulla metus metus, ullamcorper vel.',
];

/** The standard PDF fonts cover Latin-1 only: typographic quotes and dashes become plain ones. */
function latin(text: string): string {
  return text
    .replace(/[‘’]/g, "'")
    .replace(/[“”]/g, '"')
    .replace(/[–—]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '');
}

function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

function writeParagraphs(page: PDFPage, font: PDFFont, paragraphs: string[], top: number): void {
  const [width] = A5;
  let y = top;
  for (const paragraph of paragraphs) {
    for (const line of wrap(latin(paragraph), font, 11, width - 2 * MARGIN)) {
      page.drawText(line, { x: MARGIN, y, size: 11, font, color: rgb(0.15, 0.15, 0.15) });
      y -= 16;
    }
    y -= 10;
  }
}

function pageNumber(page: PDFPage, font: PDFFont, n: number): void {
  const text = String(n);
  page.drawText(text, { x: (A5[0] - font.widthOfTextAtSize(text, 10)) / 2, y: 24, size: 10, font });
}

async function document(title: string, subject: string, pages?: Uint8Array) {
  const pdf = pages ? await PDFDocument.load(pages) : await PDFDocument.create();
  pdf.setTitle(latin(title));
  pdf.setSubject(subject);
  pdf.setProducer('Bookshop demo catalogue');
  // Fixed dates keep the bytes the same from one seed to the next.
  pdf.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  return pdf;
}

/** Pages of a demo book: the cover, then Arabic chapters (arabic-pages.ts), numbered. */
export const DEMO_BOOK_PAGES = 12;

/** A short sample edition: the cover on page 1, then pages of Arabic text, numbered. */
export async function makeBookPdf(options: { titleEn: string; writerEn: string; cover: Uint8Array }) {
  const pages = await arabicPages({ count: DEMO_BOOK_PAGES - 1, size: A5, margin: MARGIN });
  const pdf = await document(options.titleEn, 'Sample edition', pages);
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const image = await pdf.embedPng(options.cover);
  const [width, height] = A5;

  const cover = pdf.insertPage(0, A5);
  const scale = Math.min((width - 2 * MARGIN) / image.width, (height - 160) / image.height);
  const w = image.width * scale;
  const h = image.height * scale;
  cover.drawImage(image, { x: (width - w) / 2, y: height - MARGIN - h, width: w, height: h });
  const lines = wrap(latin(options.titleEn), bold, 16, width - 2 * MARGIN);
  lines.forEach((line, i) => {
    cover.drawText(line, { x: MARGIN, y: height - MARGIN - h - 28 - i * 20, size: 16, font: bold });
  });
  cover.drawText(latin(options.writerEn), { x: MARGIN, y: 52, size: 12, font: serif });
  pageNumber(cover, serif, 1);
  return pdf.save();
}

/** A one-page issue of a news item or Kashkoul article: its picture, English title and text. */
export async function makeIssuePdf(options: { titleEn: string; paragraphsEn: string[]; image: Uint8Array }) {
  const pdf = await document(options.titleEn, 'Issue');
  const serif = await pdf.embedFont(StandardFonts.TimesRoman);
  const bold = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const image = await pdf.embedPng(options.image);
  const [width, height] = A5;
  const page = pdf.addPage(A5);
  const w = width - 2 * MARGIN;
  const h = (image.height / image.width) * w;
  page.drawImage(image, { x: MARGIN, y: height - MARGIN - h, width: w, height: h });
  const titleLines = wrap(latin(options.titleEn), bold, 15, w);
  titleLines.forEach((line, i) => {
    page.drawText(line, { x: MARGIN, y: height - MARGIN - h - 30 - i * 19, size: 15, font: bold });
  });
  const top = height - MARGIN - h - 40 - titleLines.length * 19;
  writeParagraphs(page, serif, [...options.paragraphsEn, LOREM[0]!], top);
  pageNumber(page, serif, 1);
  return pdf.save();
}
