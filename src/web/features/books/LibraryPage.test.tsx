import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Lang } from '#shared/lang.ts';
import LibraryPage from './LibraryPage.tsx';
import { bookRequests, type CatalogueApi, openCataloguePage } from './test-catalogue.ts';

let api: CatalogueApi | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

const texts = {
  ar: {
    title: 'المكتبة',
    book: (id: number) => `كتاب ${id}`,
    previous: 'السابق',
    next: 'التالي',
    allBooks: 'كل الكتب',
    history: 'تاريخ (14 كتاباً)',
    emptyCategory: 'مقالات ونقد (لا كتب)',
    searchBox: 'ابحث في المكتبة',
    searchButton: 'بحث',
    searchingFor: (text: string) => `نتائج البحث عن «${text}»`,
    clearSearch: 'إلغاء البحث',
    firstRange: 'الكتب 1–12 من 30',
    noResults: 'لا توجد نتائج!!',
  },
  en: {
    title: 'Library',
    book: (id: number) => `Book ${id}`,
    previous: 'Previous',
    next: 'Next',
    allBooks: 'All books',
    history: 'History (14 books)',
    emptyCategory: 'Essays and criticism (0 books)',
    searchBox: 'Search the library',
    searchButton: 'Search',
    searchingFor: (text: string) => `Results for “${text}”`,
    clearSearch: 'Clear search',
    firstRange: 'Books 1–12 of 30',
    noResults: 'No Results Found!!',
  },
} satisfies Record<Lang, unknown>;

async function openLibrary(lang: Lang, path = '/books', options: { empty?: boolean } = {}) {
  api = await openCataloguePage(lang, path, { '/books': LibraryPage }, texts[lang].title, options);
}

const cards = () => screen.queryAllByTestId('book-card');
const cardTitles = () => cards().map((card) => within(card).getByRole('heading').textContent);
const categoryNav = (lang: Lang) =>
  screen.getByRole('navigation', { name: lang === 'ar' ? 'التصنيفات' : 'Categories' });
const pages = (lang: Lang) => screen.getByRole('navigation', { name: lang === 'ar' ? 'الصفحات' : 'Pages' });

