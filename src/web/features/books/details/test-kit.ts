import { screen, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { Book } from '#shared/contract/catalog.ts';
import { bookFixture } from '#web/features/cart/fixtures.ts';
import { type Recorded, startApiServer } from '#web/test/api-server.ts';
import { renderApp } from '#web/test/render.tsx';

/* What the book details tests share: a fully described book, a small API and the page's landmarks. */

/** A book with every field of spec §2 filled in. */
export const curlew = bookFixture({
  id: 7,
  title_ar: 'دعاء الكروان',
  title_en: 'The Call of the Curlew',
  description_ar: '<p>رواية تدور أحداثها في ريف <strong>صعيد مصر</strong>.</p>',
  description_en: '<p>A novel set in the countryside of <strong>Upper Egypt</strong>.</p>',
  publish_date: 2019,
  pages: 176,
  pdf_price: 3.99,
  hardcopy_price: 11.5,
  stock: 4,
  isbn: '978-9953-0-0001-7',
  weight: '220 g',
  weight_grams: 220,
  dimensions: '14 × 21 cm',
  cover_type: { id: 1, name: 'غلاف ورقي', name_ar: 'غلاف ورقي', name_en: 'Paperback' },
  writer: { id: 1, name: 'طه حسين', name_ar: 'طه حسين', name_en: 'Taha Hussein' },
  book_category: { id: 3, title: 'روايات', title_ar: 'روايات', title_en: 'Novels' },
  files: { image: [{ file_name: 'covers/7.png' }], columns: { image: [{ file_name: 'covers/7.png' }] } },
});

/** The other books of the category, as GET /books answers them. */
export const sameCategory = [bookFixture({ id: 8 }), bookFixture({ id: 9 })];

export type Answers = {
  /** The book GET /books/{id} gives; any other id (or null) answers 404. May change while the page is open. */
  book?: Book | null;
  /** What GET /client-pdf-books answers: owned or not. */
  ownedOnServer?: boolean;
};

/** jsdom has no matchMedia; Swiper (the related-books slider) asks it for its breakpoints. */
function stubMatchMedia() {
  window.matchMedia = (media: string) =>
    ({
      matches: false,
      media,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) satisfies MediaQueryList;
}

/**
 * Registers the suite's hooks and gives `openDetails`, which renders the whole app at
 * /book-details/{id} against a small real API server answering from `answers`.
 */
export function setUpDetailsPage() {
  let api: Awaited<ReturnType<typeof startApiServer>> | undefined;
  beforeAll(stubMatchMedia);
  afterAll(() => {
    // @ts-expect-error: jsdom's window has none; put it back as it was.
    delete window.matchMedia;
  });
  afterEach(async () => {
    await api?.close();
    api = undefined;
  });

  return async function openDetails(answers: Answers, path = `/book-details/${answers.book?.id ?? 404}`) {
    const server = await startApiServer((request: Recorded) => {
      const book = answers.book;
      if (book && request.path === `/api/books/${book.id}`) return { body: { data: book } };
      if (request.path.startsWith('/api/books/')) {
        return { status: 404, body: { message: 'Book not found', code: 'not_found' } };
      }
      if (request.path === '/api/books') return { body: { data: book ? [book, ...sameCategory] : [] } };
      if (request.path === '/api/client-pdf-books') {
        return { body: { data: answers.ownedOnServer ? [{ book_id: book?.id }] : [] } };
      }
      return undefined;
    });
    api = server;
    return { ...renderApp(path), api: server };
  };
}

export const main = () => within(screen.getByRole('main'));
/** The first visit also loads the app's frame and the page's code. */
export const findMain = async () => within(await screen.findByRole('main', {}, { timeout: 8000 }));
export const findHeading = async (title: string) =>
  (await findMain()).findByRole('heading', { level: 1, name: title }, { timeout: 8000 });
export const logIn = () =>
  localStorage.setItem('client', JSON.stringify({ id: 3, token: 'secret', name: 'Huda' }));
