import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { languageStore } from '#web/state/language.ts';
import { sessionStore } from '#web/state/session.ts';
import { type Recorded, type Reply, startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { renderApp, renderPage } from '#web/test/render.tsx';
import { findToast } from '#web/test/toast.ts';
import BookDownloadPage from './BookDownloadPage.tsx';

/* /book-download: the owner's download starts by itself; anyone else is told why, once. */

const pages = { '/book-download': BookDownloadPage };
const toasts = () => [...document.querySelectorAll('.Toastify__toast')].map((toast) => toast.textContent);

let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
/** The API: book 1, owned or not, its download answered by `download`. */
async function serve(
  owned: boolean,
  download: Reply,
  extra: (request: Recorded) => Reply | undefined = () => undefined,
) {
  api = await startApiServer((request) => {
    if (request.path === '/api/books/1') return { body: { data: bookFixture({ id: 1 }) } };
    if (request.path === '/api/client-pdf-books') return { body: { data: owned ? [{ book_id: 1 }] : [] } };
    if (request.path === '/api/books/1/download') return download;
    return extra(request);
  });
  return api;
}
const downloads = () => api?.requests.filter((request) => request.path === '/api/books/1/download') ?? [];

/** What the browser is handed as downloads. */
function savedFiles() {
  const saved: string[] = [];
  const { createObjectURL, revokeObjectURL } = URL;
  URL.createObjectURL = vi.fn(() => 'blob:1');
  URL.revokeObjectURL = vi.fn();
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  onTestFinished(() => {
    URL.createObjectURL = createObjectURL;
    URL.revokeObjectURL = revokeObjectURL;
    click.mockRestore();
  });
  return saved;
}

beforeEach(() => {
  languageStore.set('en');
  localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
});
afterEach(async () => {
  await api?.close();
  api = undefined;
});

describe('the download page (/book-download)', () => {
  it('tells the owner the download starts, and starts it', async () => {
    const saved = savedFiles();
    await serve(true, { body: '%PDF-book' });
    renderPage('/book-download?book_id=1', pages);
    expect(
      await screen.findByText('Your PDF download starts by itself. If it does not, use the button below.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(saved).toEqual(['Book 1.pdf']));
  });

  it('never tells a reader who has not bought the book that a download starts, and sends them to the book', async () => {
    await serve(false, {
      status: 403,
      body: { message: 'You have not bought this book', code: 'not_owner' },
    });
    renderPage('/book-download?book_id=1', pages);
    const main = within(await screen.findByRole('main'));
    expect(await main.findByText('You have not bought this book')).toBeInTheDocument();
    expect(main.getByRole('link', { name: 'See the book' })).toHaveAttribute('href', '#/book-details/1');
    expect(screen.queryByText(/download starts/)).toBeNull();
    expect(downloads()).toEqual([]);
    expect(toasts()).toEqual([]);
  });

  it('says a refusal once, as one toast, and stops saying the download starts', async () => {
    await serve(true, { status: 403, body: { message: 'You have not bought this book', code: 'not_owner' } });
    renderPage('/book-download?book_id=1', pages);
    expect(await findToast('You have not bought this book')).toBeInTheDocument();
    expect(screen.queryByText(/download starts/)).toBeNull();
    expect(toasts()).toEqual(['You have not bought this book']);
    expect(downloads()).toHaveLength(1);
  });

  it('says a refused token once, logs the reader out and asks them to log in', async () => {
    const refused: Reply = { status: 401, body: { message: 'Please log in', code: 'unauthenticated' } };
    await serve(true, refused, (request) =>
      request.path === '/api/check-client-login' ? refused : undefined,
    );
    renderApp('/book-download?book_id=1', pages);
    expect(await screen.findByText('Please log in to download your books.')).toBeInTheDocument();
    await waitFor(() => expect(toasts()).toEqual(['Login revoked']));
    // Both the login check and the download learnt it; the reader is told once.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(toasts()).toEqual(['Login revoked']);
    expect(sessionStore.get()).toEqual({ id: 0, token: '' });
  });
});
