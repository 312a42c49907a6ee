import { randomBytes } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { access, copyFile, mkdir, open, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/**
 * Where files live, addressed by keys like 'covers/9789957700010.png'. Keys are what the database
 * stores and what public URLs are built from; where the bytes really are stays inside the
 * implementation, so a bucket can replace the local folder without touching callers.
 */
export interface Storage {
  put(key: string, bytes: Uint8Array): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Rejects with code 'ENOENT' when the key holds nothing. */
  read(key: string): Promise<Buffer>;
  /** Emits an 'error' with code 'ENOENT' when the key holds nothing. */
  stream(key: string): Readable;
  /** The file's size in bytes, or undefined when the key holds nothing. */
  size(key: string): Promise<number | undefined>;
  /**
   * The bytes from `start` to `end` (included) of the file, fewer past its end: a page of a large
   * book without reading the rest. Rejects with code 'ENOENT' when the key holds nothing.
   */
  readRange(key: string, start: number, end: number): Promise<Buffer>;
  remove(key: string): Promise<void>;
  /**
   * A new path, on the storage's own disk but outside it, where an upload may be written before it is
   * checked: no key reaches it and nothing serves it; `putFile` then moves it into place at once.
   */
  tempPath(): Promise<string>;
  /** Moves the complete file at `tempPath` to `key`: a reader sees the old file or the new one, never half. */
  putFile(key: string, tempPath: string): Promise<void>;
}

export type Storages = {
  /** Served to everyone under /media: covers, news images and PDFs, link images. */
  media: Storage;
  /** Never served directly: the books' full PDFs, handed out only to their owners. */
  files: Storage;
};

/**
 * The folder holding a storage's uploads still being received or checked: beside its root, never
 * inside it (nothing under the media root may be half a file, since /media serves all of it), and on
 * the same disk, so that putting a checked upload in place is a rename.
 */
export const incomingFolderOf = (root: string) => {
  const resolved = path.resolve(root);
  return path.join(path.dirname(resolved), `.incoming-${path.basename(resolved)}`);
};

const keyPattern = /^[A-Za-z0-9_][A-Za-z0-9._-]*(\/[A-Za-z0-9_][A-Za-z0-9._-]*)*$/;

/** Refuses keys that could leave the storage root ('..', absolute paths, backslashes, empty parts). */
export function assertValidKey(key: string): void {
  if (!keyPattern.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`Invalid storage key: ${JSON.stringify(key)}`);
  }
}

/**
 * The file at `key` (a book's full PDF, a cut sample, a kept copy), or null when it holds nothing or
 * the key is no valid one. Keys never leave the server.
 */
export async function readOrNull(files: Storage, key: string): Promise<Buffer | null> {
  try {
    assertValidKey(key);
  } catch {
    return null;
  }
  try {
    return await files.read(key);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

export class LocalStorage implements Storage {
  readonly #root: string;

  constructor(root: string) {
    this.#root = path.resolve(root);
  }

  #resolve(key: string): string {
    assertValidKey(key);
    return path.join(this.#root, ...key.split('/'));
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    const target = this.#resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    // Written aside then renamed, so that a reader never sees half a file.
    const partial = `${target}.${process.pid}.${Date.now()}.part`;
    await writeFile(partial, bytes);
    await rename(partial, target);
  }

  async exists(key: string): Promise<boolean> {
    try {
      await access(this.#resolve(key));
      return true;
    } catch {
      return false;
    }
  }

  read(key: string): Promise<Buffer> {
    return readFile(this.#resolve(key));
  }

  stream(key: string): Readable {
    return createReadStream(this.#resolve(key));
  }

  async size(key: string): Promise<number | undefined> {
    try {
      return (await stat(this.#resolve(key))).size;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
      throw error;
    }
  }

  async readRange(key: string, start: number, end: number): Promise<Buffer> {
    const handle = await open(this.#resolve(key), 'r');
    try {
      const buffer = Buffer.alloc(Math.max(0, end - start + 1));
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, start);
      return buffer.subarray(0, bytesRead);
    } finally {
      await handle.close();
    }
  }

  async remove(key: string): Promise<void> {
    await rm(this.#resolve(key), { force: true });
  }

  async tempPath(): Promise<string> {
    const folder = incomingFolderOf(this.#root);
    await mkdir(folder, { recursive: true });
    return path.join(folder, `${randomBytes(16).toString('hex')}.part`);
  }

  async putFile(key: string, tempPath: string): Promise<void> {
    const target = this.#resolve(key);
    await mkdir(path.dirname(target), { recursive: true });
    try {
      await rename(tempPath, target);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EXDEV') throw error;
      // Another disk: copied aside, then renamed, so the key still changes in one step.
      const partial = `${target}.${process.pid}.${Date.now()}.part`;
      await copyFile(tempPath, partial);
      await rename(partial, target);
      await rm(tempPath, { force: true });
    }
  }
}
