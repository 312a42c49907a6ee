import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { zatcaDocuments } from '#server/db/schema/zatca.ts';
import { setUpSaudiShop } from '#server/modules/invoicing/testing.ts';
import { productionCsid } from './credentials.ts';
import { type ReportRun, reportDue } from './reporting.ts';
import { startZatcaStandIn } from './standin/server.ts';
import { onboardThroughConsole, testSigningKeys } from './testing.ts';

/*
 * Reporting to ZATCA (decision 104), against the stand-in of its API: the shop onboarded from the
 * console signs with its production CSID's certificate and reports each simplified document once; a
 * two-hour outage leaves them pending with their attempts and error, and once ZATCA answers again
 * every one is reported exactly once; a rejection keeps ZATCA's messages until staff resubmit it.
 */

const standIn = await startZatcaStandIn();
const { sellerAddress } = testSigningKeys();
const zatca = { sellerAddress, apiUrl: standIn.url, keySecret: 'a-test-secret-of-at-least-32-characters!' };
const { ctx, staff, admin, saudiPaidOrder, refundInFull } = setUpSaudiShop({ zatca });

const signJob = () => ctx.app.jobs.defined.get('zatca.sign-documents')!.run();
const reportJob = () => ctx.app.jobs.defined.get('zatca.report-documents')!.run();
const api = { url: standIn.url, timeoutMs: 5_000 };
const MINUTE = 60_000;

const documents = () => ctx.app.db.select().from(zatcaDocuments).orderBy(asc(zatcaDocuments.id));
const csid = async () => (await productionCsid(ctx.app.db, zatca))!;
const runAt = async (at: Date): Promise<ReportRun> => reportDue(ctx.app.db, api, await csid(), at);

beforeAll(async () => {
  await onboardThroughConsole(staff, admin.token, standIn.otp);
});
afterAll(() => standIn.close());

