import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import { ownedStore } from '#web/state/owned.ts';
import { bookFixture } from '#web/test/books.ts';
import { renderPage } from '#web/test/render.tsx';
import { type CartChoice, useAddToCart } from './useAddToCart.ts';

let addToCart: ReturnType<typeof useAddToCart>;

/** Stands in for book details: it only hands out the hook, as the real page calls it. */
function BookPage() {
  addToCart = useAddToCart();
  return <h1>book details</h1>;
}

const CartPage = () => <h1>cart page</h1>;

function renderBookPage() {
  return renderPage('/book-details/7', { '/book-details/:id': BookPage, '/cart-box': CartPage }).router;
}

const book = bookFixture({ id: 7, stock: 2 });
const add = (choice: CartChoice) => act(() => addToCart(book, choice));

beforeEach(() => languageStore.set('en'));
afterEach(() => cartStore.reset());

describe('add to cart (spec §5)', () => {
  it('checks the rules in the spec order, each with its own toast, and adds nothing until they pass', async () => {
    const router = renderBookPage();
    // The cart holds this very book as a PDF: rules 2 and 3 are both broken, and the quantity is 0.
    const pdfInCart = [{ book_id: 7, quantity: 1, isHardCopy: false }];
    cartStore.set(pdfInCart);

    add({ format: null, quantity: 0 });
    expect(await screen.findByText('Please select a book type')).toBeInTheDocument();

    add({ format: 'hardcopy', quantity: 0 });
    expect(await screen.findByText("You can't buy both a paper and a digital book.")).toBeInTheDocument();

    cartStore.set([{ book_id: 7, quantity: 1, isHardCopy: true }]);
    add({ format: 'hardcopy', quantity: 0 });
    expect(await screen.findByText('This book is inside your cart shop')).toBeInTheDocument();

    cartStore.reset();
    add({ format: 'hardcopy', quantity: 0 });
    expect(await screen.findByText('Please select quantity')).toBeInTheDocument();

    add({ format: 'hardcopy', quantity: 3 });
    expect(await screen.findByText("Sorry, it's out of stock")).toBeInTheDocument();

    expect(cartStore.get()).toEqual([]);
    expect(router.state.location.pathname).toBe('/book-details/7');
  });

  it('adds a hard copy with its quantity, goes to /cart-box and offers the Go to cart shop link', async () => {
    const router = renderBookPage();
    add({ format: 'hardcopy', quantity: 2 });

    expect(await screen.findByRole('heading', { name: 'cart page' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/cart-box');
    expect(JSON.parse(localStorage.getItem('cart') ?? '[]')).toEqual([
      { book_id: 7, quantity: 2, isHardCopy: true },
    ]);
    expect(await screen.findByText('“Book 7” was added to your cart')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to cart shop' })).toHaveAttribute('href', '#/cart-box');
  });

  it('adds a PDF as one copy whatever the stock', async () => {
    renderBookPage();
    act(() => addToCart(bookFixture({ id: 9, stock: 0 }), { format: 'pdf', quantity: null }));
    expect(await screen.findByRole('heading', { name: 'cart page' })).toBeInTheDocument();
    expect(cartStore.get()).toEqual([{ book_id: 9, quantity: 1, isHardCopy: false }]);
  });

  it('refuses a PDF the client already owns', async () => {
    renderBookPage();
    ownedStore.set([7]);
    add({ format: 'pdf', quantity: 1 });
    expect(await screen.findByText('You already own this book')).toBeInTheDocument();
    expect(cartStore.get()).toEqual([]);
  });

  it('speaks Arabic by default', async () => {
    languageStore.set('ar');
    renderBookPage();
    add({ format: null, quantity: 1 });
    expect(await screen.findByText('يرجى اختيار نوع الكتاب')).toBeInTheDocument();
  });
});
