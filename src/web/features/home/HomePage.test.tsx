import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Book } from '#shared/contract/catalog.ts';
import { languageStore } from '#web/state/language.ts';
import { type Recorded, startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { withMatchMedia } from '#web/test/media.ts';
import { renderPage } from '#web/test/render.tsx';
import HomePage from './HomePage.tsx';

const pages = { '/': HomePage, '/home': HomePage };

/** `count` books numbered from `first`, so each list's books can be told apart. */
const booksFrom = (first: number, count: number) =>
  Array.from({ length: count }, (_, index) => bookFixture({ id: first + index }));

/** What GET /books answers for each of the home page's lists. */
function homeLists(request: Recorded): Book[] {
  if (request.query.get('comming_soon') === '1') {
    return booksFrom(101, 12).map((book) => ({ ...book, comming_soon: true }));
  }
  if (request.query.get('most_popular') === '1') return booksFrom(201, 10);
  return booksFrom(1, 20);
}

withMatchMedia();

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
afterEach(async () => {
  await api?.close();
  api = undefined;
});

async function openHome(path = '/') {
  api = await startApiServer((request) =>
    request.path === '/api/books' ? { body: { data: homeLists(request) } } : undefined,
  );
  renderPage(path, pages);
  // Every list has arrived once no slider holds skeleton cards and each shows its books. The lists
  // are asked for once the introduction is drawn, and 42 cards take jsdom a while.
  await waitFor(() => {
    expect(screen.queryAllByTestId('book-card-skeleton')).toHaveLength(0);
    expect(screen.getAllByTestId('book-slider')).toHaveLength(3);
  });
}

const bookRequests = () =>
  (api?.requests ?? []).filter((request) => request.path === '/api/books').map((r) => r.query.toString());

/** The page's section headings (the footer has its own). */
const sectionHeadings = () =>
  within(screen.getByRole('main'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);

/** The titles of the books shown in the list headed `heading`. */
const titlesIn = (heading: string) =>
  within(screen.getByRole('region', { name: heading }))
    .getAllByRole('heading', { level: 3 })
    .map((title) => title.textContent);

describe('home page (/ and /home)', () => {
  it('holds each shelf’s room with skeleton cards while its books load, then shows the books', async () => {
    let release = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    api = await startApiServer(async (request) => {
      if (request.path !== '/api/books') return undefined;
      await answered;
      return { body: { data: homeLists(request) } };
    });
    renderPage('/', pages);
    const sliders = await screen.findAllByTestId('book-slider');
    expect(sliders).toHaveLength(3);
    for (const slider of sliders) expect(slider).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByTestId('book-card-skeleton')).toHaveLength(18);
    expect(screen.queryAllByTestId('book-card')).toHaveLength(0);
    release();
    await waitFor(() => expect(screen.getAllByTestId('book-card')).toHaveLength(42));
    expect(screen.queryAllByTestId('book-card-skeleton')).toHaveLength(0);
  });

  it('asks once for 20 banner books, 12 coming soon and 10 most popular', async () => {
    await openHome();
    expect(bookRequests().toSorted()).toEqual([
      'comming_soon=1&limit=12',
      'limit=20',
      'most_popular=1&limit=10',
    ]);
  });

  it('shows, in Arabic, the introduction and the three lists under their headings', async () => {
    await openHome();
    expect(
      screen.getByRole('heading', { level: 1, name: 'الكتاب العربي، ورقياً ورقمياً' }),
    ).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(['من إصداراتنا', 'قريباً', 'كتب للتوزيع']);
    expect(titlesIn('من إصداراتنا')).toEqual(booksFrom(1, 20).map((book) => book.title_ar));
    expect(titlesIn('قريباً')).toEqual(booksFrom(101, 12).map((book) => book.title_ar));
    expect(titlesIn('كتب للتوزيع')).toEqual(booksFrom(201, 10).map((book) => book.title_ar));
    expect(screen.getByRole('link', { name: 'تصفّح المكتبة' })).toHaveAttribute('href', '#/books');
    expect(screen.getByRole('link', { name: 'المكتبة كاملة' })).toHaveAttribute('href', '#/books');
    await waitFor(() => expect(document.title).toBe('الرئيسية — Warraq'));
  });

  it('shows the coming-soon books as coming, not for sale: no buy link, no out-of-stock badge', async () => {
    await openHome();
    const shelf = screen.getByRole('region', { name: 'قريباً' });
    expect(within(shelf).queryAllByText('اشترِ الآن')).toEqual([]);
    expect(within(shelf).queryAllByText('نفدت الكمية')).toEqual([]);
    expect(within(shelf).getAllByText('التفاصيل')).toHaveLength(12);
    expect(within(shelf).getAllByText('قريباً', { selector: 'span' })).toHaveLength(12);
    const onSale = screen.getByRole('region', { name: 'من إصداراتنا' });
    expect(within(onSale).getAllByText('اشترِ الآن')).toHaveLength(20);
  });

  it('shows the same page at /home in English once English is chosen', async () => {
    languageStore.set('en');
    await openHome('/home');
    expect(
      screen.getByRole('heading', { level: 1, name: 'The Arabic book, in print and digital' }),
    ).toBeInTheDocument();
    expect(sectionHeadings()).toEqual(['From our catalogue', 'Coming soon', 'Books for distribution']);
    expect(titlesIn('Coming soon')).toEqual(booksFrom(101, 12).map((book) => book.title_en));
    expect(titlesIn('Books for distribution')).toHaveLength(10);
    await waitFor(() => expect(document.title).toBe('Home — Warraq'));
  });

  it('runs the sliders right to left in Arabic, and left to right after switching to English', async () => {
    await openHome();
    const directions = () => screen.getAllByTestId('book-slider').map((slider) => slider.getAttribute('dir'));
    expect(directions()).toEqual(['rtl', 'rtl', 'rtl']);
    act(() => languageStore.set('en'));
    await waitFor(() => expect(directions()).toEqual(['ltr', 'ltr', 'ltr']));
    expect(sectionHeadings()).toEqual(['From our catalogue', 'Coming soon', 'Books for distribution']);
  });

  it('says so, with a way to try again, when a list cannot be loaded', async () => {
    api = await startApiServer((request) => {
      if (request.path !== '/api/books') return undefined;
      if (request.query.get('most_popular') === '1')
        return { status: 500, body: { message: 'Server error' } };
      return { body: { data: homeLists(request) } };
    });
    renderPage('/', pages);
    const distribution = await screen.findByRole('region', { name: 'كتب للتوزيع' });
    expect(await within(distribution).findByRole('alert')).toHaveTextContent('تعذّر تحميل هذه الكتب.');
    expect(within(distribution).getByRole('button', { name: 'إعادة المحاولة' })).toBeInTheDocument();
  });
});
