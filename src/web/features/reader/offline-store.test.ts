import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  deleteEverything,
  hasCopy,
  keepOnlyCopiesOf,
  keepPlace,
  loadCopy,
  placeOf,
  saveCopy,
  unsentPlaces,
} from './offline-store.ts';
import { MemoryCaches } from './test-caches.ts';

const pdf = async (text: string) => new TextEncoder().encode(text).buffer as ArrayBuffer;
const global = globalThis as { caches?: unknown };

describe("the reader's copies on the device", () => {
  let memory: MemoryCaches;
  beforeEach(() => {
    memory = new MemoryCaches();
    global.caches = memory;
  });
  afterEach(() => {
    delete global.caches;
  });

  it("keeps each account's copies apart: another account does not see them", async () => {
    await saveCopy(7, 12, await pdf('%PDF-seven'));
    expect(new TextDecoder().decode((await loadCopy(7, 12))!)).toBe('%PDF-seven');
    expect(await loadCopy(8, 12)).toBeNull();
    expect(await hasCopy(8, 12)).toBe(false);
    expect([...memory.named.keys()]).toEqual(['reader-7']);
  });

  it('deletes the copy of a refunded book and keeps the others', async () => {
    await saveCopy(7, 12, await pdf('a'));
    await saveCopy(7, 13, await pdf('b'));
    await keepOnlyCopiesOf(7, [13]);
    expect(await hasCopy(7, 12)).toBe(false);
    expect(await hasCopy(7, 13)).toBe(true);
  });

  it("deletes every account's copies and places at sign-out, and nothing else", async () => {
    await saveCopy(7, 12, await pdf('a'));
    await saveCopy(8, 12, await pdf('b'));
    await memory.open('shop-shell');
    keepPlace(7, 12, { page: 5, pages: 9, sent: false });
    await deleteEverything();
    expect(await memory.keys()).toEqual(['shop-shell']);
    expect(placeOf(7, 12)).toBeUndefined();
  });

  it('keeps the last page read and tells which places the server has not taken yet', () => {
    keepPlace(7, 12, { page: 5, pages: 9, sent: false });
    keepPlace(7, 13, { page: 2, pages: 4, sent: true });
    expect(placeOf(7, 12)).toEqual({ page: 5, pages: 9, sent: false });
    expect(placeOf(8, 12)).toBeUndefined();
    expect(unsentPlaces(7)).toEqual([[12, { page: 5, pages: 9, sent: false }]]);
  });
});
