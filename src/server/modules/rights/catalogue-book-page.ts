import type { Sheet } from '#server/modules/invoicing/index.ts';
import type { Weight } from '#server/services/pdf-text.ts';
import { directionOf, type Lang } from '#shared/lang.ts';
import { type CatalogueEntry, type Cover, plainText } from './catalogue-data.ts';
import {
  DEEP,
  fill,
  GOLD,
  INK,
  leftOf,
  MARGIN,
  PALE,
  type PdfWords,
  paragraphDirection,
  SOFT,
  someLines,
  WIDTH,
} from './catalogue-layout.ts';

/*
 * One book of the rights catalogue on a page of its own: the cover on the reading side, beside it the
 * titles, the writer and the facts a foreign publisher asks first (category, series, pages, year,
 * ISBN); under them what the book is about, and boxed, the rights available and those already sold.
 */

const COVER = { width: 176, height: 264 };
const COLUMN = { from: COVER.width + 22, width: WIDTH - COVER.width - 22 };
const LABEL = 78;
/** The lowest a page's text goes: the footer sits under it. */
const FLOOR = 56;

type Page = { sheet: Sheet; lang: Lang; words: PdfWords; entry: CatalogueEntry; cover: Cover | undefined };

const inLang = (lang: Lang, ar: string, en: string) => (lang === 'en' ? en || ar : ar || en);

/** The title in the catalogue's language, and the other one under it where the book has both. */
function titlesOf(lang: Lang, book: CatalogueEntry['book']) {
  const title = inLang(lang, book.titleAr, book.titleEn);
  const other = lang === 'en' ? (book.titleEn ? book.titleAr : '') : book.titleEn;
  return { title, other: other.trim() && other !== title ? other : '' };
}

async function drawCover({ sheet, cover, lang, entry }: Page, top: number): Promise<number> {
  const page = sheet.page;
  if (!cover) {
    const x = leftOf(sheet, 0, COVER.width);
    page.drawRectangle({ x, y: top - COVER.height, width: COVER.width, height: COVER.height, color: PALE });
    const style = { size: 15, weight: 'bold' as Weight, direction: 'auto' as const };
    const lines = someLines(sheet, titlesOf(lang, entry.book).title, COVER.width - 24, style, 5);
    lines.forEach((line, i) => {
      sheet.text.draw(page, line, {
        ...style,
        x: x + COVER.width / 2,
        y: top - 70 - i * 22,
        align: 'center',
        color: DEEP,
      });
    });
    return COVER.height;
  }
  const scale = Math.min(COVER.width / cover.width, COVER.height / cover.height);
  const width = cover.width * scale;
  const height = cover.height * scale;
  const x = leftOf(sheet, 0, width);
  // As base64: a Buffer from another realm (a test's DOM) fails pdf-lib's type check.
  const image = await sheet.document.embedJpg(Buffer.from(cover.jpeg).toString('base64'));
  page.drawImage(image, { x, y: top - height, width, height });
  page.drawRectangle({ x, y: top - height, width, height, borderColor: SOFT, borderWidth: 0.4 });
  return height;
}

/** The facts of the book as label and value, those it has. */
function factsOf(lang: Lang, words: PdfWords, book: CatalogueEntry['book']): [string, string, boolean][] {
  const facts: [string, string, boolean][] = [];
  if (book.category)
    facts.push([words.category, inLang(lang, book.category.titleAr, book.category.titleEn), false]);
  if (book.series) {
    const series = inLang(lang, book.series.nameAr, book.series.nameEn);
    facts.push([words.series, fill(lang, words.seriesPlace, { series, number: book.series.number }), false]);
  }
  if (book.pages) facts.push([words.pages, String(book.pages), true]);
  if (book.publishYear) facts.push([words.year, String(book.publishYear), true]);
  if (book.isbn) facts.push([words.isbn, book.isbn, true]);
  return facts;
}

