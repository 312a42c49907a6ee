import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Book } from '#shared/contract/catalog.ts';
import { favoriteStore } from '#web/state/favorites.ts';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { renderApp, renderPage } from '#web/test/render.tsx';
import FavoritesPage from './FavoritesPage.tsx';

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

/**
 * Opens /favorite-box with these favourites; GET /books?ids[]= answers the asked books found in
 * `catalogue`. The page alone, or inside the app's frame when the test looks at the header too.
 */
async function openFavorites(favorites: number[], catalogue: Book[], { inFrame = false } = {}) {
  favoriteStore.set(favorites);
  api = await startApiServer((request) => {
    if (request.path !== '/api/books') return undefined;
    const asked = request.query.getAll('ids[]').map(Number);
    return { body: { data: catalogue.filter((book) => asked.includes(book.id)) } };
  });
  const pages = { '/favorite-box': FavoritesPage };
  if (inFrame) renderApp('/favorite-box', pages);
  else renderPage('/favorite-box', pages);
  await screen.findByRole('heading', { level: 1 });
}

const bookRequests = () => (api?.requests ?? []).filter((request) => request.path === '/api/books');
const shownTitles = () =>
  screen
    .getAllByTestId('favorite-item')
    .map((item) => within(item).getByRole('heading', { level: 3 }).textContent);
describe('favourites page (/favorite-box)', () => {
  it('lists the stored favourites from one ids[] request, latest favourite first', async () => {
    await openFavorites([1, 3], [bookFixture({ id: 1 }), bookFixture({ id: 3 })]);
    await screen.findAllByTestId('favorite-item');
    expect(screen.getByRole('heading', { level: 1, name: 'المفضلة' })).toBeInTheDocument();
    expect(shownTitles()).toEqual(['كتاب 3', 'كتاب 1']);
    expect(bookRequests()).toHaveLength(1);
    expect(bookRequests()[0].query.getAll('ids[]')).toEqual(['1', '3']);
    expect(screen.getAllByRole('button', { name: 'إزالة من المفضلة' })).toHaveLength(2);
    await waitFor(() => expect(document.title).toBe('المفضلة — Warraq'));
  });

  it('leaves out favourites that are no longer in the catalogue', async () => {
    await openFavorites([1, 2, 3], [bookFixture({ id: 1 }), bookFixture({ id: 3 })]);
    await screen.findAllByTestId('favorite-item');
    expect(shownTitles()).toEqual(['كتاب 3', 'كتاب 1']);
  });

  it('removes a book from the page, from local storage and from the header count', async () => {
    languageStore.set('en');
    const user = userEvent.setup();
    await openFavorites([1, 3], [bookFixture({ id: 1 }), bookFixture({ id: 3 })], { inFrame: true });
    const [, bookOne] = await screen.findAllByTestId('favorite-item');
    expect(shownTitles()).toEqual(['Book 3', 'Book 1']);
    expect(screen.getByRole('link', { name: 'Favourites: 2' })).toHaveAttribute('href', '#/favorite-box');

    await user.click(within(bookOne).getByRole('button', { name: 'Remove from favourites' }));

    expect(shownTitles()).toEqual(['Book 3']);
    expect(favoriteStore.get()).toEqual([3]);
    expect(JSON.parse(localStorage.getItem('favorite') ?? '')).toEqual([3]);
    expect(screen.getByRole('link', { name: 'Favourites: 1' })).toBeInTheDocument();
  });

  it('shows the empty state once the last favourite is removed', async () => {
    languageStore.set('en');
    const user = userEvent.setup();
    await openFavorites([4], [bookFixture({ id: 4 })]);
    await user.click(await screen.findByRole('button', { name: 'Remove from favourites' }));
    expect(
      screen.getByText(
        "There are no books in your favourites yet. Tap the heart on any book's card to keep it here.",
      ),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('favorite-item')).not.toBeInTheDocument();
    expect(favoriteStore.get()).toEqual([]);
  });

  it('says there are no favourites yet, links to the library and asks the catalogue nothing', async () => {
    await openFavorites([], [bookFixture({ id: 1 })]);
    expect(
      screen.getByText('لا توجد كتب في المفضلة بعد. اضغط على القلب في بطاقة أي كتاب لتحفظه هنا.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تصفّح المكتبة' })).toHaveAttribute('href', '#/books');
    expect(bookRequests()).toHaveLength(0);
  });

  it('shows the empty state when none of the favourites is in the catalogue any more', async () => {
    languageStore.set('en');
    await openFavorites([7, 8], []);
    expect(
      await screen.findByText(
        "There are no books in your favourites yet. Tap the heart on any book's card to keep it here.",
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse the library' })).toHaveAttribute('href', '#/books');
  });
});
