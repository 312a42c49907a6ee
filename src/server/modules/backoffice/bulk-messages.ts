import type { Localized } from '#shared/lang.ts';

/** What the catalogue's CSV export and import say, in Arabic and English. */
export const bulkMessages = {
  sendCsv: {
    ar: 'أرسل ملف CSV: في الحقل «file» بصيغة multipart/form-data، أو نصاً بنوع text/csv',
    en: 'Send a CSV file: in the field “file” as multipart/form-data, or as a text/csv body',
  },
  notUtf8: {
    ar: 'الملف ليس بترميز UTF-8: احفظه من Excel بصيغة «CSV UTF-8» ثم أعد المحاولة',
    en: 'The file is not UTF-8: save it from Excel as “CSV UTF-8”, then try again',
  },
  refused: (errors: number): Localized => ({
    ar: `لم يُستورد شيء: في الملف ${errors} خطأ، صحّحها ثم أعد الاستيراد`,
    en: `Nothing was imported: the file has ${errors} error${errors === 1 ? '' : 's'}; correct them and import again`,
  }),
  imported: (created: number, updated: number): Localized => ({
    ar: `تم الاستيراد: ${created} كتاباً جديداً و${updated} كتاباً معدّلاً`,
    en: `Imported: ${created} new book${created === 1 ? '' : 's'} and ${updated} updated`,
  }),
  previewed: (create: number, update: number, errors: number): Localized => ({
    ar:
      errors > 0
        ? `في الملف ${errors} خطأ: لن يُستورد شيء قبل تصحيحها`
        : `جاهز للاستيراد: ${create} كتاباً جديداً و${update} كتاباً معدّلاً`,
    en:
      errors > 0
        ? `The file has ${errors} error${errors === 1 ? '' : 's'}: nothing can be imported until they are corrected`
        : `Ready to import: ${create} new book${create === 1 ? '' : 's'} and ${update} updated`,
  }),
} satisfies Record<string, Localized | ((...args: never[]) => Localized)>;
