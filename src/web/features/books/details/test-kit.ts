import { screen, within } from '@testing-library/react';
import { afterEach } from 'vitest';
import type { Book } from '#shared/contract/catalog.ts';
import { type Recorded, type Reply, startApiServer } from '#web/test/api-server.ts';
import { bookFixture } from '#web/test/books.ts';
import { withMatchMedia } from '#web/test/media.ts';
import { paymentTypes } from '#web/test/orders.ts';
import { renderPage } from '#web/test/render.tsx';
import BookDetailsPage from '../BookDetailsPage.tsx';
import curlewFields from './curlew.json' with { type: 'json' };

/* What the book details tests share: a fully described book, a small API and the page's landmarks. */

/** A book with every field of spec §2 filled in, as `curlew.json` holds it. */
export const curlew = bookFixture(curlewFields);

/** The other books of the category, as GET /books answers them. */
export const sameCategory = [bookFixture({ id: 8 }), bookFixture({ id: 9 })];

export type Answers = {
  /** The book GET /books/{id} gives; any other id (or null) answers 404. May change while the page is open. */
  book?: Book | null;
  /** What GET /client-pdf-books answers: owned or not. */
  ownedOnServer?: boolean;
  /** What GET /payment-types answers; the card and cash on delivery unless told. */
  paymentTypes?: typeof paymentTypes;
  /** Answers asked first: countries, where the shop ships, quotes. */
  more?: (request: Recorded) => Reply | undefined;
};

/**
 * Registers the suite's hooks and gives `openDetails`, which renders the details page at
 * /book-details/{id} against a small real API server answering from `answers`.
 */
export function setUpDetailsPage() {
  let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
  // The related books slide in a Swiper, which asks matchMedia for its breakpoints.
  withMatchMedia();
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  return async function openDetails(answers: Answers, path = `/book-details/${answers.book?.id ?? 404}`) {
    const server = await startApiServer((request: Recorded) => {
      const more = answers.more?.(request);
      if (more) return more;
      const book = answers.book;
      if (book && request.path === `/api/books/${book.id}`) return { body: { data: book } };
      if (request.path.startsWith('/api/books/')) {
        return { status: 404, body: { message: 'Book not found', code: 'not_found' } };
      }
      if (request.path === '/api/books') return { body: { data: book ? [book, ...sameCategory] : [] } };
      if (request.path === '/api/payment-types')
        return { body: { data: answers.paymentTypes ?? paymentTypes } };
      if (request.path === '/api/client-pdf-books') {
        return { body: { data: answers.ownedOnServer ? [{ book_id: book?.id }] : [] } };
      }
      return undefined;
    });
    api = server;
    return { ...renderPage(path, { '/book-details/:id?': BookDetailsPage }), api: server };
  };
}

export const main = () => within(screen.getByRole('main'));
export const findMain = async () => within(await screen.findByRole('main'));
export const findHeading = async (title: string) =>
  (await findMain()).findByRole('heading', { level: 1, name: title });
export const logIn = () =>
  localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
