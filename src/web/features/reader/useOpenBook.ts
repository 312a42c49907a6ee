import { useEffect, useState } from 'react';
import { ApiError } from '#web/api/client.ts';
import { sessionStore } from '#web/state/session.ts';
import { BookText } from './book-text.ts';
import { prefetchCopyFont } from './fonts.ts';
import { loadPdf } from './load-pdf.ts';
import { deleteCopy, hasCopy, loadCopy, saveCopy } from './offline-store.ts';
import type { BookSource, PDFDocumentProxy } from './pdf.ts';
import { startingPage } from './places.ts';
import { openRanges } from './ranges.ts';
import { copyUrl, fetchCopy, sampleUrl } from './remote.ts';
import { type Dir, directionOfText } from './turning.ts';

export type Opened =
  | { status: 'loading' }
  | { status: 'refused'; code: 'not_owner' | 'not_kept' | 'failed'; message: string }
  | {
      status: 'ready';
      doc: PDFDocumentProxy;
      /** Read from the first pages' text when the book was opened offline; online the book's language says. */
      dir?: Dir;
      firstPage: number;
      offline: boolean;
      /** Keeps the whole copy on the device for reading offline: called once the first page is on screen. */
      keep: () => void;
    };

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** The direction of the book's first pages' text. */
async function directionOf(doc: PDFDocumentProxy): Promise<Dir> {
  const text = new BookText(doc);
  let sample = '';
  for (let number = 1; number <= Math.min(3, doc.numPages); number++) {
    sample += (await text.text(number).catch(() => ({ text: '' }))).text;
  }
  return directionOfText(sample);
}

/** Where the book comes from: the server (ranges), or this device's kept copy when offline. */
async function sourceOf(bookId: number, sample: boolean): Promise<{ source: BookSource; offline: boolean }> {
  if (sample) return { source: await openRanges(sampleUrl(bookId), false), offline: false };
  const clientId = sessionStore.get().id;
  const kept = async () => {
    const data = await loadCopy(clientId, bookId);
    if (!data) throw new ApiError(0, '', 'not_kept');
    return { source: { data }, offline: true };
  };
  if (isOffline()) return kept();
  prefetchCopyFont();
  try {
    return { source: await openRanges(copyUrl(bookId), true), offline: false };
  } catch (error) {
    if (error instanceof ApiError) {
      if (error.status === 403) await deleteCopy(clientId, bookId).catch(() => undefined);
      throw error;
    }
    return kept();
  }
}

/** Keeps the whole reader copy on the device once, in the background, for reading offline. */
async function keepCopy(clientId: number, bookId: number) {
  if (await hasCopy(clientId, bookId)) return;
  const copy = await fetchCopy(bookId);
  if (sessionStore.get().id === clientId) await saveCopy(clientId, bookId, copy);
}

/** Opens a book (its owner's reader copy, or its sample) with pdf.js. */
export function useOpenBook(
  bookId: number,
  sample: boolean,
  notOwner: string,
  notKept: string,
  failed: string,
) {
  const [opened, setOpened] = useState<Opened>({ status: 'loading' });
  useEffect(() => {
    let live = true;
    let destroy = () => {};
    setOpened({ status: 'loading' });
    void (async () => {
      try {
        const clientId = sessionStore.get().id;
        // Asked at once, beside the book: the page to open on does not wait for the book's first bytes.
        const place = sample ? Promise.resolve(1) : startingPage(clientId, bookId, !isOffline());
        const { source, offline } = await sourceOf(bookId, sample);
        if (!live) return;
        const { openPdf, closePdf } = await loadPdf();
        if (!live) return;
        const task = await openPdf(source);
        destroy = () => closePdf(task);
        if (!live) return destroy();
        const doc = await task.promise;
        const [dir, firstPage] = await Promise.all([offline ? directionOf(doc) : undefined, place]);
        if (!live) return;
        let kept = sample || offline;
        const keep = () => {
          if (kept) return;
          kept = true;
          void keepCopy(clientId, bookId).catch(() => undefined);
        };
        setOpened({ status: 'ready', doc, dir, firstPage, offline, keep });
      } catch (error) {
        if (!live) return;
        const code = error instanceof ApiError ? error.code : undefined;
        const status = error instanceof ApiError ? error.status : 0;
        if (status === 403 || code === 'not_owner')
          setOpened({
            status: 'refused',
            code: 'not_owner',
            message: (error instanceof ApiError && error.message) || notOwner,
          });
        else if (code === 'not_kept') setOpened({ status: 'refused', code: 'not_kept', message: notKept });
        else
          setOpened({
            status: 'refused',
            code: 'failed',
            message: (error instanceof ApiError && error.message) || failed,
          });
      }
    })();
    return () => {
      live = false;
      destroy();
    };
  }, [bookId, sample, notOwner, notKept, failed]);
  return opened;
}
