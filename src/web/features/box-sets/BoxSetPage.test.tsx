import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { boxSetCartStore } from '#web/state/box-set-cart.ts';
import { cartStore } from '#web/state/cart.ts';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { renderPage } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import BoxSetPage from './BoxSetPage.tsx';
import { boxSetAnswer } from './testing.ts';

/*
 * A box set's page (issue 39, point 3): its books' covers side by side as its own, its books in
 * order with their covers and prices, its price against the books bought one by one, and its
 * add-to-cart button under the cart's rules.
 */

let api: Awaited<ReturnType<typeof startApiServer>>;
beforeAll(async () => {
  api = await startApiServer((request) => boxSetAnswer(request.path));
});
afterAll(() => api.close());
beforeEach(() => languageStore.set('en'));

const pages = { '/box-sets/:id': BoxSetPage, '/cart-box': () => <h1>Cart</h1> };

describe('the box set’s page', () => {
  it('shows in English its books with covers, its price and what it saves', async () => {
    renderPage('/box-sets/5', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'The Cairo Trilogy' })).toBeInTheDocument();
    expect(screen.getByText('ثلاثية القاهرة')).toHaveAttribute('lang', 'ar');
    expect(screen.getByText('The three novels together')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'In this box set (3 books)' })).toBeInTheDocument();
    const books = screen.getAllByTestId('box-set-book');
    expect(books.map((book) => within(book).getByRole('link').getAttribute('href'))).toEqual([
      '#/book-details/11',
      '#/book-details/12',
      '#/book-details/13',
    ]);
    expect(books.map((book) => book.textContent)).toEqual([
      'Palace Walk$12.00',
      'Palace of Desire$15.00',
      'Sugar Street$20.00',
    ]);
    expect(books[0]!.querySelector('img')?.getAttribute('src')).toContain('covers/book-11.jpg');
    // No picture of its own: its books' covers side by side, one picture named by the box set.
    const cover = screen.getByRole('img', { name: 'The covers of the books of “The Cairo Trilogy”' });
    expect([...cover.querySelectorAll('img')].map((img) => img.getAttribute('src'))).toEqual([
      expect.stringContaining('covers/book-11.jpg'),
      expect.stringContaining('covers/book-12.jpg'),
      expect.stringContaining('covers/book-13.jpg'),
    ]);
    expect(cover.querySelector('img')).toHaveAttribute('fetchpriority', 'high');
    expect(screen.getByTestId('box-set-price')).toHaveTextContent('$40.00');
    expect(screen.getByTestId('box-set-parts-price')).toHaveTextContent('$47.00');
    expect(screen.getByTestId('box-set-saving')).toHaveTextContent('You save $7.00');
    expect(screen.getByText('Hard copy')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(/^The Cairo Trilogy/));
  });

  it('shows in Arabic the titles, the books and the saving', async () => {
    languageStore.set('ar');
    renderPage('/box-sets/5', pages);
    expect(await screen.findByRole('heading', { level: 1, name: 'ثلاثية القاهرة' })).toBeInTheDocument();
    expect(screen.getByText('The Cairo Trilogy')).toHaveAttribute('lang', 'en');
    expect(screen.getByRole('heading', { level: 2, name: 'كتب المجموعة (3 كتب)' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'أغلفة كتب «ثلاثية القاهرة»' })).toBeInTheDocument();
    expect(screen.getByTestId('box-set-saving')).toHaveTextContent('توفّر $7.00');
    expect(screen.getByRole('button', { name: 'أضف المجموعة إلى السلة' })).toBeEnabled();
  });

  it('shares its share address, /x/{id}, whose link preview crawlers and chat apps read, in both languages', async () => {
    const user = userEvent.setup();
    renderPage('/box-sets/5', pages);
    await user.click(await screen.findByRole('button', { name: 'Share “The Cairo Trilogy”' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/x/5`);
    expect(await findToast("The box set's link is copied: paste it wherever you like.")).toBeInTheDocument();
  });

  it('shares it in Arabic', async () => {
    languageStore.set('ar');
    const user = userEvent.setup();
    renderPage('/box-sets/5', pages);
    await user.click(await screen.findByRole('button', { name: 'شارك «ثلاثية القاهرة»' }));
    expect(await navigator.clipboard.readText()).toBe(`${window.location.origin}/x/5`);
    expect(await findToast('نُسخ رابط المجموعة، يمكنك لصقه حيث تشاء.')).toBeInTheDocument();
  });

  it('puts the box set in the cart and opens the cart', async () => {
    renderPage('/box-sets/5', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Add the box set to the cart' }));
    expect(await screen.findByRole('heading', { name: 'Cart' })).toBeInTheDocument();
    expect(boxSetCartStore.get()).toEqual([{ box_set_id: 5, quantity: 1, isHardCopy: true }]);
    expect(await findToast('“The Cairo Trilogy” was added to your cart')).toBeInTheDocument();
  });

  it('refuses a printed box set while the cart holds PDFs, and a box set already there', async () => {
    cartStore.set([{ book_id: 1, quantity: 1, isHardCopy: false }]);
    renderPage('/box-sets/5', pages);
    await userEvent.click(await screen.findByRole('button', { name: 'Add the box set to the cart' }));
    expect(await findToast("You can't buy both a paper and a digital book.")).toBeInTheDocument();
    expect(boxSetCartStore.get()).toEqual([]);
    cartStore.set([]);
    boxSetCartStore.set([{ box_set_id: 5, quantity: 2, isHardCopy: true }]);
    await userEvent.click(screen.getByRole('button', { name: 'Add the box set to the cart' }));
    expect(await findToast('This box set is in your cart')).toBeInTheDocument();
    expect(boxSetCartStore.get()).toEqual([{ box_set_id: 5, quantity: 2, isHardCopy: true }]);
  });

  it('says a box set no longer on sale is not there, and leads to the library', async () => {
    renderPage('/box-sets/99', pages);
    expect(
      await screen.findByText('There is no such box set, or it is no longer on sale.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the library' })).toHaveAttribute('href', '#/books');
  });
});
