import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '#server/test/harness.ts';
import { countHit } from './rate-limit.ts';

/*
 * The limits count hits per fixed window in PostgreSQL. Every hour a job on the queue (decision 078)
 * clears the windows over a day old, which no limit reads any more, and keeps the current ones.
 */

let t: TestContext;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t?.close();
});

const windows = async () =>
  (
    (await t.app.db.execute(sql`SELECT key FROM rate_limits ORDER BY key`)) as unknown as {
      rows: { key: string }[];
    }
  ).rows.map((row) => row.key);

describe('the rate limits’ clean-up job', () => {
  it('removes the windows over a day old and keeps the current ones', async () => {
    await countHit(t.app.db, 'POST:/api/login:203.0.113.7', 60_000);
    await t.app.db.execute(sql`
      INSERT INTO rate_limits (key, window_start, hits)
      VALUES ('POST:/api/login:198.51.100.2', now() - interval '25 hours', 3)`);
    const sweep = t.app.jobs.defined.get('rate-limits.sweep');
    expect(sweep?.every).toBe('7 * * * *');

    expect(await sweep?.run()).toEqual({ windows: 1 });
    expect(await windows()).toEqual(['POST:/api/login:203.0.113.7']);
    expect(await sweep?.run()).toBeNull();
  });
});
