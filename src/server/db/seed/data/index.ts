/** The demo catalogue as plain data: imported by the seed and by tests that need known rows. */
export { bookSubjects } from './book-subjects.ts';
export { books } from './books/index.ts';
export type { BookSeed } from './catalogue.ts';
export { categories, coverTypes, writers } from './catalogue.ts';
export { isValidIsbn13 } from './isbn.ts';
export { kashkoul, news, ramadanSale } from './news.ts';
export { rightsTitles } from './rights-titles.ts';
export { series, seriesPlace } from './series.ts';
export {
  invoiceSeller,
  packagingGrams,
  shippingZones,
  taxRules,
} from './shipping.ts';
export {
  contact,
  currencyRates,
  demoClient,
  demoStaff,
  linkTypes,
  paymentTypes,
  seo,
  socialMedias,
  terms,
} from './site.ts';
export { writerLives } from './writer-lives.ts';