describe('reporting to ZATCA', () => {
  it('reports what is signed with the onboarded certificate, once, on the job', async () => {
    await saudiPaidOrder();
    expect(await signJob()).toEqual({ signed: 1 });
    expect(await reportJob()).toEqual({ reported: 1, cleared: 0, rejected: 0, failed: 0 });
    expect(await reportJob()).toBeNull();
    const [row] = await documents();
    expect(row).toMatchObject({ zatcaStatus: 'reported', attempts: 1, lastError: null, nextAttemptAt: null });
    expect(standIn.receipts.get(row!.uuid)).toBe(1);
  });

  it('reports every document exactly once after a two-hour outage of the reporting API', async () => {
    await ctx.app.db.update(zatcaDocuments).set({ zatcaStatus: 'reported' });
    const before = new Set((await documents()).map((row) => row.uuid));
    for (let i = 0; i < 3; i++) await saudiPaidOrder();
    const { order } = await saudiPaidOrder();
    await refundInFull(order.id);
    expect(await signJob()).toEqual({ signed: 5 });
    const fresh = (await documents()).filter((row) => !before.has(row.uuid));
    expect(fresh.map((row) => row.kind)).toEqual(['invoice', 'invoice', 'invoice', 'invoice', 'credit_note']);

    const start = Date.now();
    standIn.state.mode = 'down';
    let failedRuns = 0;
    // The job's minute runs for two hours, ZATCA answering 503 to each.
    for (let minute = 0; minute < 120; minute++) {
      const run = await runAt(new Date(start + minute * MINUTE));
      expect(run.reported).toBe(0);
      failedRuns += run.failed;
    }
    const during = await documents();
    for (const row of during.filter((r) => !before.has(r.uuid))) {
      expect(row.zatcaStatus).toBe('pending');
      expect(row.lastError).toBe('HTTP 503: {"message":"Service Unavailable"}');
      expect(row.reportedAt).toBeNull();
    }
    // Each try waits twice as long as the one before, at most half an hour: the first document was
    // tried at 0, 1, 3, 7, 15, 31, 61 and 91 minutes.
    expect(during.find((row) => row.uuid === fresh[0]!.uuid)!.attempts).toBe(8);
    expect(failedRuns).toBe(standIn.state.turnedAway);
    expect(fresh.every((row) => !standIn.receipts.has(row.uuid))).toBe(true);

    standIn.state.mode = 'up';
    let reported = 0;
    for (let minute = 120; minute < 180 && reported < fresh.length; minute++) {
      // Two runs at once (another process's and this one's) never send a document twice.
      const runs = await Promise.all([
        runAt(new Date(start + minute * MINUTE)),
        runAt(new Date(start + minute * MINUTE)),
      ]);
      reported += runs.reduce((sum, run) => sum + run.reported, 0);
    }
    expect(reported).toBe(fresh.length);
    for (let minute = 180; minute < 240; minute += 10) {
      expect(await runAt(new Date(start + minute * MINUTE))).toEqual({
        reported: 0,
        cleared: 0,
        rejected: 0,
        failed: 0,
      });
    }
    expect(await reportJob()).toBeNull();
    const after = await documents();
    for (const row of after.filter((r) => !before.has(r.uuid))) {
      expect(row.zatcaStatus).toBe('reported');
      expect(row.lastError).toBeNull();
      expect(standIn.receipts.get(row.uuid)).toBe(1);
    }
    expect([...standIn.receipts.values()].every((count) => count === 1)).toBe(true);
  });

  it('counts a request ZATCA does not answer in time as a failure, to try again', async () => {
    await ctx.app.db.update(zatcaDocuments).set({ zatcaStatus: 'reported' });
    await saudiPaidOrder();
    await signJob();
    standIn.state.mode = 'silent';
    try {
      const run = await reportDue(ctx.app.db, { url: standIn.url, timeoutMs: 300 }, await csid());
      expect(run).toEqual({ reported: 0, cleared: 0, rejected: 0, failed: 1 });
    } finally {
      standIn.state.mode = 'up';
    }
    const [row] = await ctx.app.db
      .select()
      .from(zatcaDocuments)
      .where(eq(zatcaDocuments.zatcaStatus, 'pending'));
    expect(row).toMatchObject({ attempts: 1, lastError: 'no answer in time' });
    expect(standIn.receipts.has(row!.uuid)).toBe(false);
  });

  it('shows a rejection with ZATCA’s messages and lets staff resubmit it, once', async () => {
    await ctx.app.db.update(zatcaDocuments).set({ zatcaStatus: 'reported' });
    await saudiPaidOrder();
    await signJob();
    const refusal = {
      type: 'ERROR',
      code: 'BR-KSA-37',
      category: 'KSA',
      message: 'The seller address building number must contain 4 digits.',
      status: 'ERROR',
    };
    standIn.state.refusing = [refusal];
    expect(await reportJob()).toEqual({ reported: 0, cleared: 0, rejected: 1, failed: 0 });
    standIn.state.refusing = undefined;
    expect(await reportJob()).toBeNull();

    const listed = await staff('GET', '/staff/zatca/reporting?status=rejected', {
      token: admin.token,
      lang: 'en',
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const { data } = listed.json();
    expect(data.phase2).toBe(true);
    expect(data.onboarded).toBe(true);
    expect(data.documents).toHaveLength(1);
    const [rejected] = data.documents;
    expect(rejected).toMatchObject({
      status: 'rejected',
      attempts: 1,
      messages: [refusal],
      last_error: refusal.message,
    });

    const again = await staff('POST', `/staff/zatca/documents/${rejected.number}/resubmit`, {
      token: admin.token,
      lang: 'en',
    });
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().message).toBe(`${rejected.number} will be sent to ZATCA again`);
    expect(await reportJob()).toEqual({ reported: 1, cleared: 0, rejected: 0, failed: 0 });
    const twice = await staff('POST', `/staff/zatca/documents/${rejected.number}/resubmit`, {
      token: admin.token,
    });
    expect(twice.statusCode, twice.body).toBe(409);
    expect(twice.json()).toEqual({
      code: 'zatca_not_resubmittable',
      message: 'لا يُرسل من جديد إلا ما رفضته الهيئة أو ما تعذّر إرساله',
    });
    const [row] = await ctx.app.db
      .select()
      .from(zatcaDocuments)
      .where(eq(zatcaDocuments.number, rejected.number));
    expect(row).toMatchObject({ zatcaStatus: 'reported', attempts: 2 });
    expect(standIn.receipts.get(row!.uuid)).toBe(1);
  });
});
