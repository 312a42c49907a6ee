import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MyBooksPage } from '#web/features/orders/testing.ts';
import { languageStore } from '#web/state/language.ts';
import { ownedStore } from '#web/state/owned.ts';
import { type Recorded, type Reply, startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { orderFixture, paginated, paymentTypes } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import CheckoutPdfPage from './CheckoutPdfPage.tsx';
import PaymentReturnPage from './PaymentReturnPage.tsx';
import { digitalBuyerAnswer, untaxedQuote } from './test-kit.ts';

/** The page, the return page the provider sends the client back to, and my books where it lands. */
const pages = {
  '/check-out/pdf': CheckoutPdfPage,
  '/payment-return': PaymentReturnPage,
  '/my-books': MyBooksPage,
};

const digitalOrder = orderFixture({
  id: 50,
  status: 'awaiting_payment',
  is_hard_copy: false,
  type: 'digital',
  net_price: 3.99,
});
const owned = {
  id: 1,
  client_id: 3,
  book_id: 1,
  order_id: 50,
  date: '2025-03-02T10:00:00.000Z',
  book: { ...digitalOrder.order_details[0].book, id: 1 },
  price: 3.99,
  quantity: 1,
  total_price: 3.99,
  type: 'digital',
  type_name: 'Digital',
};
const paidOrder = {
  ...digitalOrder,
  status: 'paid',
  order_details: [{ ...digitalOrder.order_details[0], book_id: 1 }],
};

/*
 * The provider's hosted page is another site, which jsdom cannot open: here the checkout answers a
 * page of this document, the return page, as the provider sends the client there once done.
 */
const providerSendsBack = (query: string) => `${window.location.origin}/#/payment-return?${query}`;

type Answers = {
  create?: () => Reply;
  checkout?: () => Reply;
  payment?: () => Reply;
  types?: typeof paymentTypes;
  quote?: (request: Recorded) => Reply;
  /** The country the buyer's profile remembers (Jordan; null: none yet). */
  countryId?: number | null;
};
let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
async function serve({
  create = () => ({ status: 201, body: { data: digitalOrder } }),
  checkout = () => ({ body: { url: providerSendsBack('order=50') } }),
  payment = () => ({ body: { data: paidOrder, paid: true } }),
  types = paymentTypes,
  quote = () => ({ body: { data: untaxedQuote(3.99) } }),
  countryId = 1,
}: Answers = {}) {
  api = await startApiServer((request: Recorded) => {
    const route = `${request.method} ${request.path}`;
    const buyer = digitalBuyerAnswer(request, countryId);
    if (buyer) return buyer;
    if (route === 'GET /api/books') return { body: { data: [bookFixture({ id: 1, pdf_price: 3.99 })] } };
    if (route === 'GET /api/payment-types') return { body: { data: types } };
    if (route === 'POST /api/orders') return create();
    if (route === 'POST /api/orders/quote') return quote(request);
    if (route === 'POST /api/orders/50/checkout') return checkout();
    if (route === 'GET /api/orders/50/payment') return payment();
    if (route === 'GET /api/client-pdf-books') return { body: paginated([owned]) };
    return undefined;
  });
}
/**
 * After paying, the owned list is asked for twice (after the payment and by my books) and my books
 * lists a page: the test waits for all three so no answer lands in the next test.
 */
async function settleOnMyBooks() {
  const ownedAsks = () => api?.requests.filter((r) => r.path === '/api/client-pdf-books') ?? [];
  await waitFor(() => expect(ownedAsks()).toHaveLength(3));
  await screen.findByTestId('owned-book');
  await waitFor(() => expect(ownedStore.get()).toEqual([1]));
}
const posts = (path: string) => api?.requests.filter((r) => r.method === 'POST' && r.path === path) ?? [];

beforeEach(() => {
  languageStore.set('en');
  localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
  localStorage.setItem(
    'pending-checkout',
    JSON.stringify({ client_id: 3, book_ids: [1], idempotency_key: 'key-1' }),
  );
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('digital checkout (/check-out/pdf)', () => {
  it('says plainly that the payment is a test, creates the order, sends the client to the payment page, and lands on my books once paid', async () => {
    const user = userEvent.setup();
    await serve();
    const { router } = renderPage('/check-out/pdf', pages);
    await screen.findByRole('button', { name: 'Pay by card $3.99' });
    expect(screen.getByText('TEST PAYMENT')).toBeInTheDocument();
    expect(screen.getByText('Test payment (sandbox): you will not be charged.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).not.toBeInTheDocument();
    // The card is typed on the provider's page, never here: the only box is the coupon code's.
    expect(screen.getAllByRole('textbox')).toEqual([screen.getByLabelText(/^Coupon code/)]);
    await user.click(screen.getByRole('button', { name: 'Pay by card $3.99' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-books'));
    expect(posts('/api/orders')[0].body).toEqual({
      is_hard_copy: false,
      payment_type_id: 1,
      client_id: 3,
      books: [{ book_id: 1, quantity: 1, isHardCopy: false }],
      billing_country_id: 1,
      idempotency_key: 'key-1',
    });
    expect(posts('/api/orders/50/checkout')).toHaveLength(1);
    expect(posts('/api/orders/50/checkout')[0].body).toBeUndefined();
    expect(await screen.findByText('Payment received: your books are in My books')).toBeInTheDocument();
    await settleOnMyBooks();
    expect(localStorage.getItem('pending-checkout')).toBe('null');
  });

  it('keeps the order when the payment is cancelled, and pays that same order on the next try', async () => {
    const user = userEvent.setup();
    let tries = 0;
    await serve({
      checkout: () => ({
        body: { url: providerSendsBack(++tries === 1 ? 'order=50&cancelled=1' : 'order=50') },
      }),
      payment: () =>
        tries === 1
          ? { body: { data: digitalOrder, paid: false } }
          : { body: { data: paidOrder, paid: true } },
    });
    const { router } = renderPage('/check-out/pdf', pages);
    await user.click(await screen.findByRole('button', { name: 'Pay by card $3.99' }));
    expect(
      await screen.findByText(
        'The payment was cancelled or not completed, and nothing was charged. Your order is kept: you can try again.',
      ),
    ).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('pending-checkout') ?? '{}')).toMatchObject({ order_id: 50 });

    await user.click(screen.getByRole('button', { name: 'Try the payment again' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-books'));
    expect(posts('/api/orders')).toHaveLength(1);
    expect(posts('/api/orders/50/checkout')).toHaveLength(2);
    await settleOnMyBooks();
  });

  it('refuses a PDF the client already owns with the server message', async () => {
    const user = userEvent.setup();
    await serve({
      create: () => ({ status: 409, body: { message: 'You already own this book', code: 'already_owned' } }),
    });
    renderPage('/check-out/pdf', pages);
    await user.click(await screen.findByRole('button', { name: 'Pay by card $3.99' }));
    const refusals = await screen.findAllByText('You already own this book');
    expect(refusals.some((node) => node.closest('[role="alert"]'))).toBe(true);
    expect(posts('/api/orders/50/checkout')).toEqual([]);
    // The server's list of owned books replaces the local one, which now holds the book.
    await waitFor(() => expect(ownedStore.get()).toEqual([1]));
  });

  it('shows no test notice when the provider takes real money', async () => {
    await serve({ types: paymentTypes.map((type) => ({ ...type, sandbox: false })) });
    renderPage('/check-out/pdf', pages);
    await screen.findByRole('button', { name: 'Pay by card $3.99' });
    expect(screen.queryByText('TEST PAYMENT')).not.toBeInTheDocument();
    expect(screen.queryByText('Test payment (sandbox): you will not be charged.')).not.toBeInTheDocument();
  });

  it('says that PDFs cannot be bought when the shop takes no card, and sends nothing', async () => {
    await serve({ types: paymentTypes.filter((type) => type.hard_copy_only) });
    renderPage('/check-out/pdf', pages);
    expect(
      await screen.findByText(
        'Card payments are not available at the moment, so PDF books cannot be bought now. Hard copies can be paid on delivery.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(posts('/api/orders')).toEqual([]);
  });

  it('says when nothing waits for payment', async () => {
    localStorage.removeItem('pending-checkout');
    await serve();
    renderPage('/check-out/pdf', pages);
    expect(
      await screen.findByText('There is no digital purchase waiting for payment.', {}),
    ).toBeInTheDocument();
  });

  it('prices the PDFs with a coupon code, shows the discount and orders with the code', async () => {
    const user = userEvent.setup();
    const discounted = {
      subtotal: 3.99,
      discount: 0.4,
      coupon_code: 'RAMADAN10',
      shipping_price: 0,
      cod_fee: 0,
      tax: 0,
      tax_included: false,
      tax_lines: [],
      net_price: 3.59,
      weight_grams: 0,
      delivery_days: null,
    };
    await serve({
      quote: () => ({ body: { data: discounted } }),
      checkout: () => ({ status: 409, body: { message: 'Payments are paused', code: 'paused' } }),
    });
    renderPage('/check-out/pdf', pages);
    await screen.findByRole('button', { name: 'Pay by card $3.99' });
    await user.type(screen.getByLabelText(/^Coupon code/), 'ramadan10{Enter}');
    await user.click(await screen.findByRole('button', { name: 'Pay by card $3.59' }));
    expect(screen.getByTestId('price-discount')).toHaveTextContent('-$0.40');
    await waitFor(() => expect(posts('/api/orders')).toHaveLength(1));
    expect(posts('/api/orders')[0]!.body).toMatchObject({ coupon_code: 'ramadan10' });
    await waitFor(() => expect(posts('/api/orders/50/checkout')).toHaveLength(1));
  });

  it('asks a buyer with no remembered country for theirs, and charges its tax', async () => {
    const user = userEvent.setup();
    const saudi = { ...untaxedQuote(3.99), tax: 0.6, tax_lines: [], net_price: 4.59 };
    await serve({
      countryId: null,
      quote: (request) =>
        (request.body as { billing_country_id?: number }).billing_country_id === 2
          ? { body: { data: saudi } }
          : { body: { data: untaxedQuote(3.99) } },
      checkout: () => ({ status: 409, body: { message: 'Payments are paused', code: 'paused' } }),
    });
    renderPage('/check-out/pdf', pages);
    const country = await screen.findByRole('combobox', { name: /^Your country/ });
    expect(country).toHaveValue('');
    expect(country).toHaveAccessibleDescription(
      "E-books pay the tax of the buyer's country. We remember it for your next purchase.",
    );
    await user.click(await screen.findByRole('button', { name: 'Pay by card $3.99' }));
    expect(await screen.findByText('Please choose a country')).toBeInTheDocument();
    expect(posts('/api/orders')).toHaveLength(0);

    await user.selectOptions(country, 'Saudi Arabia');
    await user.click(await screen.findByRole('button', { name: 'Pay by card $4.59' }));
    await waitFor(() => expect(posts('/api/orders')).toHaveLength(1));
    expect(posts('/api/orders')[0]!.body).toMatchObject({ billing_country_id: 2 });
  });

  it('fills in the country the profile remembers, in Arabic too', async () => {
    languageStore.set('ar');
    await serve({ countryId: 2 });
    renderPage('/check-out/pdf', pages);
    const country = await screen.findByRole('combobox', { name: /^بلدك/ });
    await waitFor(() => expect(country).toHaveValue('2'));
    await waitFor(() =>
      expect(posts('/api/orders/quote').at(-1)?.body).toMatchObject({ billing_country_id: 2 }),
    );
  });
});
