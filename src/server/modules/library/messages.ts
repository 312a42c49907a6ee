import { localize, messagesOf } from '#server/i18n/index.ts';
import type { Localized } from '#shared/lang.ts';

/* The library answers with the texts it had in the orders module (the `orders` catalogue), unchanged. */

const { type, notOwner, noFile, downloadExpired, downloadLimit, otherClientsBooks } = messagesOf(
  'orders',
  'outOfStock',
  'comingSoon',
  'pdfOnly',
  'priceChanged',
  'readingPage',
);

export const libraryMessages = { notOwner, noFile, downloadExpired, downloadLimit, otherClientsBooks };

/** The name of a PDF line ('digital'), as the orders show it. */
export const digitalTypeName: Localized = type.digital;

/** 422: the page is past the book's pages. */
export const readingPageMessage = (pages: number): Localized => localize('orders', 'readingPage', { pages });
