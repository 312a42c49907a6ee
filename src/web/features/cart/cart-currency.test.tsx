import { screen, waitFor, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartStore } from '#web/state/cart.ts';
import { currencyStore } from '#web/state/currency.ts';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { renderPage } from '#web/test/render.tsx';
import CartPage from './CartPage.tsx';

/* The cart's prices with their approximates in the reader's currency (decision 057). */

const rates = {
  data: [
    { code: 'USD', rate: 1, decimals: 2, set_at: null },
    { code: 'SAR', rate: 3.75, decimals: 2, set_at: '2026-11-20T09:00:00.000Z' },
  ],
};

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer((request) => {
    if (request.path === '/api/currency-rates') return { body: rates };
    if (request.path === '/api/books')
      return { body: { data: [bookFixture({ id: 1, hardcopy_price: 17 })] } };
    return undefined;
  });
});
afterAll(() => api.close());

describe('cart (/cart-box) in another currency', () => {
  it('shows approximates beside the cart lines and the total', async () => {
    languageStore.set('en');
    currencyStore.set('SAR');
    cartStore.set([{ book_id: 1, quantity: 2, isHardCopy: true }]);
    renderPage('/cart-box', { '/cart-box': CartPage });
    const line = await screen.findByTestId('cart-line');
    expect((await within(line).findByTestId('approx-price')).textContent).toBe('≈ SAR\u00a0127.50');
    await waitFor(() => {
      const total = screen.getByTestId('cart-total').parentElement as HTMLElement;
      expect(within(total).getByTestId('approx-price').textContent).toBe('≈ SAR\u00a0127.50');
    });
  });
});