describe.each(['ar', 'en'] as const)('library (/books) in %s', (lang) => {
  const t = texts[lang];

  it('asks page 1 by default and pages through with previous and next', async () => {
    const user = userEvent.setup();
    await openLibrary(lang);
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(bookRequests(api)).toEqual([{ page: '1' }]);
    expect(cardTitles()[0]).toBe(t.book(1));
    expect(screen.getByTestId('results-range')).toHaveTextContent(t.firstRange);

    const previous = within(pages(lang)).getByRole('button', { name: t.previous });
    const next = within(pages(lang)).getByRole('button', { name: t.next });
    expect(previous).toBeDisabled();
    await user.click(next);
    await waitFor(() => expect(cardTitles()[0]).toBe(t.book(13)));
    expect(window.location.hash).toBe('#/books?page=2');
    expect(bookRequests(api).at(-1)).toEqual({ page: '2' });
    expect(previous).toBeEnabled();

    await user.click(within(pages(lang)).getByRole('button', { name: '3' }));
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(window.location.hash).toBe('#/books?page=3');
    expect(next).toBeDisabled();
    expect(within(pages(lang)).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the last page, its books and its page links, for a page number past the last page', async () => {
    await openLibrary(lang, '/books?page=9');
    await waitFor(() => expect(cards()).toHaveLength(6));
    expect(cardTitles()[0]).toBe(t.book(25));
    expect(window.location.hash).toBe('#/books?page=3');
    expect(bookRequests(api)).toEqual([{ page: '9' }, { page: '3' }]);
    expect(within(pages(lang)).getByRole('button', { name: '3' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages(lang)).getByRole('button', { name: t.next })).toBeDisabled();
    expect(within(pages(lang)).getByRole('button', { name: t.previous })).toBeEnabled();
  });

  it('scrolls to the top when the page changes, and not when the current page is chosen again', async () => {
    const user = userEvent.setup();
    await openLibrary(lang);
    await waitFor(() => expect(cards()).toHaveLength(12));
    const scrollTo = vi.spyOn(window, 'scrollTo');
    try {
      await user.click(within(pages(lang)).getByRole('button', { name: '1' }));
      expect(scrollTo).not.toHaveBeenCalled();

      await user.click(within(pages(lang)).getByRole('button', { name: t.next }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      await waitFor(() => expect(cardTitles()[0]).toBe(t.book(13)));

      scrollTo.mockClear();
      await user.click(within(pages(lang)).getByRole('button', { name: '3' }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      await waitFor(() => expect(cards()).toHaveLength(6));

      scrollTo.mockClear();
      await user.click(within(pages(lang)).getByRole('button', { name: t.previous }));
      expect(scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
      await waitFor(() => expect(cardTitles()[0]).toBe(t.book(13)));
    } finally {
      scrollTo.mockRestore();
    }
  });

  it('lists the categories with their counts; choosing one asks it from page 1 and highlights it', async () => {
    const user = userEvent.setup();
    await openLibrary(lang, '/books?page=2');
    const nav = categoryNav(lang);
    const history = await within(nav).findByRole('link', { name: t.history });
    expect(within(nav).getByRole('link', { name: t.emptyCategory })).toBeInTheDocument();
    const all = within(nav).getByRole('link', { name: t.allBooks });
    expect(all).toHaveAttribute('aria-current', 'page');
    expect(history).toHaveAttribute('href', '#/books?category-id=3');

    await user.click(history);
    await waitFor(() => expect(cardTitles()[0]).toBe(t.book(17)));
    expect(window.location.hash).toBe('#/books?category-id=3');
    expect(bookRequests(api).at(-1)).toEqual({ page: '1', book_category_id: '3' });
    expect(history).toHaveAttribute('aria-current', 'page');
    expect(history).toHaveClass('bg-brand-700');
    expect(all).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('heading', { level: 2, name: t.history.split(' (')[0] })).toBeInTheDocument();

    await user.click(all);
    await waitFor(() => expect(cardTitles()[0]).toBe(t.book(1)));
    expect(window.location.hash).toBe('#/books');
    expect(bookRequests(api).at(-1)).toEqual({ page: '1' });
  });

  it('on arrival at /books?page=2&category-id=3 asks exactly that page of that category', async () => {
    await openLibrary(lang, '/books?page=2&category-id=3');
    await waitFor(() => expect(cardTitles()).toEqual([t.book(29), t.book(30)]));
    expect(bookRequests(api)).toEqual([{ page: '2', book_category_id: '3' }]);
    const history = await within(categoryNav(lang)).findByRole('link', { name: t.history });
    expect(history).toHaveAttribute('aria-current', 'page');
    expect(within(pages(lang)).getByRole('button', { name: t.next })).toBeDisabled();
    expect(within(pages(lang)).getByRole('button', { name: '2' })).toHaveAttribute('aria-current', 'page');
  });

  it('sends the sidebar search as `search`, from page 1, and can clear it', async () => {
    const user = userEvent.setup();
    await openLibrary(lang, '/books?page=2');
    await waitFor(() => expect(cards()).toHaveLength(12));
    const text = t.book(3);
    await user.type(screen.getByRole('searchbox', { name: t.searchBox }), text);
    await user.click(screen.getByRole('button', { name: t.searchButton }));

    await waitFor(() => expect(cardTitles()).toEqual([t.book(3), t.book(30)]));
    expect(bookRequests(api).at(-1)).toEqual({ page: '1', search: text });
    expect(window.location.hash).toBe(`#/books?q=${encodeURIComponent(text).replace(/%20/g, '+')}`);
    expect(screen.getByText(t.searchingFor(text))).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: t.clearSearch }));
    await waitFor(() => expect(cards()).toHaveLength(12));
    expect(bookRequests(api).at(-1)).toEqual({ page: '1' });
    expect(screen.getByRole('searchbox', { name: t.searchBox })).toHaveValue('');
  });

  it('searches within the chosen category, and a category keeps the search', async () => {
    const user = userEvent.setup();
    await openLibrary(lang, '/books?page=2&category-id=3');
    await waitFor(() => expect(cards()).toHaveLength(2));
    await user.type(screen.getByRole('searchbox', { name: t.searchBox }), t.book(3));
    await user.click(screen.getByRole('button', { name: t.searchButton }));
    await waitFor(() => expect(cardTitles()).toEqual([t.book(30)]));
    expect(bookRequests(api).at(-1)).toEqual({ page: '1', book_category_id: '3', search: t.book(3) });

    await user.click(within(categoryNav(lang)).getByRole('link', { name: t.allBooks }));
    await waitFor(() => expect(cardTitles()).toEqual([t.book(3), t.book(30)]));
    expect(bookRequests(api).at(-1)).toEqual({ page: '1', search: t.book(3) });
  });

  it('says there are no results when nothing matches', async () => {
    await openLibrary(lang, '/books?q=nothing', { empty: true });
    expect(await screen.findByText(t.noResults)).toBeInTheDocument();
    expect(bookRequests(api)).toEqual([{ page: '1', search: 'nothing' }]);
    expect(screen.getByRole('searchbox', { name: t.searchBox })).toHaveValue('nothing');
    expect(screen.queryByRole('navigation', { name: lang === 'ar' ? 'الصفحات' : 'Pages' })).toBeNull();
  });
});
