import { screen, within } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartStore } from '#web/state/cart.ts';
import { currencyStore } from '#web/state/currency.ts';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { renderPage } from '#web/test/render.tsx';
import { shippingAnswers } from '#web/test/shipping.ts';
import CartPage from './CartPage.tsx';

/*
 * The cart's lines in the reader's market (decision 110): a reader shipping to Kuwait sees each line
 * also in dinars, three decimals, as the order will be charged: the book's price there times the copies.
 */

let api: Awaited<ReturnType<typeof startApiServer>>;
const asked: string[] = [];
beforeAll(async () => {
  api = await startApiServer((request) => {
    if (request.path === '/api/books') {
      return {
        body: {
          data: [bookFixture({ id: 1, hardcopy_price: 12.5 }), bookFixture({ id: 3, hardcopy_price: 4 })],
        },
      };
    }
    if (request.path === '/api/market-prices') {
      asked.push(request.query.toString());
      return {
        body: {
          data: {
            currency: 'KWD',
            decimals: 3,
            market_ar: 'الكويت',
            market_en: 'Kuwait',
            books: [
              { book_id: 1, pdf: null, hardcopy: 3.838 },
              { book_id: 3, pdf: null, hardcopy: 1.5 },
            ],
          },
        },
      };
    }
    return shippingAnswers(request);
  });
});
afterAll(() => api.close());

describe('cart (/cart-box) in the reader’s market', () => {
  it('shows each line in dinars, its price there times the copies', async () => {
    languageStore.set('en');
    currencyStore.set('USD');
    localStorage.setItem('shipping-country', '2');
    cartStore.set([
      { book_id: 1, quantity: 3, isHardCopy: true },
      { book_id: 3, quantity: 1, isHardCopy: true },
    ]);
    renderPage('/cart-box', { '/cart-box': CartPage });
    const [first, second] = await screen.findAllByTestId('cart-line');
    expect((await within(first!).findByTestId('market-price')).textContent).toBe('KWD\u00a011.514 in Kuwait');
    expect(within(second!).getByTestId('market-price').textContent).toBe('KWD\u00a01.500 in Kuwait');
    expect(within(first!).getByText('$37.50')).toBeTruthy();
    expect(asked).toEqual(['country_id=2&books=1%2C3']);
  });
});
