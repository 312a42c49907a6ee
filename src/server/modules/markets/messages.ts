import { localize, messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { Localized } from '#shared/lang.ts';

/* What the markets module says, in both languages, and its refusals as `{ message, code, errors }`. */

/** The texts without values; those with values are filled in by `marketTexts` and `marketRefusal`. */
export const marketMessages = messagesOf(
  'markets',
  'created',
  'saved',
  'codeTaken',
  'unknownCountry',
  'countryElsewhere',
  'unknownCurrency',
  'noRate',
  'unknownMethod',
  'priceNotWhole',
  'priceNegative',
  'priceTooHigh',
  'unknownMarket',
);

type Values = Record<string, string | number | Localized>;

export const marketTexts = {
  created: (name: Localized) => localize('markets', 'created', { name }),
  saved: (name: Localized) => localize('markets', 'saved', { name }),
};

/** A 422 (409 for a conflict) whose message says what is wrong, also given under its field. */
export function marketRefusal(
  code: string,
  field: string,
  key: Parameters<typeof localize<'markets'>>[1],
  values: Values,
  status = 422,
) {
  const message = localize('markets', key, values);
  return new AppError(status, code, message, { [field]: [message] });
}
