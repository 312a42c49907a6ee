import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import type { Config, S3Settings } from '#server/config.ts';
import { setUpForFile } from './harness.ts';

export type BucketServer = {
  /** How the shop reaches the bucket `bookshop-test` on this server. */
  settings: S3Settings;
  /** Where the server keeps its objects. */
  directory: string;
  close(): Promise<void>;
};

/**
 * A real S3-speaking server on a free local port, its objects in a temporary folder, with one empty
 * bucket: the shop talks to it with the same client and requests as to a bucket in the cloud.
 */
export async function startBucketServer(bucket = 'bookshop-test'): Promise<BucketServer> {
  const directory = mkdtempSync(path.join(tmpdir(), 'bookshop-s3-'));
  const server = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  return {
    settings: {
      bucket,
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
    },
    directory,
    async close() {
      // The shop's client keeps its connections open for the next request: they are cut here.
      server.httpServer?.closeAllConnections();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}

/**
 * A bucket server for this file's tests, and the config overrides that put the shop's storages in
 * it; the overrides are filled before the file's later `beforeAll` hooks run (so before its test app
 * is built): pass them to `setUpTestApp`.
 */
export function setUpBucketServer(): { server: BucketServer; overrides: Partial<Config> } {
  const overrides: Partial<Config> = {};
  const server = setUpForFile(async () => {
    const started = await startBucketServer();
    overrides.s3 = started.settings;
    return started;
  });
  return { server, overrides };
}
