import { screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MyBooksPage } from '#web/features/orders/testing.ts';
import { languageStore } from '#web/state/language.ts';
import { ownedStore } from '#web/state/owned.ts';
import { type Recorded, type Reply, startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { orderFixture, paginated, paymentTypes } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import CheckoutPdfPage from './CheckoutPdfPage.tsx';

/** The page, and my books where a paid checkout lands. */
const pages = { '/check-out/pdf': CheckoutPdfPage, '/my-books': MyBooksPage };

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
const approved = {
  data: { ...digitalOrder, status: 'paid' },
  message: 'Sandbox payment: approved; no real money moved',
  payment: { reference: 'sandbox_1', provider: 'sandbox', sandbox: true },
};

type Answers = { create?: () => Reply; pay?: () => Reply };
let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
async function serve({
  create = () => ({ status: 201, body: { data: digitalOrder } }),
  pay = () => ({ body: approved }),
}: Answers = {}) {
  api = await startApiServer((request: Recorded) => {
    const route = `${request.method} ${request.path}`;
    if (route === 'GET /api/books') return { body: { data: [bookFixture({ id: 1, pdf_price: 3.99 })] } };
    if (route === 'GET /api/payment-types') return { body: { data: paymentTypes } };
    if (route === 'POST /api/orders') return create();
    if (route === 'POST /api/orders/50/pay') return pay();
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

async function fillCard(user: UserEvent, number = '4242 4242 4242 4242') {
  await user.type(await screen.findByLabelText(/^Name on card/, {}), 'Huda Salem');
  await user.type(screen.getByLabelText(/^Card number/), number);
  await user.type(screen.getByLabelText(/^Expiry date/), '12/40');
  await user.type(screen.getByLabelText(/^Security code/), '123');
}

describe('digital checkout (/check-out/pdf)', () => {
  it('says plainly that the payment is a test, creates the order, pays it and refreshes the owned list', async () => {
    const user = userEvent.setup();
    await serve();
    const { router } = renderPage('/check-out/pdf', pages);
    await fillCard(user);
    expect(screen.getByText('TEST PAYMENT')).toBeInTheDocument();
    expect(screen.getByText('Test payment (sandbox): you will not be charged.')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Credit card' })).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'Cash on delivery' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Pay $3.99' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/my-books'));
    expect(posts('/api/orders')[0].body).toEqual({
      is_hard_copy: false,
      payment_type_id: 1,
      client_id: 3,
      books: [{ book_id: 1, quantity: 1, isHardCopy: false }],
      idempotency_key: 'key-1',
    });
    expect(posts('/api/orders/50/pay')[0].body).toEqual({
      card_name: 'Huda Salem',
      card_number: '4242 4242 4242 4242',
      card_expiry: '12/40',
      card_cvc: '123',
    });
    expect(await screen.findByText('Sandbox payment: approved; no real money moved')).toBeInTheDocument();
    await settleOnMyBooks();
    expect(localStorage.getItem('pending-checkout')).toBe('null');
  });

  it('keeps the order after a declined card and pays that same order on the next try', async () => {
    const user = userEvent.setup();
    let tries = 0;
    const declined = {
      status: 402,
      body: {
        message: 'The payment was declined. Sandbox payment: the card was declined; no money moved',
        code: 'payment_declined',
      },
    };
    await serve({ pay: () => (++tries === 1 ? declined : { body: approved }) });
    const { router } = renderPage('/check-out/pdf', pages);
    await fillCard(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $3.99' }));
    expect(await screen.findAllByText(declined.body.message)).not.toHaveLength(0);
    expect(JSON.parse(localStorage.getItem('pending-checkout') ?? '{}')).toMatchObject({ order_id: 50 });

    await user.click(await screen.findByRole('button', { name: 'Pay $3.99' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-books'));
    expect(posts('/api/orders')).toHaveLength(1);
    expect(posts('/api/orders/50/pay')).toHaveLength(2);
    await settleOnMyBooks();
  });

  it('refuses a PDF the client already owns with the server message', async () => {
    const user = userEvent.setup();
    await serve({
      create: () => ({ status: 409, body: { message: 'You already own this book', code: 'already_owned' } }),
    });
    renderPage('/check-out/pdf', pages);
    await fillCard(user);
    await user.click(await screen.findByRole('button', { name: 'Pay $3.99' }));
    const refusals = await screen.findAllByText('You already own this book');
    expect(refusals.some((node) => node.closest('[role="alert"]'))).toBe(true);
    expect(posts('/api/orders/50/pay')).toEqual([]);
    // The server's list of owned books replaces the local one, which now holds the book.
    await waitFor(() => expect(ownedStore.get()).toEqual([1]));
  });

  it('checks the card number before sending anything', async () => {
    const user = userEvent.setup();
    await serve();
    renderPage('/check-out/pdf', pages);
    await fillCard(user, '4242 4242 4242 4241');
    await user.click(await screen.findByRole('button', { name: 'Pay $3.99' }));
    expect(await screen.findByText('The card number is not valid')).toBeInTheDocument();
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
});
