import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Book } from '#shared/contract/catalog.ts';
import { type CartItem, cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { renderPage } from '#web/test/render.tsx';
import CartPage from './CartPage.tsx';

/** What GET /books answers in these tests; a book missing here has left the catalogue. */
let catalogue: Book[] = [];
let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer((request) =>
    request.path === '/api/books' ? { body: { data: catalogue } } : undefined,
  );
});
afterAll(() => api.close());
beforeEach(() => languageStore.set('en'));

const logIn = () => localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
const openCart = async (items: CartItem[], books: Book[]) => {
  catalogue = books;
  cartStore.set(items);
  const view = renderPage('/cart-box', { '/cart-box': CartPage });
  // The first visit also loads the page's code.
  await screen.findAllByTestId('cart-line', {});
  return view;
};
const total = () => screen.getByTestId('cart-total').textContent;
const booksCount = () => screen.getByTestId('cart-books').textContent;

describe('cart (/cart-box)', () => {
  it('totals hard copies in cents: 0.10 × 3 is $0.30', async () => {
    await openCart(
      [{ book_id: 1, quantity: 3, isHardCopy: true }],
      [bookFixture({ id: 1, hardcopy_price: 0.1 })],
    );
    expect(total()).toBe('$0.30');
    expect(booksCount()).toBe('3');
  });

  it('flags a printed copy of a PDF-only book (hard copy priced 0) and leaves it out of the total', async () => {
    await openCart(
      [
        { book_id: 1, quantity: 3, isHardCopy: true },
        { book_id: 2, quantity: 2, isHardCopy: true },
      ],
      [
        bookFixture({ id: 1, hardcopy_price: 0.1 }),
        bookFixture({ id: 2, hardcopy_price: 0, pdf_price: 0.7 }),
      ],
    );
    expect(
      screen.getByText('This book is no longer sold in this format. Remove it to continue.'),
    ).toBeInTheDocument();
    expect(total()).toBe('$0.30');
    expect(booksCount()).toBe('3');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it.each([
    ['en', 'This book is coming soon and cannot be bought yet. Remove it to continue.', 'Checkout'],
    ['ar', 'هذا الكتاب سيصدر قريباً ولا يمكن شراؤه بعد. احذفه للمتابعة.', 'إتمام الشراء'],
  ] as const)(
    'flags a coming-soon book as not for sale yet and blocks checkout (%s)',
    async (lang, text, checkout) => {
      languageStore.set(lang);
      await openCart(
        [
          { book_id: 1, quantity: 1, isHardCopy: false },
          { book_id: 2, quantity: 1, isHardCopy: false },
        ],
        [bookFixture({ id: 1, pdf_price: 2 }), bookFixture({ id: 2, pdf_price: 3, comming_soon: true })],
      );
      expect(screen.getByText(text)).toBeInTheDocument();
      expect(total()).toBe('$2.00');
      expect(booksCount()).toBe('1');
      expect(screen.getByRole('button', { name: checkout })).toBeDisabled();
    },
  );

  it('totals a digital cart at the PDF price, one copy per book', async () => {
    await openCart(
      [
        { book_id: 1, quantity: 1, isHardCopy: false },
        { book_id: 2, quantity: 1, isHardCopy: false },
      ],
      [bookFixture({ id: 1, pdf_price: 0.1 }), bookFixture({ id: 2, pdf_price: 0.2 })],
    );
    expect(total()).toBe('$0.30');
    expect(booksCount()).toBe('2');
  });

  it('offers quantities from 1 to stock and keeps the choice', async () => {
    const user = userEvent.setup();
    await openCart(
      [{ book_id: 1, quantity: 1, isHardCopy: true }],
      [bookFixture({ id: 1, stock: 4, hardcopy_price: 2.5 })],
    );
    const quantity = screen.getByRole('combobox', { name: 'Quantity' });
    expect(
      within(quantity)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['1', '2', '3', '4']);
    await user.selectOptions(quantity, '3');
    expect(total()).toBe('$7.50');
    expect(cartStore.get()).toEqual([{ book_id: 1, quantity: 3, isHardCopy: true }]);
  });

  it('offers at most 10 copies of a book with more in stock', async () => {
    await openCart(
      [{ book_id: 1, quantity: 1, isHardCopy: true }],
      [bookFixture({ id: 1, stock: 30, hardcopy_price: 1 })],
    );
    const quantity = screen.getByRole('combobox', { name: 'Quantity' });
    expect(within(quantity).getAllByRole('option').at(-1)?.textContent).toBe('10');
    expect(within(quantity).getAllByRole('option')).toHaveLength(10);
  });

  it('lowers a kept quantity above the cap to 10 and says why, in English and Arabic', async () => {
    await openCart(
      [{ book_id: 1, quantity: 25, isHardCopy: true }],
      [bookFixture({ id: 1, stock: 30, hardcopy_price: 1 })],
    );
    expect(
      await screen.findByText('At most 10 copies of one book per order, so the quantity was lowered to 10.'),
    ).toHaveAttribute('role', 'status');
    expect(cartStore.get()).toEqual([{ book_id: 1, quantity: 10, isHardCopy: true }]);
    expect(screen.getByRole('combobox', { name: 'Quantity' })).toHaveValue('10');
    await waitFor(() => expect(total()).toBe('$10.00'));
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    // Once the reader picks a quantity, the note has done its work.
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '4');
    expect(screen.queryByRole('status')).toBeNull();
    expect(cartStore.get()).toEqual([{ book_id: 1, quantity: 4, isHardCopy: true }]);
  });

  it('says why the quantity was lowered in Arabic', async () => {
    languageStore.set('ar');
    await openCart(
      [{ book_id: 1, quantity: 12, isHardCopy: true }],
      [bookFixture({ id: 1, stock: 30, hardcopy_price: 1 })],
    );
    expect(
      await screen.findByText('الحد الأقصى للكمية من الكتاب الواحد في الطلب هو 10، لذا خُفّضت الكمية إلى 10.'),
    ).toBeVisible();
    expect(cartStore.get()).toEqual([{ book_id: 1, quantity: 10, isHardCopy: true }]);
  });

  it('removes a book', async () => {
    const user = userEvent.setup();
    await openCart(
      [
        { book_id: 1, quantity: 1, isHardCopy: true },
        { book_id: 2, quantity: 1, isHardCopy: true },
      ],
      [bookFixture({ id: 1 }), bookFixture({ id: 2 })],
    );
    await user.click(screen.getByRole('button', { name: 'Remove “Book 1” from the cart' }));
    expect(screen.getAllByTestId('cart-line')).toHaveLength(1);
    expect(cartStore.get()).toEqual([{ book_id: 2, quantity: 1, isHardCopy: true }]);
    expect(total()).toBe('$10.00');
  });

  it('flags books gone from the catalogue or out of stock, leaves them out of the total and blocks checkout', async () => {
    await openCart(
      [
        { book_id: 1, quantity: 1, isHardCopy: true },
        { book_id: 2, quantity: 1, isHardCopy: true },
        { book_id: 3, quantity: 5, isHardCopy: true },
        { book_id: 4, quantity: 2, isHardCopy: true },
      ],
      [
        bookFixture({ id: 2, stock: 0 }),
        bookFixture({ id: 3, stock: 2 }),
        bookFixture({ id: 4, hardcopy_price: 1 }),
      ],
    );
    expect(
      screen.getByText('This book is no longer in the catalogue. Remove it to continue.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Out of stock. Remove it to continue.')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left in stock. Choose a smaller quantity.')).toBeInTheDocument();
    expect(total()).toBe('$2.00');
    expect(booksCount()).toBe('2');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('shows no count or total, only what to fix, when no book in the cart can be bought as it stands', async () => {
    await openCart(
      [
        { book_id: 1, quantity: 1, isHardCopy: true },
        { book_id: 2, quantity: 3, isHardCopy: true },
      ],
      [bookFixture({ id: 1, stock: 0 }), bookFixture({ id: 2, stock: 2 })],
    );
    expect(screen.getAllByTestId('cart-line')).toHaveLength(2);
    expect(screen.queryByTestId('cart-books')).toBeNull();
    expect(screen.queryByTestId('cart-total')).toBeNull();
    expect(screen.queryByText('$0.00')).toBeNull();
    expect(
      screen.getByText(
        "Some books in your cart can't be bought as they are. Fix the flagged books to continue.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeDisabled();
  });

  it('counts the books again once a flagged line is fixed', async () => {
    const user = userEvent.setup();
    await openCart(
      [{ book_id: 2, quantity: 3, isHardCopy: true }],
      [bookFixture({ id: 2, stock: 2, hardcopy_price: 4 })],
    );
    expect(screen.queryByTestId('cart-total')).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Quantity' }), '2');
    expect(total()).toBe('$8.00');
    expect(booksCount()).toBe('2');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('sends a visitor to /login, to come back to /check-out', async () => {
    const user = userEvent.setup();
    const { router } = await openCart(
      [{ book_id: 1, quantity: 1, isHardCopy: true }],
      [bookFixture({ id: 1 })],
    );
    expect(screen.getByText('You will be asked to log in first.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.state).toMatchObject({ from: { pathname: '/check-out' } });
  });

  it('sends a logged-in client with hard copies to /check-out', async () => {
    const user = userEvent.setup();
    logIn();
    const { router } = await openCart(
      [{ book_id: 1, quantity: 1, isHardCopy: true }],
      [bookFixture({ id: 1 })],
    );
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-out'));
    expect(cartStore.get()).toHaveLength(1);
  });

  it('moves a digital cart into the pending checkout, empties the cart and opens /check-out/pdf', async () => {
    const user = userEvent.setup();
    logIn();
    const { router } = await openCart(
      [
        { book_id: 1, quantity: 1, isHardCopy: false },
        { book_id: 2, quantity: 1, isHardCopy: false },
      ],
      [bookFixture({ id: 1 }), bookFixture({ id: 2 })],
    );
    await user.click(screen.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/check-out/pdf'));
    expect(cartStore.get()).toEqual([]);
    expect(JSON.parse(localStorage.getItem('pending-checkout') ?? 'null')).toMatchObject({
      client_id: 3,
      book_ids: [1, 2],
      idempotency_key: expect.any(String),
    });
    // No order is made at this step (spec §4).
    expect(api.requests.filter((r) => r.method === 'POST' && r.path === '/api/orders')).toEqual([]);
  });

  it('says the cart is empty', async () => {
    renderPage('/cart-box', { '/cart-box': CartPage });
    expect(await screen.findByText('Your cart is empty')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the library' })).toHaveAttribute('href', '#/books');
  });
});

describe('cart during a sale', () => {
  it('totals the sale prices, strikes the price before the sale and says the saving, line by line and in all', async () => {
    await openCart(
      [
        { book_id: 1, quantity: 2, isHardCopy: true },
        { book_id: 2, quantity: 1, isHardCopy: false },
      ],
      [
        bookFixture({
          id: 1,
          hardcopy_price: 8,
          regular_hardcopy_price: 10,
          pdf_price: 2,
          regular_pdf_price: 2,
        }),
        bookFixture({
          id: 2,
          pdf_price: 3,
          regular_pdf_price: 4,
          hardcopy_price: 9,
          regular_hardcopy_price: 9,
        }),
      ],
    );
    expect(total()).toBe('$19.00');
    const [printed, pdf] = screen.getAllByTestId('cart-line');
    expect(within(printed!).getByTestId('was-price')).toHaveTextContent('$10.00');
    expect(within(printed!).getByTestId('saving')).toHaveTextContent('You save $4.00');
    expect(within(pdf!).getByTestId('was-price')).toHaveTextContent('$4.00');
    expect(within(pdf!).getByTestId('saving')).toHaveTextContent('You save $1.00');
    expect(screen.getByTestId('cart-saving')).toHaveTextContent('$5.00');
  });

  it('strikes nothing without a sale', async () => {
    await openCart(
      [{ book_id: 1, quantity: 1, isHardCopy: true }],
      [bookFixture({ id: 1, hardcopy_price: 8 })],
    );
    expect(screen.queryByTestId('was-price')).not.toBeInTheDocument();
    expect(screen.queryByTestId('cart-saving')).not.toBeInTheDocument();
  });
});