/** Titles, writer and facts in the column beside the cover; answers the height used. */
function heading({ sheet, lang, words, entry }: Page, top: number): number {
  const { book } = entry;
  const { title, other } = titlesOf(lang, book);
  let y = top;
  const titleStyle = {
    size: 20,
    weight: 'bold' as const,
    color: DEEP,
    direction: paragraphDirection(title, lang),
  };
  y -= sheet.put(title, COLUMN, titleStyle, y);
  if (other)
    y -= sheet.put(other, COLUMN, { size: 13, color: SOFT, direction: paragraphDirection(other, lang) }, y);
  if (book.writer) {
    const writer = inLang(lang, book.writer.nameAr, book.writer.nameEn);
    y -= 4;
    y -= sheet.put(writer, COLUMN, { size: 13, weight: 'bold', color: INK }, y);
  }
  y -= 6;
  sheet.page.drawLine({
    start: { x: leftOf(sheet, COLUMN.from, 60), y },
    end: { x: leftOf(sheet, COLUMN.from, 60) + 60, y },
    thickness: 1.4,
    color: GOLD,
  });
  y -= 10;
  const dir = directionOf(lang);
  for (const [label, value, latin] of factsOf(lang, words, book)) {
    sheet.put(label, { from: COLUMN.from, width: LABEL }, { size: 10, color: SOFT, direction: dir }, y);
    const cell = { from: COLUMN.from + LABEL + 6, width: COLUMN.width - LABEL - 6 };
    y -= sheet.put(value, cell, { size: 10.5, direction: latin ? 'ltr' : 'auto' }, y) + 1;
  }
  return top - y;
}

/** The rights box's lines: the pitch (or that every language is free), and the rights sold. */
function rightsLines({ lang, words, entry }: Page): { label: string; text: string }[] {
  const note = inLang(lang, entry.noteAr, entry.noteEn).trim();
  const lines = [{ label: words.rightsAvailable, text: note || words.allRights }];
  if (entry.sold.trim()) lines.push({ label: words.rightsSold, text: entry.sold.trim() });
  return lines;
}

const BOX_PAD = 12;
const BODY = { size: 10.5, direction: 'auto' as const };

function rightsBoxHeight(page: Page): number {
  const inner = WIDTH - 2 * BOX_PAD;
  return rightsLines(page).reduce(
    (height, { text }) => height + 17 + page.sheet.text.wrap(text, inner, BODY).length * BODY.size * 1.5 + 6,
    2 * BOX_PAD - 6,
  );
}

function rightsBox(page: Page, top: number, height: number) {
  const { sheet, lang } = page;
  sheet.page.drawRectangle({ x: MARGIN, y: top - height, width: WIDTH, height, color: PALE });
  sheet.page.drawRectangle({ x: leftOf(sheet, 0, 3), y: top - height, width: 3, height, color: GOLD });
  const cell = { from: BOX_PAD, width: WIDTH - 2 * BOX_PAD };
  let y = top - BOX_PAD;
  for (const { label, text } of rightsLines(page)) {
    y -=
      sheet.put(label, cell, { size: 11, weight: 'bold', color: DEEP, direction: directionOf(lang) }, y) + 2;
    const direction = paragraphDirection(text, lang);
    for (const line of sheet.text.wrap(text, cell.width, BODY)) {
      y -= sheet.put(line, cell, { ...BODY, direction, color: INK }, y);
    }
    y -= 6;
  }
}

/** What the book is about, cut to the room left above the rights box. */
function about(page: Page, top: number, room: number): number {
  const { sheet, lang, words, entry } = page;
  const description = plainText(inLang(lang, entry.book.descriptionAr, entry.book.descriptionEn));
  if (!description || room < 50) return 0;
  const cell = { from: 0, width: WIDTH };
  let y = top;
  y -=
    sheet.put(words.about, cell, { size: 12, weight: 'bold', color: DEEP, direction: directionOf(lang) }, y) +
    2;
  const lineHeight = BODY.size * 1.5;
  const direction = paragraphDirection(description, lang);
  const lines = someLines(
    sheet,
    description,
    WIDTH,
    { ...BODY, direction },
    Math.floor((room - (top - y)) / lineHeight),
  );
  for (const line of lines) y -= sheet.put(line, cell, { ...BODY, direction, color: INK }, y);
  return top - y;
}

/** Lays out the entry on the sheet's current page, below its running head. */
export async function bookPage(page: Page): Promise<void> {
  const { sheet } = page;
  const top = sheet.y;
  const coverHeight = await drawCover(page, top);
  const headingHeight = heading(page, top);
  let y = top - Math.max(coverHeight, headingHeight) - 24;
  const boxHeight = rightsBoxHeight(page);
  y -= about(page, y, y - FLOOR - boxHeight - 18);
  const boxTop = y - 16;
  rightsBox(page, boxTop, boxHeight);
  sheet.y = boxTop - boxHeight;
}
