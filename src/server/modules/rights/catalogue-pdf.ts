import { PDFDocument, rgb } from 'pdf-lib';
import { dateIn, Sheet } from '#server/modules/invoicing/index.ts';
import { PdfText, type TextStyle } from '#server/services/pdf-text.ts';
import { directionOf, textIn } from '#shared/lang.ts';
import { bookPage } from './catalogue-book-page.ts';
import type { CatalogueInput, Cover } from './catalogue-data.ts';
import {
  A4,
  DEEP,
  FOOTER_Y,
  fill,
  footer,
  GOLD,
  MARGIN,
  oneLine,
  PALE,
  type PdfWords,
  SOFT,
  WHITE,
  WIDTH,
  wordsIn,
} from './catalogue-layout.ts';

/*
 * The rights catalogue (decision 094) handed out at book fairs, in Arabic or in English: a cover with
 * the house's name, the catalogue's title, its edition and the list of its books with their pages;
 * then each book on a page of its own. Arabic is shaped and laid out from the right by the invoices'
 * text engine (services/pdf-text.ts): joined letters, and Latin words and numbers kept in their order.
 */

const BAND = 300;
const ROW = 20;
const RULE = rgb(0.86, 0.84, 0.8);
/** The contents' rows end above the cover's bottom block, and above the footer on later pages. */
const COVER_ROWS_END = 150;
const ROWS_END = FOOTER_Y + 30;
const HEADING = 30;
const MORE_ROWS = Math.floor((A4[1] - MARGIN - 28 - HEADING - ROWS_END) / ROW);

type Doc = { sheet: Sheet; input: CatalogueInput; words: PdfWords; houseName: string };

/** Lines of `text` no wider than the page, each in the middle of the page. */
function centred(
  doc: Doc,
  text: string,
  y: number,
  style: Omit<TextStyle, 'direction'> & { color?: typeof WHITE },
) {
  const { sheet, input } = doc;
  const textStyle = { ...style, direction: directionOf(input.lang) };
  const lines = sheet.text.wrap(text, WIDTH, textStyle);
  lines.forEach((line, i) => {
    sheet.text.draw(sheet.page, line, {
      ...textStyle,
      x: A4[0] / 2,
      y: y - i * style.size * 1.3,
      align: 'center',
    });
  });
  return lines.length * style.size * 1.3;
}

/** The largest type size from `largest` down to `smallest` at which `text` fits on one line. */
function fittingSize(doc: Doc, text: string, largest: number, smallest: number): number {
  const direction = directionOf(doc.input.lang);
  let size = largest;
  while (size > smallest && doc.sheet.text.width(text, { size, weight: 'bold', direction }) > WIDTH)
    size -= 1;
  return size;
}

/**
 * The cover's band: the house's name (one line, smaller for a long name), its name in the other
 * language, the catalogue's title and edition. Answers the band's height: taller when the name wraps.
 */
function coverBand(doc: Doc): number {
  const { sheet, input, words } = doc;
  const { lang, house } = input;
  const nameSize = fittingSize(doc, doc.houseName, 26, 16);
  const other = textIn(lang === 'ar' ? 'en' : 'ar', house.nameAr, house.nameEn);
  const parts: { text: string; style: Parameters<typeof centred>[3]; after: number }[] = [
    { text: doc.houseName, style: { size: nameSize, weight: 'bold', color: WHITE }, after: 0 },
    ...(other === doc.houseName ? [] : [{ text: other, style: { size: 14, color: PALE }, after: 0 }]),
    { text: '', style: { size: 0 }, after: 68 },
    { text: words.title, style: { size: 30, weight: 'bold', color: WHITE }, after: 4 },
    { text: words.subtitle, style: { size: 15, color: PALE }, after: 4 },
    {
      text: fill(lang, words.edition, { date: dateIn(input.day, lang) }),
      style: { size: 11, color: GOLD },
      after: 0,
    },
  ];
  const direction = directionOf(lang);
  const heightOf = (part: (typeof parts)[number]) =>
    part.text
      ? sheet.text.wrap(part.text, WIDTH, { ...part.style, direction }).length * part.style.size * 1.3
      : 0;
  const used = parts.reduce((height, part) => height + heightOf(part) + part.after, 0);
  const band = Math.max(BAND, 78 + used + 24);
  sheet.page.drawRectangle({ x: 0, y: A4[1] - band, width: A4[0], height: band, color: DEEP });
  let y = A4[1] - 78;
  for (const part of parts) {
    if (part.text) y -= centred(doc, part.text, y, part.style);
    else
      sheet.page.drawLine({
        start: { x: A4[0] / 2 - 40, y: y - 22 },
        end: { x: A4[0] / 2 + 40, y: y - 22 },
        thickness: 1.6,
        color: GOLD,
      });
    y -= part.after;
  }
  return band;
}

