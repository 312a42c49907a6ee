import type { Localized } from '#shared/lang.ts';

/** What the back office's book routes say, in Arabic and English. */
export const booksMessages = {
  created: { ar: 'تمت إضافة الكتاب', en: 'The book was added' },
  saved: { ar: 'تم حفظ الكتاب', en: 'The book was saved' },
  hidden: { ar: 'أُخفي الكتاب من المتجر', en: 'The book is hidden from the shop' },
  shown: { ar: 'عاد الكتاب إلى المتجر', en: 'The book is shown in the shop again' },
  deleted: { ar: 'تم حذف الكتاب', en: 'The book was deleted' },
  ordered: {
    ar: 'لا يمكن حذف كتاب طُلب من قبل: أخفِه من المتجر بدلاً من ذلك',
    en: 'A book that was ordered cannot be deleted: hide it from the shop instead',
  },
  unknownWriter: { ar: 'لا يوجد كاتب بهذا الرقم', en: 'There is no writer with this id' },
  unknownCategory: { ar: 'لا يوجد تصنيف بهذا الرقم', en: 'There is no category with this id' },
  unknownCoverType: { ar: 'لا يوجد نوع غلاف بهذا الرقم', en: 'There is no cover type with this id' },
  stockNeedsReason: {
    ar: 'يُغيَّر المخزون مع ذكر السبب، من «تغيير المخزون»',
    en: 'The stock is changed with a reason, through “Change stock”',
  },
} satisfies Record<string, Localized>;

const title = (book: { titleAr: string; titleEn: string }) => ({
  ar: book.titleAr,
  en: book.titleEn.trim() || book.titleAr,
});

/** 409: another book has this ISBN; names it. */
export function isbnTaken(book: { id: number; titleAr: string; titleEn: string }): Localized {
  const { ar, en } = title(book);
  return {
    ar: `رقم ISBN هذا مسجل للكتاب «${ar}» (رقم ${book.id})`,
    en: `This ISBN is already the ISBN of “${en}” (book ${book.id})`,
  };
}

export function stockUnchanged(stock: number): Localized {
  return { ar: `المخزون ${stock} نسخة أصلاً`, en: `The stock is already ${stock}` };
}

export function stockChanged(stock: number): Localized {
  return { ar: `أصبح المخزون ${stock} نسخة`, en: `The stock is now ${stock}` };
}
