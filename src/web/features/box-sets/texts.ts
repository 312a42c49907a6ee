import { i18n } from '#web/i18n/index.ts';
import ar from './i18n/ar.json' with { type: 'json' };
import en from './i18n/en.json' with { type: 'json' };

/*
 * The box sets' own texts (namespace `box-sets`), in both languages, carried by the box sets' code:
 * only the pages that show box sets (their page, the cart, the checkout) download them, never the
 * shop's first page or a book's page.
 */
export const BOX_SET_TEXTS = 'box-sets';

for (const [lang, texts] of [
  ['ar', ar],
  ['en', en],
] as const) {
  if (!i18n.hasResourceBundle(lang, BOX_SET_TEXTS))
    i18n.addResourceBundle(lang, BOX_SET_TEXTS, texts, true, true);
}
