import type { Localized } from '#shared/lang.ts';

/* What the COD remittances answer, in both languages (decision 102). */

const carrierNames: Record<string, Localized> = {
  aramex: { ar: 'أرامكس', en: 'Aramex' },
  smsa: { ar: 'سمسا', en: 'SMSA' },
};

export const carrierName = (code: string): Localized => carrierNames[code] ?? { ar: code, en: code };

/** How many decimals a currency's amounts may have: `2 decimals at most`, `no decimals`. */
const decimalsOf = (n: number): Localized => ({
  ar:
    n === 0
      ? 'دون منازل عشرية'
      : `${n === 1 ? 'منزلة عشرية واحدة' : n === 2 ? 'منزلتان عشريتان' : `${n} منازل عشرية`} على الأكثر`,
  en: n === 0 ? 'no decimals' : `${n === 1 ? 'one decimal' : `${n} decimals`} at most`,
});

export const remittanceTexts = {
  sendCsv: {
    ar: 'أرسل كشف التحويل ملف CSV',
    en: 'Send the remittance statement as a CSV file',
  },
  notUtf8: {
    ar: 'الملف ليس نصاً بترميز UTF-8: احفظه من جدول البيانات بصيغة CSV UTF-8',
    en: 'The file is not UTF-8 text: save it from the spreadsheet as CSV UTF-8',
  },
  unreadable: {
    ar: 'تعذّرت قراءة الملف على أنه CSV',
    en: 'The file could not be read as CSV',
  },
  unreadableAt: (line: number): Localized => ({
    ar: `السطر ${line}: تعذّرت قراءته على أنه CSV`,
    en: `Line ${line}: it could not be read as CSV`,
  }),
  empty: {
    ar: 'الكشف لا يضم أي سطر بعد سطر أسماء الأعمدة',
    en: 'The statement has no line after the column names',
  },
  noColumns: (carrier: string): Localized => ({
    ar: `السطر 1 لا يسمّي عمودَي رقم الشحنة والمبلغ كما في كشف ${carrierName(carrier).ar}، ولا كما في الصيغة العامة: waybill,amount,date,reference`,
    en: `Line 1 names neither the waybill and amount columns of a ${carrierName(carrier).en} statement nor those of the generic layout: waybill,amount,date,reference`,
  }),
  tooManyLines: (max: number): Localized => ({
    ar: `الكشف أطول من ${max} سطر: قسّمه إلى ملفات أصغر`,
    en: `The statement has more than ${max} lines: split it into smaller files`,
  }),
  noWaybill: (line: number): Localized => ({
    ar: `السطر ${line}: لا يوجد رقم شحنة`,
    en: `Line ${line}: there is no waybill`,
  }),
  badWaybill: (line: number): Localized => ({
    ar: `السطر ${line}: رقم الشحنة أطول من أن يكون رقم شحنة`,
    en: `Line ${line}: the waybill is too long to be one`,
  }),
  badAmount: (line: number, cell: string): Localized => ({
    ar: `السطر ${line}: «${cell}» ليس مبلغاً (أرقام وحتى ثلاث منازل عشرية، مثل 125.50 أو 3.838)`,
    en: `Line ${line}: “${cell}” is not an amount (digits and up to three decimals, such as 125.50 or 3.838)`,
  }),
  notInCurrency: (line: number, cell: string, currency: string, decimals: number): Localized => ({
    ar: `السطر ${line}: «${cell}» ليس مبلغاً بالعملة ${currency} (${decimalsOf(decimals).ar})`,
    en: `Line ${line}: “${cell}” is not an amount in ${currency} (${decimalsOf(decimals).en})`,
  }),
  badDate: (line: number, cell: string): Localized => ({
    ar: `السطر ${line}: «${cell}» ليس تاريخاً (مثل 2026-11-30 أو 30/11/2026)`,
    en: `Line ${line}: “${cell}” is not a date (such as 2026-11-30 or 30/11/2026)`,
  }),
  imported: (lines: number, flagged: number): Localized => ({
    ar: `استُورد الكشف: ${lines} سطر، منها ${flagged} تحتاج مراجعة`,
    en: `Statement imported: ${lines} ${lines === 1 ? 'line' : 'lines'}, ${flagged} to look into`,
  }),
  importedTwice: {
    ar: 'استُورد هذا الكشف في اللحظة نفسها من طرف آخر: حدّث الصفحة',
    en: 'This statement was being imported at the same moment elsewhere: refresh the page',
  },
  badRange: {
    ar: 'بداية المدة بعد نهايتها',
    en: 'The start of the period is after its end',
  },
  tooLong: (max: number): Localized => ({
    ar: `المدة أطول من ${max} يوماً`,
    en: `The period is longer than ${max} days`,
  }),
  noDay: {
    ar: 'هذا ليس يوماً من التقويم',
    en: 'This is not a day of the calendar',
  },
} as const;

/** The daily view's CSV headers. */
export const summaryHeaders: Record<string, Localized> = {
  day: { ar: 'اليوم', en: 'Day' },
  carrier: { ar: 'شركة الشحن', en: 'Carrier' },
  currency: { ar: 'العملة', en: 'Currency' },
  expected: { ar: 'المتوقع', en: 'Expected' },
  collected: { ar: 'المحصَّل', en: 'Collected' },
  outstanding: { ar: 'المتبقي', en: 'Outstanding' },
  total: { ar: 'المجموع', en: 'Total' },
};
