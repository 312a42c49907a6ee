import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Book } from '#shared/contract/catalog.ts';
import { boxSetAnswer } from '#web/features/box-sets/testing.ts';
import { type BoxSetCartItem, boxSetCartStore } from '#web/state/box-set-cart.ts';
import { type CartItem, cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { paymentTypes } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import { shippingAnswers } from '#web/test/shipping.ts';
import CartPage from './CartPage.tsx';

/*
 * Box sets in the cart (issue 39, point 3): one line each, with its books under it, its price and its
 * copies; the estimate of shipping and tax prices it with the books; one the shop no longer sells is
 * flagged and keeps the cart from checkout; a PDF box set goes to the digital checkout with the
 * cart's books.
 */

let catalogue: Book[] = [];
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer((request) => {
    if (request.path === '/api/books') return { body: { data: catalogue } };
    if (request.path === '/api/payment-types') return { body: { data: paymentTypes } };
    return shippingAnswers(request) ?? boxSetAnswer(request.path);
  });
});
afterAll(() => api.close());
beforeEach(() => languageStore.set('en'));

const logIn = () => localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));

async function openCart(items: CartItem[], boxSets: BoxSetCartItem[], books: Book[] = []) {
  catalogue = books;
  cartStore.set(items);
  boxSetCartStore.set(boxSets);
  const view = renderPage('/cart-box', { '/cart-box': CartPage });
  await screen.findAllByTestId('box-set-line');
  return view;
}

describe('a box set in the cart', () => {
  it('is one line with its books, its copies and its price, counted with the cart’s books', async () => {
    const user = userEvent.setup();
    await openCart(
      [{ book_id: 1, quantity: 1, isHardCopy: true }],
      [{ box_set_id: 5, quantity: 1, isHardCopy: true }],
      [bookFixture({ id: 1, hardcopy_price: 10 })],
    );
    const line = screen.getByTestId('box-set-line');
    expect(within(line).getByText('Box set')).toBeInTheDocument();
    expect(within(line).getByRole('link', { name: 'The Cairo Trilogy' })).toHaveAttribute(
      'href',
      '#/box-sets/5',
    );
    expect(within(line).getByTestId('box-set-line-books')).toHaveTextContent(
      'Palace WalkPalace of DesireSugar Street',
    );
    expect(line).toHaveTextContent('$40.00');
    expect(within(line).getByTestId('saving')).toHaveTextContent('$7.00');
    expect(screen.getByTestId('cart-books')).toHaveTextContent('4');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$50.00');

    await user.selectOptions(within(line).getByRole('combobox', { name: 'Quantity' }), '2');
    expect(boxSetCartStore.get()).toEqual([{ box_set_id: 5, quantity: 2, isHardCopy: true }]);
    await waitFor(() => expect(screen.getByTestId('cart-total')).toHaveTextContent('$90.00'));
    expect(screen.getByTestId('cart-books')).toHaveTextContent('7');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();

    await user.click(within(line).getByRole('button', { name: 'Remove “The Cairo Trilogy” from the cart' }));
    expect(boxSetCartStore.get()).toEqual([]);
    await waitFor(() => expect(screen.queryByTestId('box-set-line')).not.toBeInTheDocument());
  });

  it('is priced with the books in the estimate of shipping and tax to the reader’s country', async () => {
    localStorage.setItem('shipping-country', '2');
    await openCart(
      [{ book_id: 1, quantity: 1, isHardCopy: true }],
      [{ box_set_id: 5, quantity: 2, isHardCopy: true }],
      [bookFixture({ id: 1, hardcopy_price: 10 })],
    );
    expect(await screen.findByTestId('cart-estimate')).toHaveTextContent('$16.68');
    expect(
      screen.queryByText('Shipping and tax are worked out once the country and the payment are chosen.'),
    ).not.toBeInTheDocument();
    const quoted = api.requests.filter((r) => r.path === '/api/orders/quote').at(-1)?.body;
    expect(quoted).toMatchObject({
      is_hard_copy: true,
      shipping_country_id: 2,
      books: [{ book_id: 1, quantity: 1, isHardCopy: true }],
      box_sets: [{ box_set_id: 5, quantity: 2 }],
    });
  });

  it('alone in the cart is estimated on its own, in Arabic', async () => {
    languageStore.set('ar');
    localStorage.setItem('shipping-country', '1');
    await openCart([], [{ box_set_id: 5, quantity: 1, isHardCopy: true }]);
    expect(await screen.findByTestId('cart-estimate')).toHaveTextContent('$14.30');
    expect(screen.getByText('المجموع التقديري')).toBeInTheDocument();
    const quoted = api.requests.filter((r) => r.path === '/api/orders/quote').at(-1)?.body;
    expect(quoted).toMatchObject({ books: [], box_sets: [{ box_set_id: 5, quantity: 1 }] });
  });

  it('shows its books in Arabic', async () => {
    languageStore.set('ar');
    await openCart([], [{ box_set_id: 5, quantity: 1, isHardCopy: true }]);
    const line = screen.getByTestId('box-set-line');
    expect(within(line).getByText('مجموعة كتب')).toBeInTheDocument();
    expect(within(line).getByTestId('box-set-line-books')).toHaveTextContent('بين القصرينقصر الشوقالسكرية');
  });

  it('flags a box set no longer on sale and keeps the cart from checkout', async () => {
    await openCart([], [{ box_set_id: 77, quantity: 1, isHardCopy: true }]);
    expect(
      await screen.findByText('This box set is no longer on sale. Remove it to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('goes with a PDF cart into the pending checkout, the cart emptied', async () => {
    const user = userEvent.setup();
    logIn();
    const { router } = await openCart(
      [{ book_id: 1, quantity: 1, isHardCopy: false }],
      [{ box_set_id: 6, quantity: 1, isHardCopy: false }],
      [bookFixture({ id: 1, pdf_price: 3 })],
    );
    expect(screen.getByTestId('cart-total')).toHaveTextContent('$11.00');
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-out/pdf'));
    expect(cartStore.get()).toEqual([]);
    expect(boxSetCartStore.get()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('pending-checkout') ?? 'null')).toMatchObject({
      client_id: 3,
      book_ids: [1],
      box_set_ids: [6],
    });
  });
});
