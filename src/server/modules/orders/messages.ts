import { localize, messagesOf } from '#server/i18n/index.ts';
import { AppError, commonMessages } from '#server/plugins/errors.ts';
import type { OrderStatus } from '#shared/contract/orders.ts';
import type { Localized } from '#shared/lang.ts';

const { status, type, ...messages } = messagesOf(
  'orders',
  'outOfStock',
  'comingSoon',
  'pdfOnly',
  'priceChanged',
  'readingPage',
);

export const statusNames: Record<OrderStatus, Localized> = status;

export const typeNames: Record<'paper' | 'digital', Localized> = type;

/** Messages naming a book, in both languages. */
export const outOfStock = (title: Localized): Localized => localize('orders', 'outOfStock', { title });

/** A coming-soon book is shown in the shop but not sold yet. */
export const comingSoon = (title: Localized): Localized => localize('orders', 'comingSoon', { title });

/** A book without a hard-copy price is sold only as a PDF. */
export const pdfOnly = (title: Localized): Localized => localize('orders', 'pdfOnly', { title });

/** The order's total differs from the one the buyer was shown: what is charged instead. */
export const priceChanged = (total: Localized): Localized => localize('orders', 'priceChanged', { total });

export const orderMessages = messages;

/** 409 when the shop takes no card (no payment provider configured). */
export const cardPaymentsUnavailable = () =>
  new AppError(409, 'card_payments_unavailable', orderMessages.cardPaymentsUnavailable);

/** 422 naming each field with its messages, as a schema refusal does. */
export const invalid = (errors: Record<string, Localized[]>) =>
  new AppError(422, 'validation', commonMessages.validation, errors);

/** What the checkout answers for a gift order it refuses (decision 055). */
export const giftRules = (({ oneBook, sendAtTooFar, cashOnDelivery }) => ({
  oneBook,
  sendAtTooFar,
  cashOnDelivery,
}))(
  messagesOf('gifts', 'alreadyOwned', 'sendsUsedUp', 'mailSubject', 'mailGreeting', 'mailIntro', 'mailHowTo'),
);
