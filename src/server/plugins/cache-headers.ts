import type { FastifyReply, FastifyRequest } from 'fastify';

type Done = (error: Error | null, payload: unknown) => void;

/*
 * How long browsers and CDNs may keep an answer: every module's routes use these onSend hooks. They
 * are callback hooks, not async ones: no promise to make and wait for on every answer.
 */

/**
 * onSend hook for catalogue reads: successful answers may be kept by a CDN or browser but are asked
 * again each time (`no-cache`), since a staff change must show on the reader's next request.
 * They differ by language, so caches must key on Accept-Language; errors are never cached.
 */
export function catalogueCache(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) {
  if (reply.statusCode < 400) {
    reply.header('cache-control', 'public, no-cache');
    // Appended: CORS has already said the answer varies by Origin (the native shell's).
    const vary = reply.getHeader('vary');
    reply.header('vary', vary ? `${vary}, Accept-Language` : 'Accept-Language');
  } else {
    reply.header('cache-control', 'no-store');
  }
  done(null, payload);
}

/** onSend hook for writes: no cache keeps them. */
export function noStore(_request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) {
  reply.header('cache-control', 'no-store');
  done(null, payload);
}
