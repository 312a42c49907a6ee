import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { type Recorded, startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { orderFixture, paymentTypes } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import CheckoutPdfPage from './CheckoutPdfPage.tsx';
import PaymentReturnPage from './PaymentReturnPage.tsx';
import { digitalBuyerAnswer, untaxedQuote } from './test-kit.ts';

/* 'This is a gift' at the PDF checkout: the recipient, the message, the date and the language go with the order. */

const digitalOrder = orderFixture({
  id: 60,
  status: 'awaiting_payment',
  is_hard_copy: false,
  type: 'digital',
});
let api: Awaited<ReturnType<typeof startApiServer>> | undefined;

async function serve(create: () => { status: number; body: unknown }) {
  api = await startApiServer((request: Recorded) => {
    const route = `${request.method} ${request.path}`;
    const buyer = digitalBuyerAnswer(request);
    if (buyer) return buyer;
    if (route === 'POST /api/orders/quote') return { body: { data: untaxedQuote(3.99) } };
    if (route === 'GET /api/books') return { body: { data: [bookFixture({ id: 1, pdf_price: 3.99 })] } };
    if (route === 'GET /api/payment-types') return { body: { data: paymentTypes } };
    if (route === 'POST /api/orders') return create();
    if (route === 'GET /api/orders/60/payment')
      return { body: { data: { ...digitalOrder, status: 'paid' }, paid: true } };
    if (route === 'POST /api/orders/60/checkout')
      return { status: 409, body: { message: 'stop here', code: 'x' } };
    return undefined;
  });
}
const orderPosts = () => api?.requests.filter((r) => r.method === 'POST' && r.path === '/api/orders') ?? [];

beforeEach(() => {
  languageStore.set('en');
  localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
  localStorage.setItem(
    'pending-checkout',
    JSON.stringify({ client_id: 3, book_ids: [1], idempotency_key: 'gift-1' }),
  );
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('a PDF bought as a gift', () => {
  it('sends the recipient, the message, the date and the language with the order', async () => {
    const user = userEvent.setup();
    await serve(() => ({ status: 201, body: { data: digitalOrder } }));
    renderPage('/check-out/pdf', { '/check-out/pdf': CheckoutPdfPage });
    await user.click(await screen.findByRole('checkbox', { name: 'This is a gift' }));
    await user.type(screen.getByLabelText(/Recipient’s name/), 'Layla');
    await user.type(screen.getByLabelText(/Recipient’s e-mail/), 'layla@example.com');
    await user.type(screen.getByLabelText(/Your message/), 'Eid Mubarak!');
    await user.type(screen.getByLabelText(/Send it on/), '2027-03-20T07:00');
    await user.selectOptions(screen.getByLabelText(/Language of their e-mail/), 'ar');
    await user.click(screen.getByRole('button', { name: /^Pay by card/ }));
    await waitFor(() => expect(orderPosts()).toHaveLength(1));
    expect(orderPosts()[0]!.body).toMatchObject({
      books: [{ book_id: 1, quantity: 1, isHardCopy: false }],
      gift: {
        recipient_name: 'Layla',
        recipient_email: 'layla@example.com',
        message: 'Eid Mubarak!',
        send_at: new Date('2027-03-20T07:00').toISOString(),
        language: 'ar',
      },
    });
    await waitFor(() =>
      expect(JSON.parse(localStorage.getItem('pending-checkout') ?? '{}')).toMatchObject({
        order_id: 60,
        gift: true,
      }),
    );
  });

  it('once paid, leads the buyer to My gifts rather than My books', async () => {
    localStorage.setItem(
      'pending-checkout',
      JSON.stringify({ client_id: 3, book_ids: [1], idempotency_key: 'gift-1', order_id: 60, gift: true }),
    );
    await serve(() => ({ status: 201, body: { data: digitalOrder } }));
    const { router } = renderPage('/payment-return?order=60', {
      '/payment-return': PaymentReturnPage,
      '/my-gifts': () => null,
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/my-gifts'));
    await findToast('Payment received: your gift is on its way to its recipient. Follow it in My gifts.');
    expect(localStorage.getItem('pending-checkout')).toBe('null');
  });

  it('shows the server’s words under the gift’s fields', async () => {
    const user = userEvent.setup();
    await serve(() => ({
      status: 422,
      body: {
        message: 'The given data was invalid',
        code: 'validation',
        errors: { 'gift.recipient_email': ['This field is required'] },
      },
    }));
    renderPage('/check-out/pdf', { '/check-out/pdf': CheckoutPdfPage });
    await user.click(await screen.findByRole('checkbox', { name: 'This is a gift' }));
    await user.type(screen.getByLabelText(/Recipient’s name/), 'Layla');
    await user.click(screen.getByRole('button', { name: /^Pay by card/ }));
    expect(await screen.findByText('This field is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Recipient’s e-mail/)).toHaveAttribute('aria-invalid', 'true');
  });
});
