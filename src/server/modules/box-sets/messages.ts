import { localize, messagesOf } from '#server/i18n/index.ts';
import type { Localized } from '#shared/lang.ts';

/* What the box sets' routes and the orders that sell them say, in both languages. */

export const boxSetMessages = messagesOf(
  'boxSets',
  'priceNotBelow',
  'noPdf',
  'noPrint',
  'notSold',
  'bookInOrderTwice',
  'outOfStock',
  'returnWhole',
);

type Title = Localized | string;

export const boxSetTexts = {
  priceNotBelow: (sum: string): Localized => localize('boxSets', 'priceNotBelow', { sum }),
  noPdf: (title: Title): Localized => localize('boxSets', 'noPdf', { title }),
  noPrint: (title: Title): Localized => localize('boxSets', 'noPrint', { title }),
  /** The box set is switched off, or one of its books is no longer sold in its format. */
  notSold: (title: Localized): Localized => localize('boxSets', 'notSold', { title }),
  bookInOrderTwice: (title: Localized): Localized => localize('boxSets', 'bookInOrderTwice', { title }),
  outOfStock: (title: Localized, boxSet: Localized): Localized =>
    localize('boxSets', 'outOfStock', { title, boxSet }),
  returnWhole: (title: Localized): Localized => localize('boxSets', 'returnWhole', { title }),
};

export const titleOf = (row: { titleAr: string; titleEn: string }): Localized => ({
  ar: row.titleAr,
  en: row.titleEn.trim() || row.titleAr,
});
