import { mkdtempSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { assertValidKey, incomingFolderOf, LocalStorage, readOrNull } from './storage.ts';

const root = mkdtempSync(path.join(tmpdir(), 'bookshop-storage-'));
const storage = new LocalStorage(root);
afterAll(async () => {
  await rm(root, { recursive: true, force: true });
  await rm(incomingFolderOf(root), { recursive: true, force: true });
});

describe('local storage', () => {
  it('stores, reads, streams and removes a file by key', async () => {
    expect(await storage.exists('covers/a.png')).toBe(false);
    await storage.put('covers/a.png', Buffer.from('hello'));
    expect(await storage.exists('covers/a.png')).toBe(true);
    expect((await storage.read('covers/a.png')).toString()).toBe('hello');
    expect(await text(storage.stream('covers/a.png'))).toBe('hello');
    await storage.remove('covers/a.png');
    expect(await storage.exists('covers/a.png')).toBe(false);
  });

  it('rejects reading a missing key with ENOENT', async () => {
    await expect(storage.read('nothing/here.pdf')).rejects.toMatchObject({ code: 'ENOENT' });
  });

  it('tells a file’s size and reads a range of it without the rest', async () => {
    await storage.put('copies/reader/1/2-a.pdf', Buffer.from('0123456789'));
    expect(await storage.size('copies/reader/1/2-a.pdf')).toBe(10);
    expect(await storage.size('copies/reader/1/none.pdf')).toBeUndefined();
    expect((await storage.readRange('copies/reader/1/2-a.pdf', 2, 5)).toString()).toBe('2345');
    expect((await storage.readRange('copies/reader/1/2-a.pdf', 8, 20)).toString()).toBe('89');
    await expect(storage.readRange('copies/reader/1/none.pdf', 0, 3)).rejects.toMatchObject({
      code: 'ENOENT',
    });
  });

  it('reads a file or nothing: null for a missing file or a key that is no valid one', async () => {
    await storage.put('books/kept.pdf', Buffer.from('%PDF'));
    expect((await readOrNull(storage, 'books/kept.pdf'))?.toString()).toBe('%PDF');
    expect(await readOrNull(storage, 'books/none.pdf')).toBeNull();
    expect(await readOrNull(storage, '../secret')).toBeNull();
  });

  it('refuses keys that could leave the root', () => {
    for (const key of ['../secret', 'a/../../b', '/etc/passwd', 'a\\b', '', 'a//b', './a', 'a/./b']) {
      expect(() => assertValidKey(key), key).toThrow(/Invalid storage key/);
    }
    expect(() => assertValidKey('books/9789957700010.pdf')).not.toThrow();
  });

  it('moves a complete temporary file into place under a key, leaving nothing behind', async () => {
    await storage.put('books/b.pdf', Buffer.from('old'));
    const temp = await storage.tempPath();
    await writeFile(temp, 'new');
    await storage.putFile('books/b.pdf', temp);
    expect((await storage.read('books/b.pdf')).toString()).toBe('new');
    expect(await readdir(path.dirname(temp))).toEqual([]);
  });

  it('gives each upload its own temporary path beside the root, where no key and no server reaches', async () => {
    const [a, b] = [await storage.tempPath(), await storage.tempPath()];
    expect(a).not.toBe(b);
    expect(path.dirname(a)).toBe(incomingFolderOf(root));
    expect(path.dirname(path.dirname(a))).toBe(path.dirname(root));
    expect(a.startsWith(`${root}${path.sep}`)).toBe(false);
  });
});
