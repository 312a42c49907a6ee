import type { FastifyRequest } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { type RecordActivity, staffWrite } from '#server/modules/staff/index.ts';
import { notFound } from '#server/plugins/errors.ts';
import type { ChangeTopic } from '#server/services/change-feed.ts';
import { removeKeys } from '#server/services/images.ts';
import type { Storage } from '#server/services/storage.ts';
import { type ReceivedUpload, receiveUpload } from '#server/services/uploads.ts';
import type { Localized } from '#shared/lang.ts';

/* How every back-office upload replaces a record's file: the old one stays until the new one is in use. */

export type Replacement<S> = {
  storage: Storage;
  maxBytes: number;
  topic: ChangeTopic;
  missing: Localized;
  exists(): Promise<boolean>;
  /** Checks the upload and stores what is kept of it under new keys. */
  store(upload: ReceivedUpload): Promise<{ stored: S; keys: string[] }>;
  /** Points the record at the new files and logs it; answers the keys it replaced, null when it is gone. */
  point(tx: Db, record: RecordActivity, stored: S): Promise<(string | null)[] | null>;
};

/**
 * One upload from start to end: the record must exist before anything is received; the file is then
 * streamed aside, checked and stored under new keys; one logged write points the record at them; only
 * then are the files it replaced removed. Any refusal on the way removes what this upload wrote, so the
 * old file stays in place and in use.
 */
export async function replaceFiles<S>(request: FastifyRequest, options: Replacement<S>): Promise<S> {
  const { storage } = options;
  if (!(await options.exists())) throw notFound(options.missing);
  const upload = await receiveUpload(request, { storage, maxBytes: options.maxBytes });
  let written: string[] = [];
  try {
    const { stored, keys } = await options.store(upload);
    written = keys;
    const replaced = await staffWrite(request, options.topic, async (tx, record) => {
      const previous = await options.point(tx, record, stored);
      if (!previous) throw notFound(options.missing);
      return previous;
    });
    written = [];
    const stale = replaced.filter((key): key is string => key !== null && !keys.includes(key));
    await removeKeys(storage, stale).catch((error: unknown) => {
      // The record already points at the new files: an old one left on disk harms no one.
      request.log.warn({ err: error }, 'a replaced file could not be removed');
    });
    return stored;
  } finally {
    await removeKeys(storage, written).catch(() => undefined);
    await upload.discard();
  }
}
