import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { FastifyServerOptions } from 'fastify';
import type { HttpTimeouts } from '#server/config.ts';
import { pickLanguage } from '#shared/lang.ts';
import { closeWith, frameworkMessages, rawAnswer } from './framework-errors.ts';

/*
 * Slow clients are closed (decision 038): headers must arrive within `headersTimeoutMs` (Node checks
 * it), a body within `bodyTimeoutMs` plus a second for every `bodyMinBytesPerSecond` it brings (this
 * file checks it: a 200 MB PDF upload at a steady pace is never cut, a byte a second is), and a
 * connection where nothing moves for `idleTimeoutMs` is closed. Every check runs each second.
 */

/** How often Node and the body check look for clients past their time. */
const CHECK_EVERY_MS = 1000;

/** Fastify's and Node's server options for `timeouts`. */
export function serverTimeoutOptions(timeouts: HttpTimeouts): Pick<
  FastifyServerOptions,
  'connectionTimeout' | 'keepAliveTimeout' | 'requestTimeout'
> & {
  http: { headersTimeout: number; requestTimeout: number; connectionsCheckingInterval: number };
} {
  return {
    connectionTimeout: timeouts.idleTimeoutMs,
    keepAliveTimeout: timeouts.keepAliveTimeoutMs,
    // The whole request has no single bound: the body's depends on its pace, checked below.
    requestTimeout: 0,
    http: {
      headersTimeout: timeouts.headersTimeoutMs,
      requestTimeout: 0,
      connectionsCheckingInterval: CHECK_EVERY_MS,
    },
  };
}

type Receiving = { res: ServerResponse; started: number; bytesAtStart: number };

/** Closes, with a 408, every connection whose request body comes slower than `timeouts` allow. */
export function closeSlowBodies(server: Server, timeouts: HttpTimeouts) {
  const receiving = new Map<IncomingMessage, Receiving>();
  server.on('request', (req: IncomingMessage, res: ServerResponse) => {
    // A request with neither length nor chunks has no body (RFC 9112 §6.3): nothing to wait for.
    if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) return;
    receiving.set(req, { res, started: Date.now(), bytesAtStart: req.socket.bytesRead });
  });
  const look = () => {
    const now = Date.now();
    for (const [req, { res, started, bytesAtStart }] of receiving) {
      const { socket } = req;
      if (req.complete || socket.destroyed) {
        receiving.delete(req);
        continue;
      }
      const received = socket.bytesRead - bytesAtStart;
      const deadline = started + timeouts.bodyTimeoutMs + (received / timeouts.bodyMinBytesPerSecond) * 1000;
      if (now < deadline) continue;
      receiving.delete(req);
      if (res.headersSent) {
        socket.destroy();
        continue;
      }
      const lang = pickLanguage(req.headers['accept-language']);
      closeWith(
        socket,
        rawAnswer('408 Request Timeout', frameworkMessages.requestTimeout[lang], 'request_timeout'),
      );
    }
  };
  // Only a server that listens has clients to look at (tests also call the app without one).
  let check: NodeJS.Timeout | undefined;
  server.on('listening', () => {
    check ??= setInterval(look, CHECK_EVERY_MS);
    check.unref();
  });
  server.on('close', () => {
    clearInterval(check);
    check = undefined;
  });
}
