import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '#server/db/client.ts';
import {
  changeBookInSql,
  countBooksInSql,
  insertBook,
  touchWritersInSql,
} from '#server/modules/catalog/testing.ts';
import { createTestDatabase, secondConnection } from '#server/test/harness.ts';
import { type ChangeFeed, openChangeFeed } from './change-feed.ts';

/** The other process hears within milliseconds; a second is far more than it takes, and far less than a cache keeps. */
const soon = { timeout: 60_000, interval: 5 };

describe('the change feed between API processes', () => {
  let first: Database;
  let second: Database;
  let here: ChangeFeed;
  let there: ChangeFeed;

  beforeAll(async () => {
    first = await createTestDatabase();
    second = await secondConnection(first);
    here = await openChangeFeed(first);
    there = await openChangeFeed(second);
  });
  afterAll(async () => {
    await here?.close();
    await there?.close();
    if (second && second !== first) await second.close();
    await first?.close();
  });

  it('tells this process at once, and the other within moments', async () => {
    const heard: string[] = [];
    const stopHere = here.subscribe('catalog', () => heard.push('here'));
    const stopThere = there.subscribe('catalog', () => heard.push('there'));
    const announced = here.announce('catalog');
    expect(heard).toEqual(['here']);
    await announced;
    await vi.waitFor(() => expect(heard).toEqual(['here', 'there']), soon);
    stopHere();
    stopThere();
  });

  it('tells only the subscribers of the topic that changed', async () => {
    const heard: string[] = [];
    const stopCatalog = there.subscribe('catalog', () => heard.push('catalog'));
    const stopContent = there.subscribe('content', () => heard.push('content'));
    await here.announce('content');
    await vi.waitFor(() => expect(heard).toEqual(['content']), soon);
    // And nothing more arrives for the other topic.
    await here.announce('content');
    await vi.waitFor(() => expect(heard).toEqual(['content', 'content']), soon);
    stopCatalog();
    stopContent();
  });

  it('stops telling a subscriber once it unsubscribed', async () => {
    let calls = 0;
    const stop = there.subscribe('catalog', () => {
      calls += 1;
    });
    await here.announce('catalog');
    await vi.waitFor(() => expect(calls).toBe(1), soon);
    stop();
    const control: string[] = [];
    const stopControl = there.subscribe('catalog', () => control.push('heard'));
    await here.announce('catalog');
    await vi.waitFor(() => expect(control).toEqual(['heard']), soon);
    expect(calls).toBe(1);
    stopControl();
  });

  it('hears the database itself say the catalogue changed, whatever wrote it, once per transaction', async () => {
    const heard: string[] = [];
    const stopCatalog = there.subscribe('catalog', () => heard.push('catalog'));
    const stopContent = there.subscribe('content', () => heard.push('content'));
    const book = await insertBook(first.db, { stock: 4 });
    await vi.waitFor(() => expect(heard).toEqual(['catalog']), soon);
    await first.db.transaction(async (tx) => {
      await changeBookInSql(tx, book.id, { stockBy: -1 });
      await changeBookInSql(tx, book.id, { stockBy: -1 });
      await touchWritersInSql(tx);
    });
    await vi.waitFor(() => expect(heard).toEqual(['catalog', 'catalog']), soon);
    // A statement that writes no catalogue table says nothing: the next word heard is the announced one.
    await countBooksInSql(first.db);
    await here.announce('content');
    await vi.waitFor(() => expect(heard).toEqual(['catalog', 'catalog', 'content']), soon);
    stopCatalog();
    stopContent();
  });
});
