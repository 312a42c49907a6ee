import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { localize, messagesOf } from '#server/i18n/index.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { Localized } from '#shared/lang.ts';
import type { Storage } from './storage.ts';

/*
 * Receiving one uploaded file: a multipart/form-data request with one file in the field `file` and
 * nothing else, streamed to a temporary file beside its final storage while its bytes are counted; the
 * upload stops with a 413 as soon as it passes its limit. Nothing of it is kept in memory, and neither
 * its name nor its declared type is ever used: what it is gets decided by its content afterwards.
 * Past the limit nothing more is stored; the rest of the body is read and dropped, so the sender gets
 * the answer (the console checks the size before sending, so an editor never waits for that).
 * The routes that call `receiveUpload` need @fastify/multipart registered in their scope.
 */

/** The one form field an upload comes in. */
export const UPLOAD_FIELD = 'file';
const MB = 1024 * 1024;
/** A few more parts than the one allowed, so that extras are seen and refused, not parsed forever. */
const MAX_PARTS = 5;

export type ReceivedUpload = {
  /** Where the bytes are: a temporary path of the storage; `putFile` moves it, `discard` removes it. */
  path: string;
  bytes: number;
  discard(): Promise<void>;
};

const megabytes = (bytes: number) => `${Math.round((bytes / MB) * 10) / 10}`;

export const uploadMessages = {
  ...messagesOf('uploads', 'tooLarge'),
  tooLarge: (limit: number): Localized => localize('uploads', 'tooLarge', { megabytes: megabytes(limit) }),
};

class TooLarge extends Error {}

/** Counts the bytes going through and fails the stream as soon as they pass `limit`. */
function counter(limit: number) {
  let bytes = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      bytes += chunk.length;
      if (bytes > limit) done(new TooLarge());
      else done(null, chunk);
    },
  });
  return { stream, bytes: () => bytes };
}

/** The multipart plugin's own errors, as answers in the uploader's language. */
function refusal(error: unknown, maxBytes: number): AppError {
  if (error instanceof AppError) return error;
  const code = (error as { code?: string }).code;
  if (error instanceof TooLarge || code === 'FST_REQ_FILE_TOO_LARGE') {
    return new AppError(413, 'file_too_large', uploadMessages.tooLarge(maxBytes));
  }
  if (code === 'FST_PARTS_LIMIT' || code === 'FST_FILES_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError(422, 'one_file_only', uploadMessages.onlyOneFile);
  }
  return new AppError(400, 'unreadable_upload', uploadMessages.unreadable);
}

/**
 * Streams the request's one file (field `file`) to a new temporary path of `storage`, refusing with a
 * localised 4xx AppError: no multipart body (415), no file or anything besides it (422), more than
 * `maxBytes` (413, as soon as the limit is passed), an empty file (422) or a broken body (400). On a
 * refusal nothing is left on disk.
 */
export async function receiveUpload(
  request: FastifyRequest,
  options: { storage: Storage; maxBytes: number },
): Promise<ReceivedUpload> {
  const { storage, maxBytes } = options;
  if (!request.isMultipart()) throw new AppError(415, 'multipart_required', uploadMessages.notMultipart);
  const path = await storage.tempPath();
  const discard = () => rm(path, { force: true });
  let received: number | null = null;
  let extra = false;
  try {
    // One byte more than allowed reaches the counter, which then stops the upload.
    const parts = request.parts({ limits: { fileSize: maxBytes + 1, parts: MAX_PARTS } });
    for await (const part of parts) {
      if (part.type === 'file' && part.fieldname === UPLOAD_FIELD && received === null) {
        received = await save(part, path, maxBytes);
      } else {
        extra = true;
        if (part.type === 'file') part.file.resume();
      }
    }
  } catch (error) {
    drain(request);
    await discard();
    throw refusal(error, maxBytes);
  }
  const refused = (status: number, code: string, message: Localized) => {
    return discard().then(() => Promise.reject(new AppError(status, code, message)));
  };
  if (extra) return refused(422, 'one_file_only', uploadMessages.onlyOneFile);
  if (received === null) return refused(422, 'no_file', uploadMessages.noFile);
  if (received === 0) return refused(422, 'empty_file', uploadMessages.empty);
  return { path, bytes: received, discard };
}

/**
 * After a refusal in the middle of the body: the rest of it is read and thrown away, so that the
 * caller, still sending, receives the answer and the connection stays usable. Nothing more is stored.
 */
function drain(request: FastifyRequest) {
  request.raw.unpipe();
  request.raw.resume();
}

async function save(part: MultipartFile, path: string, maxBytes: number): Promise<number> {
  const count = counter(maxBytes);
  const out = createWriteStream(path, { flags: 'wx' });
  try {
    await pipeline(part.file, count.stream, out);
  } catch (error) {
    // A refusal can come while the file is still being opened: wait until it is closed, or the
    // discard would run first and the opening would then leave an empty file behind.
    if (!out.closed) await once(out, 'close');
    throw error;
  }
  // The plugin cuts a file at its size limit and says so, whatever the counter saw.
  if (part.file.truncated) throw new TooLarge();
  return count.bytes();
}
