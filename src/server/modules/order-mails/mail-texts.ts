import { fill, type TextsOf, textsOf } from '#server/i18n/index.ts';
import { SHOP_NAME } from '#shared/brand.ts';
import type { Lang } from '#shared/lang.ts';

/* What the order mails say, in Arabic and English. `{{n}}` stands for the order number. */

export type OrderMailEvent = 'received' | 'paid' | 'giftPaid' | 'shipped' | 'delivered' | 'cancelled';

type Texts = TextsOf<'ordersMail'>;

export type OrderMailTexts = Omit<Texts, 'greeting' | 'number' | 'events'> & {
  greeting: (name: string) => string;
  /** The order number as written in a sentence (`{{n}}` in the texts below). */
  number: (id: number) => string;
  events: Record<OrderMailEvent, Texts['events'][OrderMailEvent]>;
};

function mailTexts(lang: Lang, texts: Texts): OrderMailTexts {
  return {
    ...texts,
    greeting: (name) => fill(lang, texts.greeting, { name }),
    number: (id) => fill(lang, texts.number, { id }),
    signature: fill(lang, texts.signature, { shop: SHOP_NAME }),
  };
}

const texts = textsOf('ordersMail');

export const orderMailTexts: Record<Lang, OrderMailTexts> = {
  ar: mailTexts('ar', texts.ar),
  en: mailTexts('en', texts.en),
};
