import { BOOK_CSV_COLUMNS, CSV_LIMITS } from '#shared/contract/staff-bulk.ts';
import type { Localized } from '#shared/lang.ts';

/** What a CSV import says of a file, a line or a cell, in Arabic and English. */
export const csvMessages = {
  notCsv: {
    ar: 'تعذرت قراءة الملف بصيغة CSV قرب هذا السطر (علامة تنصيص غير مغلقة؟)',
    en: 'The file cannot be read as CSV near this line (a quote left open?)',
  },
  noBooks: {
    ar: 'الملف لا يحوي أي كتاب تحت سطر العناوين',
    en: 'The file holds no book under its header line',
  },
  missingTitle: {
    ar: 'ينقص الملف عمود title_ar (عنوان الكتاب بالعربية)',
    en: 'The file has no title_ar column (the Arabic title)',
  },
  unknownColumn: (column: string): Localized => ({
    ar: `عمود غير معروف «${column}»؛ الأعمدة المعروفة: ${BOOK_CSV_COLUMNS.join('، ')}`,
    en: `Unknown column “${column}”; the columns are: ${BOOK_CSV_COLUMNS.join(', ')}`,
  }),
  repeatedColumn: (column: string): Localized => ({
    ar: `العمود «${column}» مكرر`,
    en: `The column “${column}” appears twice`,
  }),
  tooManyRows: (rows: number): Localized => ({
    ar: `الملف يحوي ${rows} كتاباً والحد ${CSV_LIMITS.rows} في الاستيراد الواحد: قسّمه`,
    en: `The file holds ${rows} books; one import takes at most ${CSV_LIMITS.rows}: split it`,
  }),
  cellCount: (cells: number, columns: number): Localized => ({
    ar: `في هذا السطر ${cells} خانات وفي سطر العناوين ${columns}`,
    en: `This line has ${cells} cells where the header has ${columns}`,
  }),
  unknownBook: (id: string): Localized => ({
    ar: `لا يوجد كتاب بالرقم ${id}`,
    en: `There is no book with id ${id}`,
  }),
  otherBook: (id: number, isbnBook: number): Localized => ({
    ar: `الرقم ${id} لكتاب غير الكتاب ${isbnBook} صاحب رقم ISBN هذا`,
    en: `Id ${id} is another book than book ${isbnBook}, which has this ISBN`,
  }),
  repeatedIsbn: (line: number): Localized => ({
    ar: `رقم ISBN هذا مكرر: ورد في السطر ${line}`,
    en: `This ISBN is repeated: it is on line ${line} too`,
  }),
  bookGone: {
    ar: 'لم يعد هذا الكتاب موجوداً: حُذف أثناء الاستيراد',
    en: 'This book no longer exists: it was deleted during the import',
  },
  referenceGone: {
    ar: 'لم يعد هذا السجل موجوداً: حُذف أثناء الاستيراد',
    en: 'This record no longer exists: it was deleted during the import',
  },
  isbnTaken: (book: { id: number; titleAr: string }): Localized => ({
    ar: `رقم ISBN هذا مسجل للكتاب «${book.titleAr}» (رقم ${book.id})`,
    en: `This ISBN is already the ISBN of book ${book.id} (“${book.titleAr}”)`,
  }),
} satisfies Record<string, Localized | ((...args: never[]) => Localized)>;
