import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { PassThrough, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Config, S3Settings } from '#server/config.ts';
import { causeOf } from '#server/startup-checks.ts';
import { assertValidKey, incomingFolderOf, type Storage } from './storage.ts';

/** Parts of a multipart upload: S3 takes 5 MB at least; a book's PDF of 100 MB goes in 13 parts. */
const PART_BYTES = 8 * 1024 * 1024;

const contentTypes: Record<string, string> = {
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.svg': 'image/svg+xml',
  '.pdf': 'application/pdf',
  '.csv': 'text/csv; charset=utf-8',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
};

/** The type a key's bytes are served with, by its extension, as the local /media serves them. */
export const contentTypeOf = (key: string) =>
  contentTypes[path.extname(key).toLowerCase()] ?? 'application/octet-stream';

/** S3's "nothing there" as the ENOENT the Storage interface promises. */
function missing(error: unknown, key: string): unknown {
  const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
  if (
    name === 'NoSuchKey' ||
    name === 'NotFound' ||
    (name !== 'NoSuchBucket' && $metadata?.httpStatusCode === 404)
  ) {
    return Object.assign(new Error(`ENOENT: no such object: ${key}`), { code: 'ENOENT', cause: error });
  }
  return error;
}

const clients = new Map<string, S3Client>();

/** One client (and its pool of connections) per bucket setting, shared by every storage using it. */
export function s3ClientOf(settings: S3Settings): S3Client {
  const id = JSON.stringify(settings);
  let client = clients.get(id);
  if (!client) {
    client = new S3Client({
      region: settings.region,
      endpoint: settings.endpoint,
      forcePathStyle: settings.forcePathStyle,
      credentials: settings.credentials,
      // A bucket that does not answer fails a request rather than holding it.
      requestHandler: { connectionTimeout: 5000, requestTimeout: 60_000 },
    });
    clients.set(id, client);
  }
  return client;
}

export type ObjectFacts = { size: number; etag?: string; lastModified?: Date };

/**
 * A storage in a bucket, under a prefix ('media/' or 'files/'). Uploads are still received and checked
 * in a local folder (`tempPath`); `putFile` then sends the checked file to the bucket. A key changes
 * in one step: S3 makes an object visible only once its PUT (or multipart upload) completed, so a
 * reader gets the old object or the new one, never half.
 */
export class S3Storage implements Storage {
  readonly #client: S3Client;
  readonly #bucket: string;
  readonly #prefix: string;
  readonly #incoming: string;
  readonly #cacheControl?: string;

  /**
   * `localRoot` is the folder that would hold the files on disk: uploads wait beside it. Objects get
   * `cacheControl` when given (public media, which a CDN may serve straight from the bucket).
   */
  constructor(settings: S3Settings, prefix: string, localRoot: string, cacheControl?: string) {
    this.#client = s3ClientOf(settings);
    this.#bucket = settings.bucket;
    this.#prefix = prefix;
    this.#incoming = incomingFolderOf(localRoot);
    this.#cacheControl = cacheControl;
  }

  #object(key: string) {
    assertValidKey(key);
    return { Bucket: this.#bucket, Key: `${this.#prefix}${key}` };
  }

  #headers(key: string) {
    return { ContentType: contentTypeOf(key), CacheControl: this.#cacheControl };
  }

