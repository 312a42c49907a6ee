import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { orderFixture, orderLineFixture } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import OrderDetailsPage from './OrderDetailsPage.tsx';

/* An order charged in the buyer's market's currency shows its amounts in it, with its decimals. */

const inDinars = orderFixture({
  id: 61,
  currency: 'KWD',
  subtotal: 3.838,
  shipping_price: 0.86,
  net_price: 4.698,
  weight_grams: 580,
  delivery_days: { min: 3, max: 5 },
});

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
beforeEach(async () => {
  localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
  api = await startApiServer((request) => {
    if (request.path === '/api/orders/61') return { body: { data: inDinars } };
    if (request.path === '/api/order-details') {
      const line = orderLineFixture({ id: 1, book_id: 1, price: 1.919, quantity: 2, total_price: 3.838 });
      return { body: { data: [line] } };
    }
    return undefined;
  });
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const priceRows = () =>
  within(screen.getByTestId('order-price'))
    .getAllByRole('term')
    .map((term) => `${term.textContent} ${term.nextElementSibling?.textContent}`);

/** The amounts of a book's line, each kept left-to-right in a <bdi>. */
const amounts = (line: HTMLElement) =>
  [...line.querySelectorAll('bdi[dir="ltr"]')].map((amount) => amount.textContent);

describe('an order charged in Kuwaiti dinars', () => {
  it('shows its total, breakdown and books in dinars with three decimals (en)', async () => {
    languageStore.set('en');
    renderPage('/order-details?id=61', { '/order-details': OrderDetailsPage });
    const line = await screen.findByTestId('order-line');
    expect(amounts(line)).toEqual(['KWD\u00a01.919', 'KWD\u00a03.838']);
    expect(priceRows()).toEqual([
      'Books KWD\u00a03.838',
      'Shipping KWD\u00a00.860Delivery in 3–5 days',
      'Total KWD\u00a04.698',
    ]);
  });

  it('keeps the amounts left-to-right in Arabic', async () => {
    languageStore.set('ar');
    renderPage('/order-details?id=61', { '/order-details': OrderDetailsPage });
    const line = await screen.findByTestId('order-line');
    expect(amounts(line)).toEqual(['KWD\u00a01.919', 'KWD\u00a03.838']);
    expect(priceRows()).toEqual([
      'ثمن الكتب KWD\u00a03.838',
      'الشحن KWD\u00a00.860التوصيل خلال 3–5 أيام',
      'المجموع KWD\u00a04.698',
    ]);
  });
});
