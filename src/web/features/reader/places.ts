import { useEffect, useRef } from 'react';
import { keepPlace, placeOf, unsentPlaces } from './offline-store.ts';
import { getReading, putReading } from './remote.ts';

/*
 * The last page read of an owned book, shared across devices through the server and kept on the
 * device too: a page turned offline waits, unsent, and leaves once the device is back online.
 */

/** Sends every place the server has not taken yet; those that fail stay unsent. */
export async function sendUnsentPlaces(clientId: number): Promise<void> {
  for (const [bookId, place] of unsentPlaces(clientId)) {
    try {
      await putReading(bookId, { page: place.page, pages: place.pages });
      const now = placeOf(clientId, bookId);
      if (now && now.page === place.page) keepPlace(clientId, bookId, { ...now, sent: true });
    } catch {
      return;
    }
  }
}

/** Where to open the book: a newer place of this device first, else the server's, else page 1. */
export async function startingPage(clientId: number, bookId: number, online: boolean): Promise<number> {
  const local = placeOf(clientId, bookId);
  if (local && !local.sent) return local.page;
  if (online) {
    try {
      const reading = await getReading(bookId);
      if (reading.page) return reading.page;
    } catch {
      // No place from the server: this device's, if any.
    }
  }
  return local?.page ?? 1;
}

const DELAY_MS = 1000;

/** Keeps the page as the reader turns: on the device at once, on the server a second later. */
export function useKeepPlace(clientId: number | null, bookId: number, page: number, pages: number) {
  const latest = useRef({ page, pages });
  latest.current = { page, pages };

  useEffect(() => {
    if (clientId === null || pages < 1) return;
    keepPlace(clientId, bookId, { page, pages, sent: false });
    const timer = setTimeout(() => void sendUnsentPlaces(clientId), DELAY_MS);
    return () => clearTimeout(timer);
  }, [clientId, bookId, page, pages]);

  useEffect(() => {
    if (clientId === null) return;
    const leave = () => {
      const place = placeOf(clientId, bookId);
      if (place && !place.sent) void putReading(bookId, latest.current, true).catch(() => undefined);
    };
    const online = () => void sendUnsentPlaces(clientId);
    window.addEventListener('pagehide', leave);
    window.addEventListener('online', online);
    return () => {
      window.removeEventListener('pagehide', leave);
      window.removeEventListener('online', online);
    };
  }, [clientId, bookId]);
}