  async put(key: string, bytes: Uint8Array): Promise<void> {
    await this.#client.send(
      new PutObjectCommand({ ...this.#object(key), ...this.#headers(key), Body: bytes }),
    );
  }

  /** The object's size and ETag, or undefined when the key holds nothing. */
  async facts(key: string): Promise<ObjectFacts | undefined> {
    try {
      const head = await this.#client.send(new HeadObjectCommand(this.#object(key)));
      return { size: head.ContentLength ?? 0, etag: head.ETag, lastModified: head.LastModified };
    } catch (error) {
      const mapped = missing(error, key) as { code?: string };
      if (mapped.code === 'ENOENT') return undefined;
      throw mapped;
    }
  }

  async exists(key: string): Promise<boolean> {
    return (await this.facts(key)) !== undefined;
  }

  async read(key: string): Promise<Buffer> {
    try {
      const answer = await this.#client.send(new GetObjectCommand(this.#object(key)));
      return Buffer.from(
        await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      );
    } catch (error) {
      throw missing(error, key);
    }
  }

  /** The object's bytes with its facts, for answering a request; rejects with ENOENT when missing. */
  async open(key: string): Promise<ObjectFacts & { body: Readable }> {
    try {
      const answer = await this.#client.send(new GetObjectCommand(this.#object(key)));
      return {
        body: answer.Body as Readable,
        size: answer.ContentLength ?? 0,
        etag: answer.ETag,
        lastModified: answer.LastModified,
      };
    } catch (error) {
      throw missing(error, key);
    }
  }

  async size(key: string): Promise<number | undefined> {
    return (await this.facts(key))?.size;
  }

  async readRange(key: string, start: number, end: number): Promise<Buffer> {
    try {
      const answer = await this.#client.send(
        new GetObjectCommand({ ...this.#object(key), Range: `bytes=${start}-${end}` }),
      );
      return Buffer.from(
        await (answer.Body as { transformToByteArray(): Promise<Uint8Array> }).transformToByteArray(),
      );
    } catch (error) {
      throw missing(error, key);
    }
  }

  stream(key: string): Readable {
    assertValidKey(key);
    const out = new PassThrough();
    this.open(key).then(
      ({ body }) => {
        body.on('error', (error) => out.destroy(error));
        body.pipe(out);
      },
      (error: Error) => out.destroy(error),
    );
    return out;
  }

  async remove(key: string): Promise<void> {
    // Deleting a missing object succeeds, as removing a missing file does.
    await this.#client.send(new DeleteObjectCommand(this.#object(key)));
  }

  /** Every key the storage holds, page by page of the bucket's listing (keys in UTF-8 order). */
  async *keys(): AsyncGenerator<string> {
    let token: string | undefined;
    do {
      const page = await this.#client.send(
        new ListObjectsV2Command({ Bucket: this.#bucket, Prefix: this.#prefix, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) yield object.Key.slice(this.#prefix.length);
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  /** Writes the object at `key` into the file `localPath`; rejects with ENOENT when missing. */
  async download(key: string, localPath: string): Promise<void> {
    const { body } = await this.open(key);
    await pipeline(body, createWriteStream(localPath, { mode: 0o600 }));
  }

  async tempPath(): Promise<string> {
    await mkdir(this.#incoming, { recursive: true });
    return path.join(this.#incoming, `${randomBytes(16).toString('hex')}.part`);
  }

  /** Sends the file at `localPath` to `key` (in parts when large), leaving the file where it is. */
  async upload(key: string, localPath: string): Promise<void> {
    const upload = new Upload({
      client: this.#client,
      params: { ...this.#object(key), ...this.#headers(key), Body: createReadStream(localPath) },
      partSize: PART_BYTES,
      queueSize: 4,
    });
    // A failed multipart upload is aborted: its parts are dropped and the key keeps its old object.
    await upload.done();
  }

  async putFile(key: string, tempPath: string): Promise<void> {
    await this.upload(key, tempPath);
    await rm(tempPath, { force: true });
  }
}

const BUCKET_WAIT_MS = 5000;

/** Why the bucket cannot be used, in one line, or undefined when it answers. */
export async function bucketProblem(settings: S3Settings): Promise<string | undefined> {
  const where = settings.endpoint ? ` at ${new URL(settings.endpoint).host}` : '';
  try {
    // Readiness probes wait a few seconds at most: a bucket slower than this is not ready.
    await s3ClientOf(settings).send(new HeadBucketCommand({ Bucket: settings.bucket }), {
      abortSignal: AbortSignal.timeout(BUCKET_WAIT_MS),
    });
    return undefined;
  } catch (error) {
    const { name, $metadata } = error as { name?: string; $metadata?: { httpStatusCode?: number } };
    const status = $metadata?.httpStatusCode;
    const why =
      status === 404 || name === 'NoSuchBucket'
        ? 'it does not exist'
        : status === 403
          ? 'access denied: check S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY'
          : causeOf(error);
    return `The storage bucket "${settings.bucket}"${where} cannot be used (${why}): check STORAGE and the S3_* settings.`;
  }
}

/**
 * At the start of a process using the storages: with `STORAGE=s3`, a bucket that cannot be used stops
 * it with one line (status 1) before anything is written, never falling back to the local folder.
 */
export async function bucketOrExit(config: Pick<Config, 's3'>): Promise<void> {
  if (!config.s3) return;
  const problem = await bucketProblem(config.s3);
  if (!problem) return;
  console.error(problem);
  process.exit(1);
}
