import type { FastifyReply, FastifyRequest } from 'fastify';

/*
 * Bytes answered whole or in part: `Accept-Ranges: bytes`, and a single `Range: bytes=a-b` (or `a-`,
 * or `-n` for the last n bytes) answered 206 with its Content-Range. A range that starts past the end
 * is 416 with `Content-Range: bytes *\/size`; a header that is not one byte range is ignored (200).
 */

type Span = { start: number; end: number };

/** The one byte range the header asks for, 'unsatisfiable', or null for the whole file. */
export function rangeOf(header: string | undefined, size: number): Span | 'unsatisfiable' | null {
  const match = header?.trim().match(/^bytes=(\d*)-(\d*)$/);
  if (!match || (match[1] === '' && match[2] === '')) return null;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(match[1]);
  const end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return null;
  return { start, end };
}

/** Sends `bytes` whole (200) or the one range the request asks for (206), or 416. */
export function sendRanges(reply: FastifyReply, request: FastifyRequest, bytes: Uint8Array): FastifyReply {
  const body = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  reply.header('accept-ranges', 'bytes');
  const span = rangeOf(request.headers.range, body.length);
  if (span === 'unsatisfiable') {
    return reply.status(416).header('content-range', `bytes */${body.length}`).send();
  }
  if (!span) return reply.send(body);
  return reply
    .status(206)
    .header('content-range', `bytes ${span.start}-${span.end}/${body.length}`)
    .send(body.subarray(span.start, span.end + 1));
}
