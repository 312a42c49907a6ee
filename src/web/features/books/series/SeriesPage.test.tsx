import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { i18n } from '#web/i18n/index.ts';
import { languageStore } from '#web/state/language.ts';
import { ownedActions } from '#web/state/owned.ts';
import { renderPage } from '#web/test/render.tsx';
import { type CatalogueApi, openCataloguePage, startCatalogueApi } from '../test-catalogue.ts';
import SeriesPage from './SeriesPage.tsx';

/* A series' own page (issue 39): its names, its writers, its books in reading order, the next one to read. */

let api: CatalogueApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const pages = { '/series/:id': SeriesPage };
const places = () => screen.getAllByTestId('series-book');
/** Each book's number (and 'start here'), its card's title and where the card leads, in the page's order. */
const shown = () =>
  places().map((place) => {
    const title = within(place).getByRole('heading', { level: 3 });
    return [
      place.querySelector('p')?.textContent,
      title.textContent,
      within(title).getByRole('link').getAttribute('href'),
    ];
  });

describe('the series’ page', () => {
  it('shows in Arabic the names, the writer and the books in the order of their numbers', async () => {
    api = await openCataloguePage('ar', '/series/1', pages, 'دفاتر أردنية');
    const english = screen.getByText('Jordan Notebooks');
    expect(english.tagName).toBe('BDI');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english.parentElement?.tagName).toBe('P');
    expect(screen.getByTestId('series-writers')).toHaveTextContent('بقلمطه حسين');
    expect(screen.getByRole('link', { name: 'طه حسين' })).toHaveAttribute('href', '#/writers/7');
    expect(screen.getByRole('heading', { level: 2, name: 'كتب السلسلة: 4' })).toBeInTheDocument();
    // The cards come in any order; the page sets them by number, the first where a reader starts.
    await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(3));
    expect(shown()).toEqual([
      ['الكتاب 1ابدأ من هنا', 'كتاب 12', '#/book-details/12'],
      ['الكتاب 2', 'كتاب 3', '#/book-details/3'],
      ['الكتاب 4', 'كتاب 7', '#/book-details/7'],
    ]);
    expect(within(places()[0]).getByText('ابدأ من هنا')).toBeInTheDocument();
    const cardRequests = api.requests.filter((r) => r.path === '/api/books');
    expect(cardRequests.map((r) => r.query.getAll('ids[]'))).toEqual([['3', '7', '12']]);
    await waitFor(() => expect(document.title).toMatch(/^دفاتر أردنية/));
  });

  it('shows in English the names, the writer and the books by number', async () => {
    api = await openCataloguePage('en', '/series/1', pages, 'Jordan Notebooks');
    expect(screen.getByText('دفاتر أردنية')).toHaveAttribute('lang', 'ar');
    expect(screen.getByTestId('series-writers')).toHaveTextContent('ByTaha Hussein');
    expect(screen.getByRole('link', { name: 'Taha Hussein' })).toHaveAttribute('href', '#/writers/7');
    expect(screen.getByRole('heading', { level: 2, name: '4 books' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(3));
    expect(shown()).toEqual([
      ['Book 1Start here', 'Book 12', '#/book-details/12'],
      ['Book 2', 'Book 3', '#/book-details/3'],
      ['Book 4', 'Book 7', '#/book-details/7'],
    ]);
    await waitFor(() => expect(document.title).toMatch(/^Jordan Notebooks/));
  });

  it('marks, for a reader who owns the first book, that book as theirs and the next one as the one to read', async () => {
    ownedActions.replace([12]);
    onTestFinished(() => ownedActions.clear());
    api = await openCataloguePage('en', '/series/1', pages, 'Jordan Notebooks');
    await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(3));
    expect(shown()).toEqual([
      ['Book 1In your books', 'Book 12', '#/book-details/12'],
      ['Book 2Next for you', 'Book 3', '#/book-details/3'],
      ['Book 4', 'Book 7', '#/book-details/7'],
    ]);
  });

  it('counts the series’ books in Arabic’s plural forms and in English', () => {
    const count = (lng: string, n: number) => i18n.t('library:series.books', { count: n, lng });
    expect([0, 1, 2, 3, 11, 100].map((n) => count('ar', n))).toEqual([
      'لا كتب في السلسلة بعد',
      'كتب السلسلة: كتاب واحد',
      'كتب السلسلة: كتابان',
      'كتب السلسلة: 3',
      'كتب السلسلة: 11',
      'كتب السلسلة: 100',
    ]);
    expect([1, 2].map((n) => count('en', n))).toEqual(['1 book', '2 books']);
  });

  it.each([
    ['ar', 'لم نجد هذه السلسلة.', 'تصفّح المكتبة'],
    ['en', 'We could not find this series.', 'Browse the library'],
  ] as const)(
    'says in %s that a series which does not exist is not found, with the way to the library',
    async (lang, text, link) => {
      languageStore.set(lang);
      api = await startCatalogueApi();
      renderPage('/series/99', pages);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: link })).toHaveAttribute('href', '#/books');
      expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    },
  );
});
