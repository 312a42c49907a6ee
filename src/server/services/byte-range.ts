import type { FastifyReply } from 'fastify';
import type { Storage } from './storage.ts';

/*
 * One byte range of a file (RFC 9110 §14): `Range: bytes=a-b`, `a-` or `-n`. A header this does not
 * read (another unit, several ranges, a malformed one) is ignored and the whole file is answered, as
 * the RFC allows; a range that starts past the end is unsatisfiable (416).
 */

export type ByteRange = { start: number; end: number } | 'whole' | 'unsatisfiable';

const single = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/;

/** The range of a file of `size` bytes that `header` asks for, `end` included. */
export function byteRangeOf(header: string | undefined, size: number): ByteRange {
  const match = header ? single.exec(header) : null;
  if (!match) return 'whole';
  const [, first, last] = match;
  if (first === '' && last === '') return 'whole';
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return 'whole';
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}

/**
 * Sends `bytes` whole (200) or the part `range` asks for (206 with Content-Range), or 416 naming the
 * size; every answer says that ranges are taken.
 */
export function sendRange(reply: FastifyReply, bytes: Buffer, range: string | undefined) {
  return sendPart(reply, bytes.length, range, {
    whole: () => bytes,
    part: async (start, end) => bytes.subarray(start, end + 1),
  });
}

/**
 * The same for a file in storage, read no further than the range asks: a page of a large book is
 * a few kilobytes read, not the whole file.
 */
export function sendStoredRange(
  reply: FastifyReply,
  files: Storage,
  file: { key: string; size: number },
  range: string | undefined,
) {
  return sendPart(reply, file.size, range, {
    whole: () => files.stream(file.key),
    part: (start, end) => files.readRange(file.key, start, end),
  });
}

async function sendPart(
  reply: FastifyReply,
  size: number,
  range: string | undefined,
  read: {
    whole: () => Buffer | NodeJS.ReadableStream;
    part: (start: number, end: number) => Promise<Buffer>;
  },
) {
  const asked = byteRangeOf(range, size);
  reply.header('accept-ranges', 'bytes');
  if (asked === 'unsatisfiable') {
    reply.removeHeader('content-type');
    reply.removeHeader('content-disposition');
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  if (asked === 'whole') return reply.header('content-length', size).send(read.whole());
  const part = await read.part(asked.start, asked.end);
  return reply
    .code(206)
    .header('content-range', `bytes ${asked.start}-${asked.start + part.length - 1}/${size}`)
    .header('content-length', part.length)
    .send(part);
}
