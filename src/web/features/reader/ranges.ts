import type { PDFDataRangeTransport } from 'pdfjs-dist';
import { ApiError } from '#web/api/client.ts';
import { loadPdf } from './load-pdf.ts';
import { fetchPdf } from './remote.ts';

/*
 * A book on the server, read by pdf.js in ranges the shop asks for itself. Its first and last 64 KiB
 * (the file's header, and the cross-reference table pdf.js reads before any page) are asked for at
 * once, side by side; each later range as pdf.js needs it for the pages shown. The first answer also
 * carries the server's refusal (not the owner, no file) with its message, before pdf.js starts: they
 * are asked for while pdf.js itself loads.
 */

export const CHUNK = 65536;
const RETRY_MS = 3000;

type Piece = { start: number; bytes: Uint8Array; total: number };

const contentRange = /^bytes (\d+)-(\d+)\/(\d+)$/;

async function fetchRange(url: string, withToken: boolean, range: string): Promise<Piece> {
  const response = await fetchPdf(url, withToken, range);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const match =
    response.status === 206 ? contentRange.exec(response.headers.get('content-range') ?? '') : null;
  // A whole file (a server or proxy that sends no ranges) is a piece from 0 to its end.
  if (!match) return { start: 0, bytes, total: bytes.length };
  return { start: Number(match[1]), bytes, total: Number(match[3]) };
}

/**
 * Answers pdf.js's ranges: from the tail already here, else from the server, again once back online.
 * The class is made on pdf.js's own transport once pdf.js has loaded.
 */
function bookRangesOn(Transport: typeof PDFDataRangeTransport) {
  return class BookRanges extends Transport {
    private aborted = false;

    constructor(
      private readonly url: string,
      private readonly withToken: boolean,
      head: Piece,
      private readonly tail: Piece,
    ) {
      super(head.total, head.bytes);
    }

    override requestDataRange(begin: number, end: number): void {
      const { start, bytes } = this.tail;
      if (begin >= start && end <= start + bytes.length) {
        // pdf.js takes the answer once its request is filed: never within this call.
        queueMicrotask(() => this.answer(begin, bytes.slice(begin - start, end - start)));
        return;
      }
      void this.fetchFrom(begin, end);
    }

    private async fetchFrom(begin: number, end: number): Promise<void> {
      while (!this.aborted) {
        try {
          const piece = await fetchRange(this.url, this.withToken, `bytes=${begin}-${end - 1}`);
          this.answer(begin, piece.bytes.slice(begin - piece.start, end - piece.start));
          return;
        } catch {
          // No network (a tunnel, a lift): the page waits and is asked for again once back online.
          await new Promise<void>((resolve) => {
            const again = () => {
              clearTimeout(timer);
              window.removeEventListener('online', again);
              resolve();
            };
            const timer = setTimeout(again, RETRY_MS);
            window.addEventListener('online', again);
          });
        }
      }
    }

    private answer(begin: number, bytes: Uint8Array) {
      if (!this.aborted) this.onDataRange(begin, bytes);
    }

    override abort(): void {
      this.aborted = true;
    }
  };
}

/**
 * Opens a book on the server: pdf.js's range transport, or the whole file's bytes when it came
 * whole (a short file, or a server that sends no ranges). Throws the server's refusal as an ApiError.
 */
export async function openRanges(
  url: string,
  withToken: boolean,
): Promise<{ range: PDFDataRangeTransport } | { data: ArrayBuffer }> {
  const head = fetchRange(url, withToken, `bytes=0-${CHUNK - 1}`);
  const tail = fetchRange(url, withToken, `bytes=-${CHUNK}`);
  // Both are awaited together: a refusal of one leaves no rejection of the other unheard.
  const [first, last] = await Promise.allSettled([head, tail]);
  if (first.status === 'rejected') throw first.reason;
  const whole = first.value;
  if (whole.bytes.length >= whole.total) return { data: whole.bytes.slice().buffer };
  if (last.status === 'rejected' && last.reason instanceof ApiError) throw last.reason;
  // Without its tail (the network fell between the two), pdf.js asks for that range itself.
  const end =
    last.status === 'fulfilled'
      ? last.value
      : { start: whole.total, bytes: new Uint8Array(), total: whole.total };
  const BookRanges = bookRangesOn((await loadPdf()).PDFDataRangeTransport);
  return { range: new BookRanges(url, withToken, whole, end) };
}
