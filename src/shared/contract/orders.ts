import { z } from 'zod';
import { MAX_ID } from '../ids.ts';
import { languages } from '../lang.ts';
import { paginationMetaSchema } from '../pagination.ts';
import { idParamSchema } from './content.ts';
import { EMAIL_MAX, emailSchema } from './fields.ts';
import { orderGiftSchema } from './gifts.ts';
import { orderBoxSetSchema } from './order-box-sets.ts';
import {
  COUPON_CODE_MAX,
  MAX_ORDER_BOOKS,
  MAX_ORDER_QUANTITY,
  normalShortAddress,
  SHORT_ADDRESS_PATTERN,
} from './order-limits.ts';
import { PAYMENT_METHODS } from './payment-methods.ts';
import { orderPriceSchema } from './shipping.ts';

/* Inputs and answers of orders, payments, owned PDFs and downloads (spec §7). */

export {
  COUPON_CODE_MAX,
  MAX_ORDER_QUANTITY,
  ORDER_LINE_MAX_DEFAULT,
  ORDERS_PER_PAGE,
  SHORT_ADDRESS_COUNTRY,
} from './order-limits.ts';

export const ADDRESS_LIMITS = {
  name: 120,
  address: 300,
  city: 120,
  state: 120,
  postal_code: 20,
  mobile: 32,
  email: EMAIL_MAX,
  note: 1000,
} as const;

const requiredWhenMissing = (issue: { input?: unknown }) =>
  issue.input === undefined || issue.input === null ? 'required' : undefined;

/** Form posts send blanks and numbers as strings: a blank is "absent", a numeric string a number. */
const blankToUndefined = (v: unknown) =>
  v === null || (typeof v === 'string' && v.trim() === '') ? undefined : v;
const numeric = (v: unknown) => {
  const value = blankToUndefined(v);
  return typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value;
};

const idField = z.preprocess(numeric, z.number({ error: requiredWhenMissing }).int().positive().max(MAX_ID));

const flag = z.preprocess(
  (v) => {
    if (v === 1 || v === '1' || v === 'true') return true;
    if (v === 0 || v === '0' || v === 'false') return false;
    return v;
  },
  z.boolean({ error: requiredWhenMissing }),
);

const optionalText = (max: number) => z.preprocess(blankToUndefined, z.string().trim().max(max).optional());

const optionalEmail = z.preprocess(blankToUndefined, emailSchema.optional());

const optionalMobile = z.preprocess(
  blankToUndefined,
  z
    .string()
    .trim()
    .max(ADDRESS_LIMITS.mobile)
    .regex(/^\+?[0-9][0-9 ()-]{1,30}$/, { error: 'phone' })
    .optional(),
);

const optionalId = z.preprocess(numeric, z.number().int().positive().max(MAX_ID).optional());

const optionalShortAddress = z.preprocess(
  (v) => (typeof v === 'string' ? blankToUndefined(normalShortAddress(v)) : blankToUndefined(v)),
  z.string().regex(SHORT_ADDRESS_PATTERN, { error: 'shortAddress' }).optional(),
);

const addressFields = {
  shipping_name: optionalText(ADDRESS_LIMITS.name),
  shipping_country_id: optionalId,
  shipping_address: optionalText(ADDRESS_LIMITS.address),
  shipping_city: optionalText(ADDRESS_LIMITS.city),
  shipping_state: optionalText(ADDRESS_LIMITS.state),
  shipping_postal_code: optionalText(ADDRESS_LIMITS.postal_code),
  /** Required, and only given, when the address is in Saudi Arabia (SHORT_ADDRESS_COUNTRY). */
  shipping_short_address: optionalShortAddress,
  shipping_mobile: optionalMobile,
  shipping_email: optionalEmail,
  billing_name: optionalText(ADDRESS_LIMITS.name),
  billing_country_id: optionalId,
  billing_address: optionalText(ADDRESS_LIMITS.address),
  billing_city: optionalText(ADDRESS_LIMITS.city),
  billing_state: optionalText(ADDRESS_LIMITS.state),
  billing_postal_code: optionalText(ADDRESS_LIMITS.postal_code),
  billing_short_address: optionalShortAddress,
  billing_mobile: optionalMobile,
  billing_email: optionalEmail,
};

/**
 * Address fields a hard-copy order must carry; the postal codes only where the address's country uses
 * them (`usesPostalCode`). Billing country defaults to the shipping one (spec §5 lists no billing country). */
