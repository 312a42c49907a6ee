import { beforeAll, describe, expect, it } from 'vitest';
import { setUpTestApp } from '#server/test/harness.ts';
import { batchReads, createDescriptionReader } from './book-descriptions.ts';
import { fixtureBooks, insertCatalogFixtures } from './testing.ts';

const ctx = setUpTestApp();
beforeAll(async () => {
  await insertCatalogFixtures(ctx.database.db);
});

const expected = (id: number) => {
  const book = fixtureBooks.find((b) => b.id === id);
  if (!book || book.active === false) return undefined;
  return {
    descriptionAr: book.descriptionAr,
    descriptionEn: book.descriptionEn,
    subtitleAr: book.subtitleAr ?? '',
    subtitleEn: book.subtitleEn ?? '',
  };
};

describe('book descriptions', () => {
  it("reads each page asked together the book's own, none for a hidden or missing one", async () => {
    const reader = createDescriptionReader(ctx.database.db);
    // 20 is hidden, 99 does not exist; 3 is asked twice.
    const ids = [1, 2, 3, 3, 7, 20, 99, 15, 4, 11];
    const found = await Promise.all(ids.map((id) => reader.read(id)));
    expect(found).toEqual(ids.map(expected));
    expect(await reader.read(5)).toEqual(expected(5));
  });

  it('reads ids asked while reads are under way together in the next read, and fails only a failed read', async () => {
    const reads: number[][] = [];
    let fail = false;
    const read = batchReads(async (ids) => {
      reads.push(ids);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail) throw new Error('down');
      return new Map(ids.filter((id) => id % 2 === 0).map((id) => [id, `book ${id}`]));
    });
    const ids = [2, 4, 6, 6, 8, 9, 10];
    expect(await Promise.all(ids.map(read))).toEqual(
      ids.map((id) => (id % 2 === 0 ? `book ${id}` : undefined)),
    );
    // The first two at once, alone; the rest together once one of them is done.
    expect(reads).toEqual([[2], [4], [6, 8, 9, 10]]);
    fail = true;
    const failed = await Promise.allSettled([1, 2, 3].map(read));
    expect(failed.map((r) => r.status)).toEqual(['rejected', 'rejected', 'rejected']);
    fail = false;
    expect(await read(12)).toBe('book 12');
  });
});
