import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ownedActions } from '#web/state/owned.ts';
import { sessionActions } from '#web/state/session.ts';
import { startReaderCopies } from './cleanup.ts';
import { hasCopy, keepPlace, placeOf, saveCopy } from './offline-store.ts';
import { MemoryCaches } from './test-caches.ts';

const bytes = () => new TextEncoder().encode('%PDF').buffer as ArrayBuffer;
const global = globalThis as { caches?: unknown };

describe("the device's reader copies follow the account", () => {
  let stop = () => {};
  beforeEach(() => {
    global.caches = new MemoryCaches();
    sessionActions.signIn({ id: 7, token: 'token-7' });
    ownedActions.replace([12, 13]);
    stop = startReaderCopies();
  });
  afterEach(() => {
    stop();
    delete global.caches;
  });

  it('deletes every kept copy and place when the client signs out', async () => {
    await saveCopy(7, 12, bytes());
    keepPlace(7, 12, { page: 4, pages: 9, sent: true });
    sessionActions.signOut();
    await expect.poll(() => hasCopy(7, 12)).toBe(false);
    expect(placeOf(7, 12)).toBeUndefined();
  });

  it('deletes the copy of a book the owned list no longer has (a refund), and keeps the others', async () => {
    await saveCopy(7, 12, bytes());
    await saveCopy(7, 13, bytes());
    ownedActions.replace([13]);
    await expect.poll(() => hasCopy(7, 12)).toBe(false);
    expect(await hasCopy(7, 13)).toBe(true);
  });
});

describe('a change made before the copies are followed (the app loads their code after the first page)', () => {
  let stop = () => {};
  beforeEach(() => {
    global.caches = new MemoryCaches();
    sessionActions.signIn({ id: 7, token: 'token-7' });
    ownedActions.replace([12, 13]);
  });
  afterEach(() => {
    stop();
    delete global.caches;
  });

  it('deletes every kept copy when the client signed out meanwhile', async () => {
    await saveCopy(7, 12, bytes());
    const since = { client: 7, owned: [12, 13] };
    sessionActions.signOut();
    stop = startReaderCopies(since);
    await expect.poll(() => hasCopy(7, 12)).toBe(false);
  });

  it('deletes the copy of a book refunded meanwhile, and keeps the others', async () => {
    await saveCopy(7, 12, bytes());
    await saveCopy(7, 13, bytes());
    const since = { client: 7, owned: [12, 13] };
    ownedActions.replace([13]);
    stop = startReaderCopies(since);
    await expect.poll(() => hasCopy(7, 12)).toBe(false);
    expect(await hasCopy(7, 13)).toBe(true);
  });
});
