import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

/*
 * Every request has an id that follows it: the caller's `X-Request-Id` when it is well-formed (a
 * proxy's or a client's, so that their logs and ours meet), else a new UUID, unique across processes.
 * It is answered in `x-request-id`, written in every log line of the request (Fastify's `reqId`, and
 * lines logged through `app.log` while the request is worked) and kept with what the request leaves
 * for later, such as the mails it wrote to the outbox.
 */

const REQUEST_ID_PATTERN = /^[A-Za-z0-9._:-]{1,128}$/;

const context = new AsyncLocalStorage<{ requestId: string }>();

/** Fastify's `genReqId`. */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID_PATTERN.test(given) ? given : randomUUID();
}

/** The id of the request being worked, where the code runs on its behalf; undefined elsewhere. */
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/**
 * pino's `mixin`: the request's id on a line logged through a logger that does not carry it already
 * (`app.log` inside a request; `request.log` has it as its own `reqId`).
 */
export function requestIdMixin(
  _merge: object,
  _level: number,
  logger: { bindings(): Record<string, unknown> },
): Record<string, string> {
  const requestId = currentRequestId();
  return requestId && !('reqId' in logger.bindings()) ? { reqId: requestId } : {};
}

/** Answers the id, and works the rest of the request inside its context. Registered first. */
export const requestIdPlugin: FastifyPluginAsync = fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    context.run({ requestId: request.id }, done);
  });
});
