import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { type Reply, startApiServer } from '#web/test/api-server.ts';
import { orderFixture, orderLineFixture } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import PaymentReturnPage from './PaymentReturnPage.tsx';

/* /payment-return: where the payment provider sends the client back. */

const waiting = orderFixture({ id: 70, status: 'awaiting_payment', is_hard_copy: false, type: 'digital' });

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
async function serve(payment: () => Reply) {
  api = await startApiServer((request) =>
    request.method === 'GET' && request.path === '/api/orders/70/payment' ? payment() : undefined,
  );
}
const pages = { '/payment-return': PaymentReturnPage };

beforeEach(() => {
  localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('the payment return page', () => {
  it('tells an Arabic reader that a cancelled payment charged nothing and can be tried again', async () => {
    languageStore.set('ar');
    await serve(() => ({ body: { data: waiting, paid: false } }));
    renderPage('/payment-return?order=70&cancelled=1', pages);
    expect(
      await screen.findByText(
        'أُلغي الدفع أو لم يكتمل، ولم يُخصم أي مبلغ. طلبك محفوظ ويمكنك المحاولة مرة أخرى.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'أعد محاولة الدفع' })).toBeInTheDocument();
  });

  it('says when the order can no longer be paid', async () => {
    languageStore.set('en');
    await serve(() => ({ body: { data: { ...waiting, status: 'cancelled' }, paid: false } }));
    renderPage('/payment-return?order=70', pages);
    expect(
      await screen.findByText('This order can no longer be paid: it was paid or cancelled. See My orders.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try the payment again' })).not.toBeInTheDocument();
  });

  it('says when the address names no order', async () => {
    languageStore.set('en');
    await serve(() => ({ status: 404, body: {} }));
    renderPage('/payment-return', pages);
    expect(await screen.findByText('This payment page does not name an order.')).toBeInTheDocument();
  });

  it('says a paid PDF pre-order comes to My books on its release date, and opens My orders', async () => {
    languageStore.set('en');
    const line = orderLineFixture({ id: 1, book_id: 4, type: 'digital' });
    const preorder = {
      ...waiting,
      status: 'paid' as const,
      order_details: [{ ...line, book: { ...line.book, release_at: '2026-12-10T09:00:00.000Z' } }],
    };
    await serve(() => ({ body: { data: preorder, paid: true } }));
    renderPage('/payment-return?order=70', {
      ...pages,
      '/my-orders': () => <p>My orders page</p>,
      '/my-books': () => <p>My books page</p>,
    });
    await findToast(
      'Payment received: «\u2068Book 4\u2069» is a pre-order; it will be in My books on its release date, \u2068December 10, 2026\u2069.',
    );
    expect(await screen.findByText('My orders page')).toBeInTheDocument();
    expect(screen.queryByText('Payment received: your books are in My books')).toBeNull();
  });
});
