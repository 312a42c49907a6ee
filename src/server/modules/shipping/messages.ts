import { localize, messagesOf } from '#server/i18n/index.ts';
import type { Localized } from '#shared/lang.ts';

/* What the shipping module says, in both languages. */

export const shippingMessages = messagesOf('shipping', 'countryInOtherZone');

/** A country is in one zone at most. */
export const countryInOtherZone = (country: string, zone: Localized): Localized =>
  localize('shipping', 'countryInOtherZone', { country, zone });
