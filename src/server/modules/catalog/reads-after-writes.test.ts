import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, staffCaller } from '#server/modules/staff/testing.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import { fixtureBooks, insertCatalogFixtures } from './testing.ts';

/*
 * The shop reads the catalogue through the path production uses: its answer cache on. A staff change of
 * stock, price or visibility shows on the very next read of the library, a category and the book's page,
 * each of them read (and so remembered) just before the change.
 */

const t = setUpTestApp();
const call = staffCaller(t);
let editor: Awaited<ReturnType<typeof signedInStaff>>;

beforeAll(async () => {
  await insertCatalogFixtures(t.database.db);
  editor = await signedInStaff(t, 'editor');
});

type Card = { id: number; stock: number; hardcopy_price: number };
const staff = (method: 'POST' | 'PUT', url: string, body?: unknown) =>
  call(method, url, { token: editor.token, body, lang: 'en' });
const shop = (url: string) => call('GET', url, { lang: 'en' });

/** The book as the library, its category's page and its own page show it; undefined where it is absent. */
async function seen(id: number) {
  const category = fixtureBooks.find((book) => book.id === id)!.categoryId;
  const inList = async (url: string) =>
    ((await shop(url)).json().data as Card[]).find((book) => book.id === id);
  const page = await shop(`/books/${id}`);
  const own = page.statusCode === 200 ? (page.json().data as Card) : undefined;
  const pick = (book: Card | undefined) => book && { stock: book.stock, price: book.hardcopy_price };
  return {
    library: pick(await inList('/books?page=1&per_page=50')),
    category: pick(await inList(`/books?book_category_id=${category}&page=1&per_page=50`)),
    page: pick(own),
  };
}

describe('a staff change, read back at once through the answer cache', () => {
  it('shows a new stock on the library, the category and the book page', async () => {
    const before = await seen(2);
    expect(before.library).toEqual(before.page);
    const res = await staff('POST', '/staff/books/2/stock', { stock: before.page!.stock + 4, reason: 'جرد' });
    expect(res.statusCode, res.body).toBe(200);
    const stock = before.page!.stock + 4;
    expect(await seen(2)).toEqual({
      library: { ...before.page, stock },
      category: { ...before.page, stock },
      page: { ...before.page, stock },
    });
  });

  it('shows a new price on the library, the category and the book page', async () => {
    const before = await seen(3);
    const res = await staff('PUT', '/staff/books/3', { hardcopy_price: 21.5 });
    expect(res.statusCode, res.body).toBe(200);
    const after = { ...before.page, price: 21.5 };
    expect(await seen(3)).toEqual({ library: after, category: after, page: after });
  });

  it('takes a hidden book off the library, the category and its page, and brings it back', async () => {
    const before = await seen(4);
    expect(before.library).toBeDefined();
    expect((await staff('POST', '/staff/books/4/hide')).statusCode).toBe(200);
    expect(await seen(4)).toEqual({ library: undefined, category: undefined, page: undefined });
    expect((await staff('POST', '/staff/books/4/show')).statusCode).toBe(200);
    expect(await seen(4)).toEqual(before);
  });
});
