import type { FastifyReply, FastifyRequest } from 'fastify';
import { unauthenticated } from '#server/plugins/errors.ts';

/** Orders, owned PDFs and downloads are one person's business: no shared cache may keep them. */
export async function privateNoStore(_request: FastifyRequest, reply: FastifyReply) {
  reply.header('cache-control', 'private, no-store');
}

/** Limits count per client, so that many buyers behind one address are not throttled together. */
export const perClient = (request: FastifyRequest) =>
  request.client ? `client:${request.client.id}` : request.ip;

/** The logged-in client of a route guarded by `app.requireClient`. */
export function clientOf(request: FastifyRequest) {
  if (!request.client) throw unauthenticated();
  return request.client;
}

export const MINUTE_MS = 60_000;