export const REQUIRED_SHIPPING_FIELDS = [
  'shipping_name',
  'shipping_country_id',
  'shipping_address',
  'shipping_city',
  'shipping_state',
  'shipping_postal_code',
  'shipping_mobile',
  'shipping_email',
] as const;
export const REQUIRED_BILLING_FIELDS = [
  'billing_name',
  'billing_address',
  'billing_city',
  'billing_state',
  'billing_postal_code',
  'billing_mobile',
  'billing_email',
] as const;

export const orderBookInputSchema = z.object({
  book_id: idField,
  quantity: z.preprocess(numeric, z.number().int().min(1).max(MAX_ORDER_QUANTITY).default(1)),
  isHardCopy: flag.optional(),
});

/** A box set asked for (decision 096): its books come with it; a PDF one is one copy. */
export const orderBoxSetInputSchema = z.object({
  box_set_id: idField,
  quantity: z.preprocess(numeric, z.number().int().min(1).max(MAX_ORDER_QUANTITY).default(1)),
});

/** The fields of an order as the client sends them, before the rules of a placed order. */
const orderBodyObject = z.object({
  ...addressFields,
  note: optionalText(ADDRESS_LIMITS.note),
  payment_type_id: idField,
  /** Ignored unless it names another client, which is refused with 403. */
  client_id: z.preprocess(numeric, z.number().int().optional()),
  is_hard_copy: flag,
  /** The books on their own; may be empty when the order holds a box set. */
  books: z.array(orderBookInputSchema, { error: requiredWhenMissing }).max(MAX_ORDER_BOOKS),
  box_sets: z.array(orderBoxSetInputSchema).max(MAX_ORDER_BOOKS).optional(),
  /** Same key again (double click, retry) answers the first order instead of creating another. */
  idempotency_key: z.preprocess(blankToUndefined, z.string().trim().max(100).optional()),
  /**
   * The total the buyer was shown (the quote's `net_price`). The order is charged today's price
   * whatever it says; when the two differ, the answer says so (`price_changed`).
   */
  quoted_net_price: z.preprocess(numeric, z.number().min(0).max(10_000_000).optional()),
  /** A coupon code, matched whatever its case; refused with 422 naming `coupon_code` and why. */
  coupon_code: optionalText(COUPON_CODE_MAX),
  /** Bought for someone else (decision 055): see `orderGiftSchema`. */
  gift: orderGiftSchema.optional(),
});

/** A PDF gift names its recipient; a printed one goes to the shipping address. */
function checkGift(body: z.output<typeof orderBodyObject>, ctx: z.RefinementCtx) {
  if (!body.gift || body.is_hard_copy) return;
  for (const field of ['recipient_name', 'recipient_email'] as const) {
    if (body.gift[field] === undefined)
      ctx.addIssue({ code: 'custom', message: 'required', path: ['gift', field] });
  }
}

/** An order holds a book or a box set. */
function checkSomething(body: z.output<typeof orderBodyObject>, ctx: z.RefinementCtx) {
  if (body.books.length === 0 && (body.box_sets ?? []).length === 0) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['books'] });
  }
}

export const createOrderBodySchema = orderBodyObject.superRefine((body, ctx) => {
  checkSomething(body, ctx);
  checkGift(body, ctx);
  if (!body.is_hard_copy) return;
  for (const field of [...REQUIRED_SHIPPING_FIELDS, ...REQUIRED_BILLING_FIELDS]) {
    // A postal code is required by its country, where the country uses them (orders/address-rules.ts).
    if (field.endsWith('_postal_code')) continue;
    if (body[field] === undefined) ctx.addIssue({ code: 'custom', message: 'required', path: [field] });
  }
});

/**
 * POST /orders/quote: the body of POST /orders, whose price it answers before anything is placed. The
 * cart asks before the address is written: of the addresses, a hard copy needs only the shipping country.
 */
export const orderQuoteBodySchema = orderBodyObject.superRefine((body, ctx) => {
  checkSomething(body, ctx);
  if (body.is_hard_copy && body.shipping_country_id === undefined) {
    ctx.addIssue({ code: 'custom', message: 'required', path: ['shipping_country_id'] });
  }
});
export type CreateOrderBody = z.input<typeof createOrderBodySchema>;
export type CreateOrderInput = z.output<typeof createOrderBodySchema>;

export const orderParamsSchema = z.object({ id: idParamSchema });

export const ordersQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100000).optional(),
  per_page: z.coerce.number().int().min(1).max(50).optional(),
  is_hard_copy: z.enum(['0', '1']).optional(),
});

export const orderDetailsQuerySchema = z.object({ order_id: idParamSchema });

