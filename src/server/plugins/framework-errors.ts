import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import { messagesOf } from '#server/i18n/index.ts';
import { type Localized, pickLanguage } from '#shared/lang.ts';

/*
 * Errors met before a route runs (a URL that does not decode, a path parameter too long, headers too
 * large for the server) answer in the shop's `{message, code}` envelope and the request's language,
 * like every other error.
 */

export const frameworkMessages = messagesOf('framework');

const byCode: Record<string, { status: number; code: string; localized: Localized }> = {
  FST_ERR_BAD_URL: { status: 400, code: 'bad_url', localized: frameworkMessages.badUrl },
  FST_ERR_ASYNC_CONSTRAINT: { status: 400, code: 'bad_request', localized: frameworkMessages.badRequest },
  FST_ERR_MAX_PARAM_LENGTH: { status: 414, code: 'uri_too_long', localized: frameworkMessages.uriTooLong },
};

/** Fastify's `frameworkErrors`: router errors, answered before the request's hooks run. */
export const frameworkErrors = ((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const known = byCode[error.code] ?? {
    status: 400,
    code: 'bad_request',
    localized: frameworkMessages.badRequest,
  };
  const lang = pickLanguage(request.headers['accept-language']);
  reply.status(known.status).send({ message: known.localized[lang], code: known.code });
}) as FastifyServerOptions['frameworkErrors'];

/** Fastify's `clientErrorHandler`: what Node refuses before any request exists (431, a broken request). */
export function clientErrorHandler(error: Error, socket: Socket) {
  const { code, rawPacket } = error as Error & { code?: string; rawPacket?: Buffer };
  if (!socket.writable) return;
  const tooLarge = code === 'HPE_HEADER_OVERFLOW';
  const status = tooLarge ? 431 : 400;
  const raw = rawPacket?.toString('latin1') ?? '';
  const lang = pickLanguage(/^accept-language:[ \t]*([^\r\n]*)/im.exec(raw)?.[1]);
  const body = JSON.stringify({
    message: (tooLarge ? frameworkMessages.headersTooLarge : frameworkMessages.badRequest)[lang],
    code: tooLarge ? 'headers_too_large' : 'bad_request',
  });
  socket.end(
    `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
      `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
