/*
 * What the reader keeps on this device, per account: each owned book's reader copy in Cache Storage
 * (cache `reader-<clientId>`, key `/read-copy/<bookId>`) and the last page read in localStorage
 * (`reader-places-<clientId>`), marked unsent while the server has not yet taken it. Another account
 * never opens the first one's cache; signing out deletes all of them.
 */

const CACHE_PREFIX = 'reader-';
const PLACES_PREFIX = 'reader-places-';

export const cacheName = (clientId: number) => `${CACHE_PREFIX}${clientId}`;
export const copyKey = (bookId: number) => `/read-copy/${bookId}`;

function cacheStorage(): CacheStorage | undefined {
  return typeof caches === 'undefined' ? undefined : caches;
}

/** Keeps the reader copy of a book for offline reading. */
export async function saveCopy(clientId: number, bookId: number, bytes: ArrayBuffer): Promise<void> {
  const storage = cacheStorage();
  if (!storage) return;
  const cache = await storage.open(cacheName(clientId));
  const headers = { 'content-type': 'application/pdf', 'content-length': String(bytes.byteLength) };
  await cache.put(copyKey(bookId), new Response(bytes, { headers }));
}

export async function hasCopy(clientId: number, bookId: number): Promise<boolean> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(cacheName(clientId)))) return false;
  return (await (await storage.open(cacheName(clientId))).match(copyKey(bookId))) !== undefined;
}

/** The kept copy's bytes, or null when this account has none of that book here. */
export async function loadCopy(clientId: number, bookId: number): Promise<ArrayBuffer | null> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(cacheName(clientId)))) return null;
  const found = await (await storage.open(cacheName(clientId))).match(copyKey(bookId));
  return found ? found.arrayBuffer() : null;
}

export async function deleteCopy(clientId: number, bookId: number): Promise<void> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(cacheName(clientId)))) return;
  await (await storage.open(cacheName(clientId))).delete(copyKey(bookId));
}

/** Deletes the copies of books the account no longer owns (a refund). */
export async function keepOnlyCopiesOf(clientId: number, owned: readonly number[]): Promise<void> {
  const storage = cacheStorage();
  if (!storage || !(await storage.has(cacheName(clientId)))) return;
  const cache = await storage.open(cacheName(clientId));
  for (const request of await cache.keys()) {
    const bookId = Number(new URL(request.url, 'http://copy').pathname.split('/').at(-1));
    if (!owned.includes(bookId)) await cache.delete(request);
  }
}

/** Signing out: every account's copies and places leave the device. */
export async function deleteEverything(): Promise<void> {
  try {
    for (const key of Object.keys(localStorage)) {
      if (key.startsWith(PLACES_PREFIX)) localStorage.removeItem(key);
    }
  } catch {
    // Storage disabled: nothing was kept there.
  }
  const storage = cacheStorage();
  if (!storage) return;
  for (const name of await storage.keys()) {
    if (name.startsWith(CACHE_PREFIX)) await storage.delete(name);
  }
}

export type Place = { page: number; pages: number; sent: boolean };
type Places = Record<string, Place>;

function readPlaces(clientId: number): Places {
  try {
    const raw = JSON.parse(localStorage.getItem(`${PLACES_PREFIX}${clientId}`) ?? '{}') as unknown;
    return typeof raw === 'object' && raw !== null ? (raw as Places) : {};
  } catch {
    return {};
  }
}

function writePlaces(clientId: number, places: Places) {
  try {
    localStorage.setItem(`${PLACES_PREFIX}${clientId}`, JSON.stringify(places));
  } catch {
    // Quota or disabled storage: the server still has the place when online.
  }
}

/** The last page read of a book on this device. */
export function placeOf(clientId: number, bookId: number): Place | undefined {
  const place = readPlaces(clientId)[bookId];
  return place && Number.isInteger(place.page) && place.page >= 1 ? place : undefined;
}

export function keepPlace(clientId: number, bookId: number, place: Place) {
  writePlaces(clientId, { ...readPlaces(clientId), [bookId]: place });
}

/** The places the server has not yet taken, by book. */
export function unsentPlaces(clientId: number): [number, Place][] {
  return Object.entries(readPlaces(clientId))
    .filter(([, place]) => !place.sent)
    .map(([bookId, place]) => [Number(bookId), place]);
}
