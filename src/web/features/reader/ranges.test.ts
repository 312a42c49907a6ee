import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CHUNK, openRanges } from './ranges.ts';

/*
 * A server that answers byte ranges of one file as the shop's /books/:id/read does (206, or 200 with
 * the whole file when asked without a range); `down` makes it drop every connection, as a phone with
 * no network sees it.
 */
const file = Uint8Array.from({ length: 3 * CHUNK + 1000 }, (_, index) => index % 251);
const asked: string[] = [];
let down = false;
let server: Server;
let url = '';

beforeAll(async () => {
  server = createServer((request, response) => {
    if (down) return request.socket.destroy();
    const range = request.headers.range ?? '';
    asked.push(range);
    if (request.url === '/refused') {
      response.writeHead(403, { 'content-type': 'application/json' });
      return response.end(JSON.stringify({ message: 'You do not own this book.', code: 'not_owner' }));
    }
    const body = request.url === '/short' ? file.subarray(0, 500) : file;
    const match = /^bytes=(\d*)-(\d*)$/.exec(range);
    if (!match) {
      response.writeHead(200, { 'content-length': body.length });
      return response.end(body);
    }
    const start = match[1] ? Number(match[1]) : Math.max(0, body.length - Number(match[2]));
    const end = match[1] && match[2] ? Math.min(Number(match[2]), body.length - 1) : body.length - 1;
    response.writeHead(206, { 'content-range': `bytes ${start}-${end}/${body.length}` });
    response.end(body.subarray(start, end + 1));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

/** What the transport hands pdf.js, by where it begins. */
function answers(transport: { onDataRange: (begin: number, chunk: Uint8Array | null) => void }) {
  const got = new Map<number, Uint8Array>();
  transport.onDataRange = (begin, chunk) => {
    if (chunk) got.set(begin, chunk);
  };
  return got;
}

describe("the reader's ranges of a book", () => {
  it('asks for the first and the last 64 KiB at once, and hands pdf.js the first with the length', async () => {
    asked.length = 0;
    const opened = await openRanges(`${url}/book`, false);
    expect(asked.sort()).toEqual([`bytes=-${CHUNK}`, `bytes=0-${CHUNK - 1}`]);
    if (!('range' in opened)) throw new Error('expected ranges');
    expect(opened.range.length).toBe(file.length);
    expect(opened.range.initialData).toEqual(file.subarray(0, CHUNK));
  });

  it('answers a range within the last 64 KiB from what it has, and asks the server for the others', async () => {
    const opened = await openRanges(`${url}/book`, false);
    if (!('range' in opened)) throw new Error('expected ranges');
    const got = answers(opened.range);
    asked.length = 0;
    opened.range.requestDataRange(3 * CHUNK, file.length);
    opened.range.requestDataRange(CHUNK, 2 * CHUNK);
    await vi.waitFor(() => expect([...got.keys()].sort((a, b) => a - b)).toEqual([CHUNK, 3 * CHUNK]));
    expect(got.get(3 * CHUNK)).toEqual(file.subarray(3 * CHUNK));
    expect(got.get(CHUNK)).toEqual(file.subarray(CHUNK, 2 * CHUNK));
    expect(asked).toEqual([`bytes=${CHUNK}-${2 * CHUNK - 1}`]);
  });

  it('asks for a range again once the network is back, and gives nothing more after pdf.js closes the book', async () => {
    const opened = await openRanges(`${url}/book`, false);
    if (!('range' in opened)) throw new Error('expected ranges');
    const got = answers(opened.range);
    down = true;
    asked.length = 0;
    opened.range.requestDataRange(CHUNK, 2 * CHUNK);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(got.size).toBe(0);
    down = false;
    window.dispatchEvent(new Event('online'));
    await vi.waitFor(() => expect(got.get(CHUNK)).toEqual(file.subarray(CHUNK, 2 * CHUNK)));

    opened.range.abort();
    opened.range.requestDataRange(2 * CHUNK, 3 * CHUNK);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(got.has(2 * CHUNK)).toBe(false);
    expect(asked).toEqual([`bytes=${CHUNK}-${2 * CHUNK - 1}`]);
  });

  it('gives a short file whole, and throws the server’s refusal with its message', async () => {
    expect(await openRanges(`${url}/short`, false)).toEqual({ data: file.slice(0, 500).buffer });
    await expect(openRanges(`${url}/refused`, false)).rejects.toMatchObject({
      status: 403,
      code: 'not_owner',
      message: 'You do not own this book.',
    });
  });
});