/** An invoice or packing slip: in `lang`, or the request's language. */
export const orderDocumentQuerySchema = z.object({ lang: z.enum(languages).optional() });
/** One credit note of an order, by its number (`CN-2026-000001`). */
export const creditNoteParamsSchema = z.object({ id: idParamSchema, number: z.string().max(32) });

type DocumentFacts = {
  status: OrderStatus;
  paid_at: string | null;
  type: 'paper' | 'digital';
  /** The invoice's number once one was issued (an order invoiced under an earlier rule keeps it). */
  invoice_number?: string | null;
};

/**
 * Which orders have an invoice (decision 089): an invoice records a final sale. A paid order has one,
 * from its payment; a cash-on-delivery order has one from the moment it is handed to the carrier (the
 * invoice travels with the parcel and reads 'unpaid' until the money comes). An order awaiting its
 * payment, a printed order not yet shipped and an order cancelled before either have sold nothing, so
 * they take no number. An invoice once issued stays.
 */
export const hasInvoice = (order: DocumentFacts) =>
  (order.invoice_number ?? null) !== null ||
  order.paid_at !== null ||
  (order.type === 'paper' && (order.status === 'shipped' || order.status === 'delivered'));

/** A printed order on its way to the carrier: its invoice comes when it is handed over. */
export const invoiceWaits = (order: DocumentFacts) =>
  order.type === 'paper' &&
  !hasInvoice(order) &&
  (order.status === 'pending' || order.status === 'processing');

/** A packing slip goes into a parcel: hard-copy orders that are not cancelled have one. */
export const hasPackingSlip = (order: DocumentFacts) =>
  order.type === 'paper' && order.status !== 'cancelled';

export const clientPdfBooksQuerySchema = z.object({
  client_id: idParamSchema.optional(),
  book_id: idParamSchema.optional(),
  page: z.coerce.number().int().min(1).max(100000).optional(),
  per_page: z.coerce.number().int().min(1).max(50).optional(),
});

/* ---------- answers ---------- */

export const orderStatuses = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'awaiting_payment',
  'paid',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];
/** Statuses in which the client may still cancel an order: nothing shipped and nothing paid. */
export const CANCELLABLE_STATUSES: readonly OrderStatus[] = ['pending', 'awaiting_payment'];

const imageRef = z.object({ file_name: z.string() });

export const orderBookSchema = z.object({
  id: z.number(),
  title: z.string(),
  title_ar: z.string(),
  title_en: z.string(),
  publish_date: z.number().nullable(),
  pages: z.number().nullable(),
  pdf_price: z.number(),
  hardcopy_price: z.number(),
  files: z.object({ image: z.array(imageRef), columns: z.object({ image: z.array(imageRef) }) }),
  /** While the book is still to come: its release date, when a pre-order of it is fulfilled (decision 056). */
  release_at: z.string().nullable(),
});
export type OrderBook = z.infer<typeof orderBookSchema>;

export const lineTypeSchema = z.enum(['paper', 'digital']);

