import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { books, clients, subscribers } from '#server/db/schema/index.ts';
import { setUpTestApp } from '#server/test/harness.ts';

// The rules hold in the database itself, whatever code writes to it.
const ctx = setUpTestApp({}, { seed: true });
let bookId: number;

beforeAll(async () => {
  const [book] = await ctx.database.db.select({ id: books.id }).from(books).limit(1);
  bookId = book.id;
});

/** The database error behind drizzle's wrapper: its SQLSTATE and constraint name. */
async function refusal(write: Promise<unknown>): Promise<{ code?: string; constraint?: string }> {
  try {
    await write;
  } catch (error) {
    const cause = (error as { cause?: { code?: string; constraint?: string } }).cause ?? error;
    return {
      code: (cause as { code?: string }).code,
      constraint: (cause as { constraint?: string }).constraint,
    };
  }
  throw new Error('the write was accepted');
}

describe('database constraints', () => {
  it('refuses a negative stock', async () => {
    const db = ctx.database.db;
    const error = await refusal(db.update(books).set({ stock: -1 }).where(eq(books.id, bookId)));
    expect(error).toMatchObject({ code: '23514', constraint: 'books_stock_non_negative' });
  });

  it('refuses negative prices', async () => {
    const db = ctx.database.db;
    expect(
      await refusal(db.update(books).set({ pdfPriceCents: -5 }).where(eq(books.id, bookId))),
    ).toMatchObject({
      code: '23514',
      constraint: 'books_pdf_price_non_negative',
    });
    expect(
      await refusal(db.update(books).set({ hardcopyPriceCents: -5 }).where(eq(books.id, bookId))),
    ).toMatchObject({ code: '23514', constraint: 'books_hardcopy_price_non_negative' });
  });

  it('refuses a second book with the same ISBN', async () => {
    const db = ctx.database.db;
    const [book] = await db.select().from(books).where(eq(books.id, bookId));
    const {
      id: _id,
      searchText: _s,
      searchVector: _v,
      ...copy
    } = book as typeof book & Record<string, unknown>;
    expect(await refusal(db.insert(books).values({ ...copy, isbn: book.isbn }))).toMatchObject({
      code: '23505',
      constraint: 'books_isbn_unique',
    });
  });

  it('refuses a second client or subscriber with the same e-mail', async () => {
    const db = ctx.database.db;
    const client = { name: 'قارئ', email: 'same@example.com', passwordHash: 'x' };
    await db.insert(clients).values(client);
    expect(await refusal(db.insert(clients).values(client))).toMatchObject({
      code: '23505',
      constraint: 'clients_email_unique',
    });
    await db.insert(subscribers).values({ email: 'same@example.com' });
    expect(await refusal(db.insert(subscribers).values({ email: 'same@example.com' }))).toMatchObject({
      code: '23505',
    });
  });

  it('refuses a book whose category does not exist', async () => {
    const db = ctx.database.db;
    const error = await refusal(db.update(books).set({ categoryId: 999_999 }).where(eq(books.id, bookId)));
    expect(error.code).toBe('23503');
  });
});
