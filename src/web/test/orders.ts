import type { Order, OrderLine } from '#shared/contract/orders.ts';

const orderBook = (id: number) => ({
  id,
  title: `كتاب ${id}`,
  title_ar: `كتاب ${id}`,
  title_en: `Book ${id}`,
  publish_date: 2019,
  pages: 176,
  pdf_price: 3.99,
  hardcopy_price: 11.5,
  files: { image: [], columns: { image: [] } },
  release_at: null,
});

export function orderLineFixture(fields: Partial<OrderLine> & { id: number; book_id: number }): OrderLine {
  return {
    order_id: 1,
    book: orderBook(fields.book_id),
    date: '2025-03-02T10:00:00.000Z',
    price: 11.5,
    quantity: 1,
    total_price: 11.5,
    type: 'paper',
    type_name: 'Paper',
    ...fields,
  };
}

const country = { id: 1, name: 'Jordan', name_ar: 'الأردن', name_en: 'Jordan' };

/** An answer's order for the web tests of checkout and orders. */
export function orderFixture(fields: Partial<Order> & { id: number }): Order {
  return {
    currency: 'USD',
    subtotal: fields.net_price ?? 23,
    discount: 0,
    coupon_code: null,
    shipping_price: 0,
    cod_fee: 0,
    tax: 0,
    tax_included: false,
    tax_lines: [],
    net_price: 23,
    weight_grams: 0,
    delivery_days: null,
    books_quantity: 2,
    date: '2025-03-02T10:00:00.000Z',
    status: 'pending',
    order_status_name: 'Pending',
    is_hard_copy: true,
    type: 'paper',
    type_name: 'Paper',
    payment_type_id: 2,
    payment_type_name: 'Cash on delivery',
    note: null,
    paid_at: null,
    invoice_number: null,
    credit_note_number: null,
    credit_note_numbers: [],
    order_billing_shipping: {
      shipping_name: 'Huda Salem',
      shipping_country_id: 1,
      shipping_country: country,
      shipping_address: '12 Rainbow Street',
      shipping_city: 'Amman',
      shipping_state: 'Amman',
      shipping_postal_code: '11181',
      shipping_short_address: null,
      shipping_mobile: '+962 79 000 0000',
      shipping_email: 'huda@example.com',
      billing_name: 'Salem Trading',
      billing_country_id: 1,
      billing_country: country,
      billing_address: '4 King Hussein Street',
      billing_city: 'Irbid',
      billing_state: 'Irbid',
      billing_postal_code: '21110',
      billing_short_address: null,
      billing_mobile: '+962 79 111 1111',
      billing_email: 'billing@example.com',
    },
    order_details: [orderLineFixture({ id: 1, book_id: 1, quantity: 2, total_price: 23 })],
    box_sets: [],
    payment_voucher: null,
    ...fields,
  };
}

export const paginated = <T>(data: T[], lastPage = 1, page = 1) => ({
  data,
  meta: {
    current_page: page,
    last_page: lastPage,
    per_page: 10,
    total: data.length,
    from: 1,
    to: data.length,
    links: [],
  },
});

/** GET /payment-types: a card for every order, cash on delivery for hard copies only. */
export const paymentTypes = [
  {
    id: 1,
    title: 'Credit card',
    title_ar: 'بطاقة ائتمان',
    title_en: 'Credit card',
    hard_copy_only: false,
    cash_on_delivery: false,
    sandbox: true,
    vouchers: false,
    card_page: true,
    methods: ['card'],
  },
  {
    id: 2,
    title: 'Cash on delivery',
    title_ar: 'الدفع عند الاستلام',
    title_en: 'Cash on delivery',
    hard_copy_only: true,
    cash_on_delivery: true,
    sandbox: false,
    vouchers: false,
    card_page: false,
    methods: [],
  },
];
