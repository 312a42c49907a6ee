import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/harness.ts';

/*
 * Slow clients (slowloris): connections that send their headers, or their body, a byte a second hold
 * a socket each for as long as the server lets them. Real sockets against the app listening on a port,
 * with short timeouts for the test; the defaults close 300 such connections within 30 s.
 */

const EACH = 150;

let ctx: TestContext;
let port: number;

beforeAll(async () => {
  ctx = await createTestApp({
    httpTimeouts: {
      headersTimeoutMs: 2000,
      bodyTimeoutMs: 3000,
      bodyMinBytesPerSecond: 1024,
      keepAliveTimeoutMs: 5000,
      idleTimeoutMs: 60_000,
    },
  });
  await ctx.app.listen({ host: '127.0.0.1', port: 0 });
  port = (ctx.app.server.address() as net.AddressInfo).port;
});
afterAll(async () => {
  await ctx.close();
});

type Slow = { socket: net.Socket; received: string; closed: boolean };

/** Opens a connection that sends `start`, then one byte of `drip` a second, until the server closes it. */
function openSlow(start: string, drip: string): Promise<Slow> {
  return new Promise((resolve, reject) => {
    const slow: Slow = { socket: net.connect(port, '127.0.0.1'), received: '', closed: false };
    slow.socket.setEncoding('utf8');
    slow.socket.on('data', (chunk: string) => {
      slow.received += chunk;
    });
    slow.socket.on('error', () => {});
    slow.socket.on('close', () => {
      slow.closed = true;
    });
    slow.socket.once('connect', () => {
      slow.socket.write(start);
      let sent = 0;
      const dripping = setInterval(() => {
        if (slow.closed) return clearInterval(dripping);
        slow.socket.write(drip[sent % drip.length]);
        sent += 1;
      }, 1000);
      resolve(slow);
    });
    slow.socket.once('error', reject);
  });
}

/** Sends `body` in chunks, one every 300 ms, and resolves to the status line of the answer. */
async function sendAtPace(body: string, chunk: number): Promise<string> {
  const socket = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.setEncoding('latin1');
  socket.on('data', (data: string) => {
    received += data;
  });
  const ended = new Promise((resolve) => socket.once('close', resolve));
  socket.write(
    'POST /api/devices HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nAccept-Language: en\r\n' +
      `Connection: close\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
  );
  for (let at = 0; at < body.length; at += chunk) {
    socket.write(body.slice(at, at + chunk));
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await ended;
  return received.split('\r\n')[0];
}

describe('slow clients', () => {
  it(`closes ${EACH} slow-header and ${EACH} slow-body connections, while other requests are answered`, async () => {
    const slowHeaders = await Promise.all(
      Array.from({ length: EACH }, (_, i) =>
        openSlow(
          `GET /api/health HTTP/1.1\r\nHost: shop\r\nAccept-Language: en\r\nX-Slow-${i}: `,
          'abcdefgh',
        ),
      ),
    );
    const slowBodies = await Promise.all(
      Array.from({ length: EACH }, () =>
        openSlow(
          'POST /api/devices HTTP/1.1\r\nHost: shop\r\nContent-Type: application/json\r\nAccept-Language: en\r\n' +
            'Content-Length: 1000\r\n\r\n{"token":"',
          'abcdefgh',
        ),
      ),
    );
    const all = [...slowHeaders, ...slowBodies];
    try {
      // Meanwhile the shop answers, and a body that keeps a steady pace is read to its end even when
      // it takes longer than the body timeout.
      const health = await fetch(`http://127.0.0.1:${port}/api/health`, {
        signal: AbortSignal.timeout(15_000),
      });
      expect(health.status).toBe(200);
      expect(all.some((slow) => !slow.closed)).toBe(true);
      const steady = await sendAtPace(JSON.stringify({ token: 'x'.repeat(12_000), type: 'web' }), 1000);
      expect(steady).not.toContain('408');
      expect(steady).toMatch(/^HTTP\/1\.1 \d{3} /);

      await expect.poll(() => all.filter((slow) => !slow.closed).length).toBe(0);
      // Headers cut short have no language yet: the answer is in Arabic, the shop's own.
      for (const slow of slowHeaders) {
        expect(slow.received).toMatch(/^HTTP\/1\.1 408 Request Timeout\r\n/);
        expect(slow.received).toContain(
          JSON.stringify({ message: 'استغرق وصول الطلب وقتاً أطول من المسموح', code: 'request_timeout' }),
        );
      }
      // The route lets 30 a minute through from one address: the others were refused at once (429),
      // and closed all the same as their body kept trickling in.
      for (const slow of slowBodies) {
        expect(slow.received).toMatch(/^HTTP\/1\.1 (408 Request Timeout|429 Too Many Requests)\r\n/);
      }
      const timedOut = slowBodies.filter((slow) => slow.received.startsWith('HTTP/1.1 408'));
      expect(timedOut.length).toBeGreaterThan(0);
      for (const slow of timedOut) {
        expect(slow.received).toContain(
          JSON.stringify({ message: 'The request took too long to arrive', code: 'request_timeout' }),
        );
      }
    } finally {
      for (const slow of all) slow.socket.destroy();
    }
  });
});
