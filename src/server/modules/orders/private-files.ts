import { assertValidKey, type Storage } from '#server/services/storage.ts';

/**
 * Reads a private file (a book's full PDF) by its storage key, or null when it is missing or the
 * key is not a valid one. Keys never leave the server.
 */
export async function readPrivateFile(files: Storage, key: string): Promise<Buffer | null> {
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
