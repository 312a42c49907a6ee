import { createHash } from 'node:crypto';
import {
  type CreateOrderInput,
  REQUIRED_BILLING_FIELDS,
  REQUIRED_SHIPPING_FIELDS,
} from '#shared/contract/orders.ts';

/*
 * What an order's idempotency key is held to (decision 039): the sha-256 of the canonical JSON of the
 * fields that make the order, read from the validated body (texts trimmed, numbers as numbers). The
 * books are sorted by id, since their order in the list changes nothing; a digital order is one copy
 * of each book and has no address, so quantities and address fields sent with it are left out. The
 * key itself, and `client_id` (refused unless it names the caller), are not part of the order.
 */

const addressKeys = [...REQUIRED_SHIPPING_FIELDS, ...REQUIRED_BILLING_FIELDS] as const;

/** JSON with object keys sorted at every level, so equal values give equal text. */
function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value)
      .filter(([, field]) => field !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, field]) => `${JSON.stringify(key)}:${canonicalJson(field)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** The hash a reused key's request must match: another book, quantity, format, address or payment type differs. */
export function orderRequestHash(input: CreateOrderInput): string {
  const hardCopy = input.is_hard_copy;
  const order = {
    is_hard_copy: hardCopy,
    payment_type_id: input.payment_type_id,
    books: input.books
      .map((item) => ({ book_id: item.book_id, quantity: hardCopy ? item.quantity : 1 }))
      .sort((a, b) => a.book_id - b.book_id),
    note: input.note ?? null,
    address: hardCopy
      ? {
          ...Object.fromEntries(addressKeys.map((key) => [key, input[key] ?? null])),
          // Without a billing country of its own, the order bills to the shipping one.
          billing_country_id: input.billing_country_id ?? input.shipping_country_id ?? null,
          shipping_short_address: input.shipping_short_address ?? null,
          billing_short_address: input.billing_short_address ?? null,
        }
      : null,
    // Only when given, so that the hashes of orders without a box set stay what they were.
    ...(input.box_sets?.length
      ? {
          box_sets: input.box_sets
            .map((item) => ({ box_set_id: item.box_set_id, quantity: hardCopy ? item.quantity : 1 }))
            .sort((a, b) => a.box_set_id - b.box_set_id),
        }
      : {}),
    // Only when given, so that the hashes of orders without a code stay what they were.
    ...(input.coupon_code ? { coupon_code: input.coupon_code.toUpperCase() } : {}),
    // Only a gift order hashes its gift, so the hashes of other orders stay as they were.
    ...(input.gift ? { gift: input.gift } : {}),
  };
  return createHash('sha256').update(canonicalJson(order)).digest('hex');
}
