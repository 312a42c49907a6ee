import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { startApiServer } from '#web/test/api-server.ts';
import { orderLineFixture, paginated } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import BookDownloadPage from './BookDownloadPage.tsx';
import MyBooksPage from './MyBooksPage.tsx';

/*
 * My books and the download screen tell a reader with a download limit how many downloads of each
 * book they have left.
 */

const pages = { '/my-books': MyBooksPage, '/book-download': BookDownloadPage };

const owned = (downloads_left: number | null, reading: { page: number; pages: number } | null = null) => ({
  id: 5,
  client_id: 3,
  book_id: 1,
  order_id: 42,
  date: '2025-03-02T10:00:00.000Z',
  book: orderLineFixture({ id: 9, book_id: 1 }).book,
  price: 3.99,
  quantity: 1,
  total_price: 3.99,
  gift: false,
  type: 'digital',
  type_name: 'Digital',
  downloads_left,
  reading,
});

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;

/** The shop, answering my books with the downloads left, one fewer after each download. */
async function serve(left: number | null, reading: { page: number; pages: number } | null = null) {
  let now = left;
  api = await startApiServer((request) => {
    if (request.path === '/api/client-pdf-books') return { body: paginated([owned(now, reading)]) };
    if (request.path === '/api/books/1/download') {
      if (now !== null) now -= 1;
      return { body: '%PDF-book' };
    }
    return undefined;
  });
}

/** The browser's saving of a file, kept from jsdom, which cannot save. */
function quietSaving() {
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => 'blob:1');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
}

beforeEach(() => {
  localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('downloads left on my books', () => {
  it('says how many downloads are left, and one fewer after a download', async () => {
    languageStore.set('en');
    quietSaving();
    await serve(3);
    renderPage('/my-books', pages);
    const card = await screen.findByTestId('owned-book', {});
    expect(await within(card).findByText('3 downloads left')).toBeInTheDocument();
    await userEvent.setup().click(within(card).getByRole('button', { name: 'Download PDF' }));
    expect(await within(card).findByText('2 downloads left')).toBeInTheDocument();
  });

  it('says on the download screen how many are left after the download it starts', async () => {
    languageStore.set('en');
    quietSaving();
    await serve(3);
    renderPage('/book-download?book_id=1', pages);
    expect(await screen.findByText('2 downloads left')).toBeInTheDocument();
    expect(api?.requests.filter((request) => request.path === '/api/books/1/download')).toHaveLength(1);
  });

  it('says it in Arabic with the plural the number takes', async () => {
    languageStore.set('ar');
    for (const [left, text] of [
      [3, 'تبقّى 3 تنزيلات'],
      [1, 'تبقّى تنزيل واحد'],
      [0, 'لم يبقَ أي تنزيل'],
    ] as const) {
      await serve(left);
      const page = renderPage('/my-books', pages);
      expect((await screen.findByTestId('downloads-left', {})).textContent).toBe(text);
      page.unmount();
      await api?.close();
    }
  });

  it('shows how far the reader read each book, in words and as a bar', async () => {
    languageStore.set('ar');
    await serve(null, { page: 34, pages: 120 });
    const page = renderPage('/my-books', pages);
    const progress = await screen.findByTestId('reading-progress', {});
    expect(progress).toHaveTextContent('موضع القراءة: الصفحة 34 من 120');
    const bar = within(progress).getByRole('progressbar', { name: 'موضع القراءة: الصفحة 34 من 120' });
    expect(bar).toHaveAttribute('value', '34');
    expect(bar).toHaveAttribute('max', '120');
    page.unmount();
    await api?.close();

    languageStore.set('en');
    await serve(null, null);
    renderPage('/my-books', pages);
    const card = await screen.findByTestId('owned-book', {});
    expect(within(card).getByRole('link', { name: 'Read' })).toBeInTheDocument();
    expect(within(card).queryByTestId('reading-progress')).toBeNull();
  });

  it('says nothing when downloads are not limited', async () => {
    languageStore.set('en');
    await serve(null);
    renderPage('/my-books', pages);
    const card = await screen.findByTestId('owned-book', {});
    expect(within(card).getByRole('button', { name: 'Download PDF' })).toBeInTheDocument();
    await waitFor(() => expect(api?.requests.length).toBeGreaterThan(0));
    expect(within(card).queryByTestId('downloads-left')).toBeNull();
  });
});
