import { screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach } from 'vitest';
import type { Order } from '#shared/contract/orders.ts';
import { cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import { type Recorded, type Reply, startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { orderFixture, paginated, paymentTypes } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import CheckoutPage from './CheckoutPage.tsx';

/* The checkout's tests: a shop answering books, countries, payment types and the client's orders. */

/** A promise with its resolve at hand: `release()` lets a held answer go. */
export function gate<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => {
    release = resolve;
  });
  return { promise, release };
}

export const countries = [
  { id: 1, code: 'JO', name: 'Jordan', name_ar: 'الأردن', name_en: 'Jordan' },
  { id: 2, code: 'SA', name: 'Saudi Arabia', name_ar: 'السعودية', name_en: 'Saudi Arabia' },
];

/** The quote of `net` dollars of PDFs with no tax and no discount. */
export const untaxedQuote = (net: number) => ({
  currency: 'USD',
  subtotal: net,
  discount: 0,
  coupon_code: null,
  shipping_price: 0,
  cod_fee: 0,
  tax: 0,
  tax_included: false,
  tax_lines: [],
  net_price: net,
  weight_grams: 0,
  delivery_days: null,
});

/**
 * What a digital checkout asks besides the order: the countries, and the profile of client 3, who
 * named Jordan (id 1) at an earlier digital checkout unless `countryId` says otherwise.
 */
export function digitalBuyerAnswer(request: Recorded, countryId: number | null = 1): Reply | undefined {
  const route = `${request.method} ${request.path}`;
  if (route === 'GET /api/countries') return { body: { data: countries } };
  if (route === 'GET /api/clients/3') {
    const profile = {
      id: 3,
      name: 'Huda',
      date_of_birth: null,
      address: '',
      email: 'huda@example.com',
      mobile: '+962791234567',
      mobile_country: 'JO',
      country_id: countryId,
      active: true,
      language: 'en',
    };
    return { body: { data: profile } };
  }
  return undefined;
}

type OrdersAnswer = (request: Recorded) => Reply | Promise<Reply>;
type MoreAnswers = (request: Recorded) => Reply | undefined;

/**
 * The shop's answers; `orders` answers POST /orders (held when a test needs it), `previous` are the
 * client's earlier hard-copy orders (GET /orders), newest first.
 */
function shopAnswers(orders: OrdersAnswer, previous: Order[], more?: MoreAnswers) {
  return (request: Recorded): Reply | undefined | Promise<Reply | undefined> => {
    const route = `${request.method} ${request.path}`;
    const answer = more?.(request);
    if (answer) return answer;
    if (route === 'GET /api/books')
      return { body: { data: [bookFixture({ id: 1, hardcopy_price: 11.5, stock: 5 })] } };
    if (route === 'GET /api/countries') return { body: { data: countries } };
    if (route === 'GET /api/payment-types') return { body: { data: paymentTypes } };
    if (route === 'GET /api/orders') return { body: paginated(previous) };
    if (route === 'POST /api/orders') return orders(request);
    return undefined;
  };
}

export const created = () => ({ status: 201, body: { data: orderFixture({ id: 41 }) } });

/** A logged-in client with two hard copies of book 1 in the cart, in English; `serve` starts the shop. */
export function setUpCheckout() {
  let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
  beforeEach(() => {
    languageStore.set('en');
    localStorage.setItem(
      'client',
      JSON.stringify({ id: 3, token: 'secret', name: 'Huda Salem', email: 'huda@example.com' }),
    );
    cartStore.set([{ book_id: 1, quantity: 2, isHardCopy: true }]);
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });
  return {
    /** `more` answers first: the countries shipped to, quotes. */
    serve: async (orders: OrdersAnswer, previous: Order[] = [], more?: MoreAnswers) => {
      api = await startApiServer(shopAnswers(orders, previous, more));
      return api;
    },
    orderPosts: () => api?.requests.filter((r) => r.method === 'POST' && r.path === '/api/orders') ?? [],
    requests: () => api?.requests ?? [],
  };
}

/**
 * Fills an address block as a reader who pastes each line: the field is emptied, then given its
 * text at once. (Typed key by key, the whole checkout form drew itself again for every letter.)
 */
export async function fillAddress(user: UserEvent, region: HTMLElement, fields: Record<string, string>) {
  for (const [label, value] of Object.entries(fields)) {
    const control = within(region).getByLabelText(new RegExp(`^${label}`));
    if (control instanceof HTMLSelectElement) await user.selectOptions(control, value);
    else {
      await user.clear(control);
      await user.paste(value);
    }
  }
}

export const shipping = {
  'Full name': 'Huda Salem',
  'E-mail': 'huda@example.com',
  Phone: '+962 79 000 0000',
  Country: 'Jordan',
  'Street address': '12 Rainbow Street',
  City: 'Amman',
  'State / region': 'Amman',
  'Postal code': '11181',
};

/** /check-out in the shop's frame-less page, once its shipping block shows. */
export async function openCheckoutPage() {
  const view = renderPage('/check-out', { '/check-out': CheckoutPage });
  const region = await screen.findByRole('region', { name: /Shipping address|عنوان الشحن/ });
  return { ...view, region };
}

/** Opens /check-out, fills the shipping address and chooses cash on delivery. */
export async function openCheckout(user: UserEvent) {
  const { region, ...view } = await openCheckoutPage();
  await within(region).findByRole('option', { name: 'Jordan' });
  await fillAddress(user, region, shipping);
  await user.click(await screen.findByRole('radio', { name: 'Cash on delivery' }));
  return view;
}
