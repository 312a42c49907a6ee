import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { OrderDetailsPage } from '#web/features/orders/testing.ts';
import { languageStore } from '#web/state/language.ts';
import { type Recorded, startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { orderFixture, orderLineFixture, paymentTypes } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import CheckoutPdfPage from './CheckoutPdfPage.tsx';
import { digitalBuyerAnswer, untaxedQuote } from './test-kit.ts';

/*
 * Paying a PDF with a reference at a Fawry outlet (decision 108): offered beside the card when the
 * shop's gateway gives references; the order is made once, the reference taken, and the order's page
 * shows the reference, the amount and until when, with the sandbox's test page to pay it.
 */

const pages = { '/check-out/pdf': CheckoutPdfPage, '/order-details': OrderDetailsPage };
const EXPIRES = '2026-12-03T09:30:00.000Z';
const waiting = orderFixture({
  id: 50,
  status: 'awaiting_payment',
  order_status_name: 'Awaiting payment',
  is_hard_copy: false,
  type: 'digital',
  net_price: 3.99,
  order_billing_shipping: null,
  payment_voucher: { reference: '912345678', expires_at: EXPIRES },
});
const withVouchers = paymentTypes.map((type) => ({ ...type, vouchers: !type.hard_copy_only }));

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
/** The ways the buyer's market offers, as the quote tells them (decision 109): Egypt's, say. */
const EGYPT = ['card', 'fawry', 'cod'];
async function serve(types = withVouchers, offered: string[] = EGYPT) {
  api = await startApiServer((request: Recorded) => {
    const route = `${request.method} ${request.path}`;
    const buyer = digitalBuyerAnswer(request, 1);
    if (buyer) return buyer;
    if (route === 'GET /api/books') return { body: { data: [bookFixture({ id: 1, pdf_price: 3.99 })] } };
    if (route === 'GET /api/payment-types') return { body: { data: types } };
    if (route === 'POST /api/orders') return { status: 201, body: { data: waiting } };
    if (route === 'POST /api/orders/quote')
      return { body: { data: untaxedQuote(3.99), payment_methods: offered } };
    if (route === 'POST /api/orders/50/voucher')
      return {
        body: {
          reference: '912345678',
          amount: 3.99,
          currency: 'USD',
          expires_at: EXPIRES,
          test_page_url: 'http://shop.test/api/payments/sandbox/checkout/cs_sandbox_1',
        },
      };
    if (route === 'GET /api/orders/50') return { body: { data: waiting } };
    if (route === 'GET /api/order-details')
      return { body: { data: [orderLineFixture({ id: 1, book_id: 1 })] } };
    return undefined;
  });
}
const posts = (path: string) => api?.requests.filter((r) => r.method === 'POST' && r.path === path) ?? [];

beforeEach(() => {
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

describe('paying a PDF with a reference at a Fawry outlet', () => {
  it('makes the order once, takes the reference and shows it on the order page with the amount and expiry', async () => {
    languageStore.set('en');
    const user = userEvent.setup();
    await serve();
    const { router } = renderPage('/check-out/pdf', pages);
    const button = await screen.findByRole('button', { name: 'Pay with a reference at a Fawry outlet' });
    expect(
      screen.getByText(
        'Or pay in cash: we give you a reference to pay at any Fawry outlet or in an app. Your books are yours once it is paid.',
      ),
    ).toBeInTheDocument();
    await user.click(button);

    const panel = await screen.findByRole('region', { name: 'Pay this order with its reference' });
    expect(router.state.location.pathname).toBe('/order-details');
    expect(router.state.location.search).toBe('?id=50');
    expect(within(panel).getByTestId('voucher-reference')).toHaveTextContent('912345678');
    expect(within(panel).getByTestId('voucher-amount')).toHaveTextContent('$3.99');
    expect(within(panel).getByTestId('voucher-expires')).toHaveTextContent(/^December 3, 2026 at \d{1,2}:30/);
    expect(within(panel).getByRole('link', { name: 'Pay this reference (test)' })).toHaveAttribute(
      'href',
      'http://shop.test/api/payments/sandbox/checkout/cs_sandbox_1',
    );
    expect(posts('/api/orders')).toHaveLength(1);
    expect(posts('/api/orders/50/voucher')).toHaveLength(1);
    expect(posts('/api/orders/50/checkout')).toHaveLength(0);
    // The checkout is done: nothing is left pending.
    await waitFor(() => expect(JSON.parse(localStorage.getItem('pending-checkout') ?? 'null')).toBeNull());
  });

  it('reads in Arabic, the reference kept left-to-right', async () => {
    languageStore.set('ar');
    await serve();
    renderPage('/order-details?id=50', pages);
    const panel = await screen.findByRole('region', { name: 'ادفع هذا الطلب برقمه المرجعي' });
    expect(within(panel).getByText('الرقم المرجعي')).toBeInTheDocument();
    expect(within(panel).getByTestId('voucher-reference')).toHaveAttribute('dir', 'ltr');
    expect(within(panel).getByTestId('voucher-amount')).toHaveAttribute('dir', 'ltr');
    expect(within(panel).queryByRole('link')).not.toBeInTheDocument();
  });

  it('is the only way to pay when the gateway has no card page (Fawry)', async () => {
    languageStore.set('en');
    const user = userEvent.setup();
    await serve(withVouchers.map((type) => ({ ...type, card_page: false })));
    renderPage('/check-out/pdf', pages);
    const button = await screen.findByRole('button', { name: 'Pay with a reference at a Fawry outlet' });
    expect(screen.queryByRole('button', { name: /^Pay by card/ })).toBeNull();
    await user.click(button);
    await screen.findByRole('region', { name: 'Pay this order with its reference' });
    expect(posts('/api/orders/50/checkout')).toHaveLength(0);
  });

  it('lets the buyer choose the method the card page opens on, named on the pay button', async () => {
    languageStore.set('en');
    const user = userEvent.setup();
    const methods = ['card', 'mada', 'knet'];
    // The page takes Apple Pay too, but this market does not offer it.
    const page = [...methods, 'apple_pay'];
    await serve(
      paymentTypes.map((type) => (type.hard_copy_only ? type : { ...type, methods: page })),
      methods,
    );
    renderPage('/check-out/pdf', pages);
    const choice = await screen.findByRole('group', { name: 'Pay with' });
    expect(
      within(choice)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(methods);
    expect(within(choice).getByRole('radio', { name: 'Credit card' })).toBeChecked();
    await user.click(within(choice).getByRole('radio', { name: 'KNET' }));
    await screen.findByRole('button', { name: 'Pay with KNET $3.99' });
  });

  it('names the methods in Arabic', async () => {
    languageStore.set('ar');
    await serve(
      paymentTypes.map((type) =>
        type.hard_copy_only ? type : { ...type, methods: ['card', 'mada', 'knet'] },
      ),
      ['card', 'mada', 'knet'],
    );
    renderPage('/check-out/pdf', pages);
    const choice = await screen.findByRole('group', { name: 'ادفع عبر' });
    expect(within(choice).getByRole('radio', { name: 'مدى' })).toBeInTheDocument();
    expect(within(choice).getByRole('radio', { name: 'كي نت' })).toBeInTheDocument();
  });

  it('is not offered where the buyer’s market does not offer Fawry', async () => {
    languageStore.set('en');
    const page = withVouchers.map((type) =>
      type.hard_copy_only ? type : { ...type, methods: ['card', 'mada'] },
    );
    await serve(page, ['card', 'mada']);
    renderPage('/check-out/pdf', pages);
    // mada shows once the quote has told the market's methods.
    await screen.findByRole('radio', { name: 'mada' });
    expect(screen.queryByRole('button', { name: 'Pay with a reference at a Fawry outlet' })).toBeNull();
  });

  it('is not offered when the gateway gives no references', async () => {
    languageStore.set('en');
    await serve(paymentTypes);
    renderPage('/check-out/pdf', pages);
    await screen.findByRole('button', { name: 'Pay by card $3.99' });
    expect(screen.queryByRole('button', { name: 'Pay with a reference at a Fawry outlet' })).toBeNull();
  });
});
