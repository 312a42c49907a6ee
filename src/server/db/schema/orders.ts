import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { orderStatuses } from '#shared/contract/orders.ts';
import { books } from './catalog.ts';
import { clients } from './clients.ts';
import { createdAt, serialId, updatedAt } from './columns.ts';
import { countries, paymentTypes } from './reference.ts';

/* Tables of the orders module: orders, their lines and addresses, owned PDFs and their downloads. */

/** One tax of an order as charged: its label in both languages, rate in basis points, amount in cents. */
export type OrderTaxLine = { labelAr: string; labelEn: string; rateBp: number; amountCents: number };

export const orderStatus = pgEnum('order_status', orderStatuses);

export const orders = pgTable(
  'orders',
  {
    id: serialId(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id),
    isHardCopy: boolean('is_hard_copy').notNull(),
    status: orderStatus('status').notNull(),
    paymentTypeId: integer('payment_type_id')
      .notNull()
      .references(() => paymentTypes.id),
    booksQuantity: integer('books_quantity').notNull(),
    netPriceCents: integer('net_price_cents').notNull(),
    /*
     * The price as charged, kept as it was when the order was placed (decision 042): later changes of
     * the rates or the tax rules never alter it. Orders from before it: subtotal = net price, the rest 0.
     */
    subtotalCents: integer('subtotal_cents').notNull().default(0),
    /** Taken off the subtotal by the coupon `coupon_code` (as the buyer's code matched it), before tax. */
    discountCents: integer('discount_cents').notNull().default(0),
    couponCode: text('coupon_code'),
    shippingCents: integer('shipping_cents').notNull().default(0),
    codFeeCents: integer('cod_fee_cents').notNull().default(0),
    taxCents: integer('tax_cents').notNull().default(0),
    taxIncluded: boolean('tax_included').notNull().default(false),
    taxLines: jsonb('tax_lines').$type<OrderTaxLine[]>().notNull().default([]),
    /**
     * The currency every amount of the order is in (decision 110): its market's, as charged. The amounts
     * are whole minor units of it (`currency_decimals` digits: 3 for KWD), and `rate_micros` is what one
     * dollar was worth in it when the order was placed, in millionths: a later rate never alters it.
     */
    currency: text('currency').notNull().default('USD'),
    currencyDecimals: integer('currency_decimals').notNull().default(2),
    rateMicros: integer('rate_micros').notNull().default(1_000_000),
    /**
     * Where a PDF order was taxed: the country the buyer named or their profile remembered (decision
     * 088), kept so that its invoice names the place of supply. A printed order's is its address's.
     */
    taxCountryId: integer('tax_country_id').references(() => countries.id),
    weightGrams: integer('weight_grams').notNull().default(0),
    deliveryDaysMin: integer('delivery_days_min'),
    deliveryDaysMax: integer('delivery_days_max'),
    note: text('note'),
    /** Sent by the client so that a repeated submit creates one order. */
    idempotencyKey: text('idempotency_key'),
    /** sha-256 of what the keyed request asked for: the same key with another order is refused. */
    requestHash: text('request_hash'),
    paymentReference: text('payment_reference'),
    /**
     * The gateway the order's payment was opened with (decision 111: one per market): its refunds and
     * status go to the same one. Null for an order paid before, and for one never sent to a gateway.
     */
    paymentProvider: text('payment_provider'),
    /** A reference paid at an outlet (Fawry) the order waits for, and when it stops being payable. */
    voucherReference: text('voucher_reference'),
    voucherExpiresAt: timestamp('voucher_expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** Set by staff when the order ships. */
    carrier: text('carrier'),
    trackingNumber: text('tracking_number'),
    /** A printed copy sent as a gift (decision 055): its packing slip shows the note and no prices. */
    isGift: boolean('is_gift').notNull().default(false),
    giftNote: text('gift_note'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_client_idx').on(t.clientId, t.createdAt),
    /** The console's badge counts the orders waiting to be taken in hand. */
    index('orders_pending_idx').on(t.id).where(sql`${t.status} = 'pending'`),
    uniqueIndex('orders_client_idempotency_unique').on(t.clientId, t.idempotencyKey),
    check('orders_net_price_non_negative', sql`${t.netPriceCents} >= 0`),
    check('orders_books_quantity_positive', sql`${t.booksQuantity} > 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    bookId: integer('book_id')
      .notNull()
      .references(() => books.id),
    isHardCopy: boolean('is_hard_copy').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    /** The box set this book was sold in (its share of the box set's price is the unit price); else null. */
    boxSetLineId: integer('box_set_line_id').references(() => orderBoxSets.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId),
    check('order_lines_quantity_positive', sql`${t.quantity} > 0`),
    check('order_lines_unit_price_non_negative', sql`${t.unitPriceCents} >= 0`),
    check('order_lines_total_consistent', sql`${t.totalPriceCents} = ${t.unitPriceCents} * ${t.quantity}`),
  ],
);

/** A book of a box set as sold: its list price then, its share of the box set's price and its tax rate. */
export type OrderBoxSetComponent = {
  bookId: number;
  listPriceCents: number;
  shareCents: number;
  rateBp: number;
};

/**
 * A box set as sold (decision 096): one line of the order, its titles and price as they were, and its
 * books with their shares of the price, which add up to it. Each book is also an order line of its
 * own (`order_lines.box_set_line_id`), so stock, ownership and refunds work book by book. The box
 * set's id is kept without a foreign key: the box set may later be changed or deleted, the sale not.
 */
export const orderBoxSets = pgTable(
  'order_box_sets',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    boxSetId: integer('box_set_id').notNull(),
    titleAr: text('title_ar').notNull(),
    titleEn: text('title_en').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    totalPriceCents: integer('total_price_cents').notNull(),
    components: jsonb('components').$type<OrderBoxSetComponent[]>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_box_sets_order_idx').on(t.orderId),
    check('order_box_sets_quantity_positive', sql`${t.quantity} > 0`),
    check('order_box_sets_total_consistent', sql`${t.totalPriceCents} = ${t.unitPriceCents} * ${t.quantity}`),
  ],
);

/**
 * Every change of an order's status: by a staff member (`staff_id`, no foreign key across modules),
 * or by the client or the server (`staff_id` null). `from_status` equals `to_status` for a change that
 * keeps the status, such as cash on delivery marked paid.
 */
export const orderStatusHistory = pgTable(
  'order_status_history',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: orderStatus('from_status').notNull(),
    toStatus: orderStatus('to_status').notNull(),
    staffId: integer('staff_id'),
    note: text('note'),
    createdAt: createdAt(),
  },
  (t) => [index('order_status_history_order_idx').on(t.orderId, t.id)],
);

/** Snapshot of the addresses as they were when the order was placed. */
export const orderAddresses = pgTable('order_addresses', {
  orderId: integer('order_id')
    .primaryKey()
    .references(() => orders.id, { onDelete: 'cascade' }),
  shippingName: text('shipping_name').notNull(),
  shippingCountryId: integer('shipping_country_id')
    .notNull()
    .references(() => countries.id),
  shippingAddress: text('shipping_address').notNull(),
  shippingCity: text('shipping_city').notNull(),
  shippingState: text('shipping_state').notNull(),
  shippingPostalCode: text('shipping_postal_code').notNull(),
  /** Saudi Arabia's short national address (four letters, four digits: RRRD2929); null elsewhere. */
  shippingShortAddress: text('shipping_short_address'),
  shippingMobile: text('shipping_mobile').notNull(),
  shippingEmail: text('shipping_email').notNull(),
  billingName: text('billing_name').notNull(),
  billingCountryId: integer('billing_country_id')
    .notNull()
    .references(() => countries.id),
  billingAddress: text('billing_address').notNull(),
  billingCity: text('billing_city').notNull(),
  billingState: text('billing_state').notNull(),
  billingPostalCode: text('billing_postal_code').notNull(),
  billingShortAddress: text('billing_short_address'),
  billingMobile: text('billing_mobile').notNull(),
  billingEmail: text('billing_email').notNull(),
});

/*
 * Money given back on an order (decision 050): the whole of it when staff cancel a paid order
 * (`cancel`), part of it (`partial`, an amount or some lines), or printed copies taken back after
 * delivery (`return`, with the lines and whether they went back into stock). A card refund is
 * `requested` until the provider answers, then `done` or `failed`; cash handed back is `done` at once.
 */
export const refundKinds = ['cancel', 'partial', 'return'] as const;
export const refundStates = ['requested', 'done', 'failed'] as const;
export const refundMethods = ['card', 'cash', 'none'] as const;

/** A line given back: the order line and how many copies of it. */
export type RefundedLine = { lineId: number; quantity: number };

export const orderRefunds = pgTable(
  'order_refunds',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: refundKinds }).notNull(),
    method: text('method', { enum: refundMethods }).notNull(),
    state: text('state', { enum: refundStates }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    lines: jsonb('lines').$type<RefundedLine[]>().notNull().default([]),
    reason: text('reason'),
    /** A return: the copies went back into stock. */
    restock: boolean('restock').notNull().default(false),
    /** The provider's id of the refund. */
    providerReference: text('provider_reference'),
    /** What the provider said when it refused. */
    failure: text('failure'),
    /** The staff member; no foreign key across modules. */
    staffId: integer('staff_id'),
    /** Sent by the console so that a repeated click records one refund. */
    idempotencyKey: text('idempotency_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_refunds_order_idx').on(t.orderId, t.id),
    uniqueIndex('order_refunds_order_key_unique').on(t.orderId, t.idempotencyKey),
    check('order_refunds_amount_non_negative', sql`${t.amountCents} >= 0`),
  ],
);

/** Staff's internal notes on an order: never shown to the reader. */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serialId(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId, t.id)],
);
