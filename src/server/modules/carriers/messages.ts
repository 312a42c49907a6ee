import { localize, messagesOf } from '#server/i18n/index.ts';
import type { Localized } from '#shared/lang.ts';

/* What the carriers' routes say, in both languages. */

/** The texts without values; those with one are `carrierTexts`. */
export const carrierMessages = messagesOf(
  'carriers',
  'created',
  'cancelled',
  'refused',
  'unavailable',
  'booked',
  'alreadyBooked',
  'tooManyToBook',
);

export const carrierTexts = {
  created: (waybill: string): Localized => localize('carriers', 'created', { waybill }),
  cancelled: (waybill: string): Localized => localize('carriers', 'cancelled', { waybill }),
  refused: (carrier: string, detail: string): Localized =>
    localize('carriers', 'refused', { carrier, detail }),
  unavailable: (carrier: string): Localized => localize('carriers', 'unavailable', { carrier }),
  booked: (done: number, total: number): Localized => localize('carriers', 'booked', { done, total }),
  alreadyBooked: (waybill: string): Localized => localize('carriers', 'alreadyBooked', { waybill }),
  tooManyToBook: (max: number): Localized => localize('carriers', 'tooManyToBook', { max }),
};