/** At the foot of the cover: where to ask for rights, and the house's address. */
function coverFoot(doc: Doc) {
  const { input, words } = doc;
  const { house, lang } = input;
  let y = 110;
  doc.sheet.page.drawLine({
    start: { x: MARGIN, y: y + 22 },
    end: { x: A4[0] - MARGIN, y: y + 22 },
    thickness: 0.6,
    color: RULE,
  });
  y -= centred(doc, fill(lang, words.enquiries, { link: `${house.url}/#/rights` }), y, {
    size: 11,
    weight: 'bold',
    color: DEEP,
  });
  const address = textIn(lang, house.addressAr, house.addressEn);
  if (address) centred(doc, address, y - 4, { size: 10, color: SOFT });
}

/** The contents: each book's title, writer and page, as many rows as the page holds from `top`. */
function contentsRows(doc: Doc, first: number, count: number, firstPage: number, top: number) {
  const { sheet, input, words } = doc;
  const { lang } = input;
  const dir = directionOf(lang);
  sheet.put(
    words.contents,
    { from: 0, width: WIDTH },
    { size: 14, weight: 'bold', color: DEEP, direction: dir },
    top,
  );
  let y = top - HEADING;
  const title = { from: 0, width: WIDTH * 0.55 };
  const writer = { from: WIDTH * 0.55 + 10, width: WIDTH * 0.45 - 60 };
  const number = { from: WIDTH - 36, width: 36, align: 'end' as const };
  input.entries.slice(first, first + count).forEach(({ book }, i) => {
    const bold = { size: 11, weight: 'bold' as const, direction: 'auto' as const };
    const name = textIn(lang, book.titleAr, book.titleEn);
    sheet.put(oneLine(sheet, name, title.width, bold), title, { ...bold, color: DEEP }, y);
    if (book.writer) {
      const soft = { size: 10, direction: 'auto' as const };
      const who = textIn(lang, book.writer.nameAr, book.writer.nameEn);
      sheet.put(oneLine(sheet, who, writer.width, soft), writer, { ...soft, color: SOFT }, y);
    }
    sheet.put(String(firstPage + first + i), number, { size: 11, direction: 'ltr', color: DEEP }, y);
    y -= ROW;
    sheet.rule(y + 3);
  });
}

/** How many pages the contents take: the cover's rows, then pages of more rows. */
const contentsPages = (books: number, firstRows: number) =>
  1 + Math.ceil(Math.max(0, books - firstRows) / MORE_ROWS);

/** A page after the cover: the house on the reading side, the catalogue's title on the other. */
function newPage(doc: Doc) {
  const { sheet, words } = doc;
  sheet.page = sheet.document.addPage(A4);
  sheet.y = A4[1] - MARGIN + 10;
  const style = { size: 9, color: SOFT, direction: directionOf(doc.input.lang) };
  sheet.put(doc.houseName, { from: 0, width: WIDTH / 2 }, style);
  sheet.put(words.title, { from: WIDTH / 2, width: WIDTH / 2, align: 'end' }, style);
  sheet.y -= 18;
  sheet.page.drawLine({
    start: { x: MARGIN, y: sheet.y },
    end: { x: A4[0] - MARGIN, y: sheet.y },
    thickness: 1,
    color: GOLD,
  });
  sheet.y -= 20;
}

/** The catalogue as PDF bytes; `covers` holds the books' covers by id. */
export async function rightsCataloguePdf(
  input: CatalogueInput,
  covers: Map<number, Cover>,
): Promise<Uint8Array> {
  const { lang } = input;
  const words = wordsIn(lang);
  const houseName = textIn(lang, input.house.nameAr, input.house.nameEn);
  const document = await PDFDocument.create();
  document.setTitle(`${words.title} · ${houseName}`);
  document.setSubject(words.subtitle);
  document.setAuthor(houseName);
  document.setLanguage(lang);
  const text = await PdfText.for(document);
  const sheet = new Sheet(document, text, directionOf(lang));
  const doc: Doc = { sheet, input, words, houseName };

  const contentsTop = A4[1] - coverBand(doc) - 36;
  coverFoot(doc);
  const firstRows = Math.max(0, Math.floor((contentsTop - HEADING - COVER_ROWS_END) / ROW));
  const firstBookPage = contentsPages(input.entries.length, firstRows) + 1;
  if (input.entries.length === 0) {
    const style = { size: 13, color: SOFT, direction: directionOf(lang) };
    sheet.put(words.empty, { from: 0, width: WIDTH }, style, contentsTop);
  } else {
    contentsRows(doc, 0, firstRows, firstBookPage, contentsTop);
  }
  for (let first = firstRows; first < input.entries.length; first += MORE_ROWS) {
    newPage(doc);
    contentsRows(doc, first, MORE_ROWS, firstBookPage, sheet.y);
  }
  for (const entry of input.entries) {
    newPage(doc);
    await bookPage({ sheet, lang, words, entry, cover: covers.get(entry.book.id) });
  }

  const pages = document.getPages();
  pages.forEach((page, i) => {
    if (i === 0) return;
    footer(sheet, page, `${houseName} · ${fill(lang, words.page, { page: i + 1, pages: pages.length })}`);
  });
  await text.embed();
  return document.save();
}
