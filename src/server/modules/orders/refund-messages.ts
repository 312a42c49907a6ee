import { localize, messagesOf } from '#server/i18n/index.ts';
import type { Localized } from '#shared/lang.ts';
import { orderMessages } from './messages.ts';

/* What the refunds, returns and notes of an order say, in Arabic and English. */

export const refundMessages = {
  ...messagesOf('ordersRefunds', 'overRefund', 'tooManyReturned', 'refused', 'restockReason'),
  orderNotFound: orderMessages.orderNotFound,
};

/** The provider refused (or did not answer): the order is unchanged, and what it said. */
export const refusedMessage = (said: string): Localized => ({
  ar: localize('ordersRefunds', 'refused', { reason: said || refundMessages.unknownReason.ar }).ar,
  en: localize('ordersRefunds', 'refused', { reason: said || refundMessages.unknownReason.en }).en,
});
