/* The orders' limits, apart from their schemas: the shop's pages read them without loading zod. */

/** The most any quantity field accepts: a bound on input, not the shop's cap (see ORDER_LINE_MAX_DEFAULT). */
export const MAX_ORDER_QUANTITY = 1000;
/**
 * Copies of one book a hard-copy order may hold by default. The server's `ORDER_LINE_MAX` setting wins
 * (its 422 names the cap in force); the web's quantity pickers and cart stop at this value.
 */
export const ORDER_LINE_MAX_DEFAULT = 10;
export const MAX_ORDER_BOOKS = 100;
export const ORDERS_PER_PAGE = 10;

/** The longest coupon code. */
export const COUPON_CODE_MAX = 40;

/** The country whose addresses carry a short national address (four letters and four digits). */
export const SHORT_ADDRESS_COUNTRY = 'SA';
export const SHORT_ADDRESS_PATTERN = /^[A-Z]{4}[0-9]{4}$/;
/** A short address as typed (`rrrd 2929`) in the form the order keeps (`RRRD2929`). */
export const normalShortAddress = (value: string) => value.replace(/\s+/g, '').toUpperCase();
