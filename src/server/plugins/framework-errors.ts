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

/** What Node refuses before any request exists, and how the shop answers it. */
function clientErrorAnswer(code: string | undefined) {
  if (code === 'HPE_HEADER_OVERFLOW') {
    return {
      status: '431 Request Header Fields Too Large',
      code: 'headers_too_large',
      localized: frameworkMessages.headersTooLarge,
    };
  }
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      status: '408 Request Timeout',
      code: 'request_timeout',
      localized: frameworkMessages.requestTimeout,
    };
  }
  return { status: '400 Bad Request', code: 'bad_request', localized: frameworkMessages.badRequest };
}

/** The raw answer written on a socket before (or instead of) the request reaches Fastify. */
export function rawAnswer(status: string, message: string, code: string) {
  const body = JSON.stringify({ message, code });
  return (
    `HTTP/1.1 ${status}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
}

/** Writes `answer` if it still can, then closes the connection for good, whether the client reads or not. */
export function closeWith(socket: Socket, answer: string) {
  if (socket.destroyed) return;
  // An answer already under way on this connection must not be followed by another one.
  const answering = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage
    ?.headersSent;
  if (!socket.writable || answering) {
    socket.destroy();
    return;
  }
  socket.end(answer, () => socket.destroy());
}

/**
 * Fastify's `clientErrorHandler`: what Node refuses before any request exists (431, a broken request,
 * 408 for headers or a request that did not arrive in time); the connection is closed after it.
 */
export function clientErrorHandler(error: Error, socket: Socket) {
  const { code, rawPacket } = error as Error & { code?: string; rawPacket?: Buffer };
  const raw = rawPacket?.toString('latin1') ?? '';
  const lang = pickLanguage(/^accept-language:[ \t]*([^\r\n]*)/im.exec(raw)?.[1]);
  const answer = clientErrorAnswer(code);
  closeWith(socket, rawAnswer(answer.status, answer.localized[lang], answer.code));
}
