import items from './news.json' with { type: 'json' };

/** News items (akhbar) and Kashkoul magazine articles. Paragraphs become simple HTML in the seed. */
export type ContentSeed = {
  titleAr: string;
  titleEn: string;
  paragraphsAr: string[];
  paragraphsEn: string[];
  date: string;
};

/** The items themselves are data, in `news.json`. */
export const news: ContentSeed[] = items.news;
export const kashkoul: ContentSeed[] = items.kashkoul;

/**
 * The sale the Ramadan news announces: 20% off the whole catalogue. The demo runs it from a day
 * before the seed to thirty days after, so that the shop shows it whenever it is seeded.
 */
export const ramadanSale = {
  id: 1,
  nameAr: 'تخفيضات رمضان',
  nameEn: 'Ramadan sale',
  scope: 'all',
  percent: 20,
  daysBefore: 1,
  daysAfter: 30,
} as const;