export const orderLineSchema = z.object({
  id: z.number(),
  order_id: z.number(),
  book_id: z.number(),
  book: orderBookSchema,
  date: z.string(),
  price: z.number(),
  quantity: z.number(),
  total_price: z.number(),
  type: lineTypeSchema,
  type_name: z.string(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

const countryRef = z.object({ id: z.number(), name: z.string(), name_ar: z.string(), name_en: z.string() });

export const orderAddressSchema = z.object({
  shipping_name: z.string(),
  shipping_country_id: z.number(),
  shipping_country: countryRef,
  shipping_address: z.string(),
  shipping_city: z.string(),
  shipping_state: z.string(),
  shipping_postal_code: z.string(),
  /** The Saudi short national address (`RRRD2929`); null elsewhere. */
  shipping_short_address: z.string().nullable(),
  shipping_mobile: z.string(),
  shipping_email: z.string(),
  billing_name: z.string(),
  billing_country_id: z.number(),
  billing_country: countryRef,
  billing_address: z.string(),
  billing_city: z.string(),
  billing_state: z.string(),
  billing_postal_code: z.string(),
  billing_short_address: z.string().nullable(),
  billing_mobile: z.string(),
  billing_email: z.string(),
});
export type OrderAddress = z.infer<typeof orderAddressSchema>;

export const orderSchema = z.object({
  id: z.number(),
  /** The total charged; the rest of the price as it was charged follows (`subtotal`, `shipping_price`, …). */
  ...orderPriceSchema.shape,
  books_quantity: z.number(),
  date: z.string(),
  status: z.enum(orderStatuses),
  order_status_name: z.string(),
  is_hard_copy: z.boolean(),
  type: lineTypeSchema,
  type_name: z.string(),
  payment_type_id: z.number(),
  payment_type_name: z.string(),
  note: z.string().nullable(),
  paid_at: z.string().nullable(),
  /** The invoice's number (`INV-2026-000001`) once one is issued, else null (decision 043). */
  invoice_number: z.string().nullable(),
  /** The credit note's number (`CN-2026-000001`) once the invoiced order is cancelled, else null. */
  credit_note_number: z.string().nullable(),
  /** Every credit note of the order, oldest first: each partial refund's or return's, then the whole order's. */
  credit_note_numbers: z.array(z.string()),
  order_billing_shipping: orderAddressSchema.nullable(),
  order_details: z.array(orderLineSchema),
  /** The box sets of the order, each with the lines of its books (decision 096). */
  box_sets: z.array(orderBoxSetSchema),
  /** The reference to pay at an outlet (Fawry) the order awaits, while it awaits it (decision 108). */
  payment_voucher: z.object({ reference: z.string(), expires_at: z.string() }).nullable(),
});
export type Order = z.infer<typeof orderSchema>;

export const orderAnswerSchema = z.object({ data: orderSchema });
/**
 * POST /orders: the order, and whether its total differs from the `quoted_net_price` sent (a rate or
 * a price changed since the quote), with a message saying what is charged.
 */
export const orderPlacedAnswerSchema = z.object({
  data: orderSchema,
  price_changed: z.boolean(),
  message: z.string().optional(),
});
/** GET /orders: always a page. */
export const ordersAnswerSchema = z.object({ data: z.array(orderSchema), meta: paginationMetaSchema });

/** POST /orders/{id}/checkout?method=: the method the buyer chose, among those the provider's page takes. */
export const checkoutQuerySchema = z.object({ method: z.enum(PAYMENT_METHODS).optional() });

/** POST /orders/{id}/checkout: the provider's hosted page to send the buyer to. */
export const checkoutAnswerSchema = z.object({ url: z.string() });

/**
 * POST /orders/{id}/voucher: the reference to pay at an outlet or in an app, the amount and currency
 * to pay, and until when; with the sandbox, its test page that pays the reference.
 */
export const voucherAnswerSchema = z.object({
  reference: z.string(),
  amount: z.number(),
  currency: z.string(),
  expires_at: z.string(),
  test_page_url: z.string().nullable(),
});
export type VoucherAnswer = z.infer<typeof voucherAnswerSchema>;

/** GET /orders/{id}/payment: the order once the server has asked the provider. */
export const paymentAnswerSchema = z.object({ data: orderSchema, paid: z.boolean() });

export const orderLinesAnswerSchema = z.object({ data: z.array(orderLineSchema) });

export const pdfOwnershipSchema = z.object({
  id: z.number(),
  client_id: z.number(),
  book_id: z.number(),
  order_id: z.number(),
  date: z.string(),
  book: orderBookSchema,
  /** What the reader paid for it; null for a gift, whose price stays the giver's. */
  price: z.number().nullable(),
  quantity: z.number(),
  total_price: z.number().nullable(),
  /** The currency of `price`: the one its order was charged in (decision 110). */
  currency: z.string(),
  /** Claimed from a gift someone else bought (decision 055). */
  gift: z.boolean(),
  type: lineTypeSchema,
  type_name: z.string(),
  /** Downloads the buyer still has of this book; null when they are not limited. */
  downloads_left: z.number().nullable(),
  /** Where the buyer stopped reading it in the shop's reader; null before they first read it. */
  reading: z.object({ page: z.number().int(), pages: z.number().int() }).nullable(),
});
export type PdfOwnership = z.infer<typeof pdfOwnershipSchema>;
/** GET /client-pdf-books: paginated (`meta`) when `page` is given. */
export const pdfOwnershipsAnswerSchema = z.object({
  data: z.array(pdfOwnershipSchema),
  meta: paginationMetaSchema.optional(),
});

/** POST /payments/webhook/:provider: the provider's name, as the app's configured provider calls itself. */
export const webhookParamsSchema = z.object({ provider: z.string().max(40) });
export const webhookAnswerSchema = z.object({ received: z.boolean() });

/** The sandbox's test payment page (PAYMENT_PROVIDER=sandbox only) and the buyer's choice on it. */
export const sandboxSessionParamsSchema = z.object({
  session: z.string().regex(/^cs_sandbox_[0-9a-f-]{36}$/),
});
export const sandboxChoiceParamsSchema = sandboxSessionParamsSchema.extend({
  choice: z.enum(['pay', 'decline', 'cancel']),
});
