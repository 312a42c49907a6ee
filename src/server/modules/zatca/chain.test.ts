import { asc, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zatcaDocuments } from '#server/db/schema/zatca.ts';
import { setUpSaudiShop } from '#server/modules/invoicing/testing.ts';
import { apiCaller, onRealPostgres, startSecondProcess } from '#server/test/harness.ts';
import { FIRST_PREVIOUS_HASH } from './documents.ts';
import { testSigningKeys } from './testing.ts';

/*
 * One unbroken chain per shop, whichever process signs (decision 098): 200 cash-on-delivery orders
 * handed to the carrier through three API processes on one PostgreSQL database, 30 at a time (10 on
 * each process, within its pool), the three processes signing pending documents at the same time
 * while each batch is handed over. The counters run 1 to 200 with no gap and no repeat, and
 * each document's previous hash is the hash of the document before it. Only on real PostgreSQL: PGlite
 * has one connection, so nothing runs at the same time there.
 */

const ORDERS = 200;
const HANDED_AT_ONCE = 30;
const keys = testSigningKeys();
const { ctx, admin, placedSaudiOrder } = setUpSaudiShop({ zatca: keys, openUnpaidOrdersMax: 0 });
type Process = Awaited<ReturnType<typeof startSecondProcess>>;
const others: Process[] = [];

beforeAll(async () => {
  if (!onRealPostgres) return;
  others.push(await startSecondProcess(ctx), await startSecondProcess(ctx));
});
afterAll(async () => {
  await Promise.all(others.map((other) => other.close()));
});

/** Runs `work` on `items`, `width` at a time. */
async function inBatches<T, R>(items: T[], width: number, work: (item: T, i: number) => Promise<R>) {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += width) {
    results.push(...(await Promise.all(items.slice(at, at + width).map((item, i) => work(item, at + i)))));
  }
  return results;
}

describe.runIf(onRealPostgres)('the chain of ZATCA documents across processes', () => {
  it(`gives ${ORDERS} orders handed over together through three processes counters 1 to ${ORDERS}, each naming the previous hash`, async () => {
    const apps = [ctx.app, ...others.map((other) => other.app)];
    const calls = apps.map((app) => apiCaller({ app }, { lang: 'en' }));
    const orders = await inBatches(Array.from({ length: ORDERS }), 25, () => placedSaudiOrder());

    /** The three processes sign what is pending at the same time (one round each). */
    const signEverywhere = () =>
      Promise.all(apps.map((app) => app.jobs.defined.get('zatca.sign-documents')!.run()));
    const handOver = async ({ order }: (typeof orders)[number], i: number) => {
      const call = calls[i % calls.length]!;
      const processing = await call('POST', `/staff/orders/${order.id}/status`, {
        token: admin.token,
        body: { status: 'processing' },
      });
      expect(processing.statusCode, processing.body).toBe(200);
      const shipped = await call('POST', `/staff/orders/${order.id}/status`, {
        token: admin.token,
        body: { status: 'shipped', carrier: 'Aramex', tracking_number: `AX${order.id}` },
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
    };
    // Each batch is handed over while the three processes sign what the batches before it left.
    for (let at = 0; at < orders.length; at += HANDED_AT_ONCE) {
      const batch = orders.slice(at, at + HANDED_AT_ONCE);
      await Promise.all([...batch.map((placed, j) => handOver(placed, at + j)), signEverywhere()]);
    }
    await signEverywhere();
    // What a process found the chain busy for is signed by the next run, as the minute's job does.
    await apps[0]!.jobs.defined.get('zatca.sign-documents')!.run();

    const chain = await ctx.app.db
      .select()
      .from(zatcaDocuments)
      .where(isNotNull(zatcaDocuments.counter))
      .orderBy(asc(zatcaDocuments.counter));
    expect(chain.map((row) => row.counter)).toEqual(Array.from({ length: ORDERS }, (_, i) => i + 1));
    expect(chain.every((row) => row.status === 'signed')).toBe(true);
    expect(new Set(chain.map((row) => row.invoiceId)).size).toBe(ORDERS);
    chain.forEach((row, i) => {
      expect(row.previousHash).toBe(i === 0 ? FIRST_PREVIOUS_HASH : chain[i - 1]!.invoiceHash);
      expect(row.xml).toContain(`<cbc:ID>ICV</cbc:ID><cbc:UUID>${row.counter}</cbc:UUID>`);
      expect(row.xml).toContain(
        `<cbc:EmbeddedDocumentBinaryObject mimeCode="text/plain">${row.previousHash}<`,
      );
    });
  });
});
