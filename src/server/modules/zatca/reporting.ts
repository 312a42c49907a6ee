import { and, asc, desc, eq, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { type ZatcaStatus, zatcaDocuments } from '#server/db/schema/zatca.ts';
import { type Csid, clearDocument, reportDocument, type Verdict, type ZatcaApi } from './api.ts';

/*
 * Reporting and clearance (decision 104). A signed simplified document (subtype 02…) is reported to
 * ZATCA by the job `zatca.report-documents` (every minute, one run at a time across processes), well
 * within the 24 hours ZATCA allows; a standard one (subtype 01…, a buyer with a VAT number) is cleared
 * instead, and ZATCA's cleared XML replaces the shop's. Each document is sent under its row's lock
 * and moves from pending to reported, cleared or rejected by an UPDATE that only a pending row takes:
 * two runs never send it twice, and one sent is never sent again. A failure (an outage, a time-out)
 * leaves it pending, with its attempts, the error and when to try again: a minute after the first
 * failure, then twice as long each time, at most half an hour apart.
 */

const FIRST_RETRY_MS = 60_000;
const LONGEST_RETRY_MS = 30 * 60_000;

/** How long to wait after the `attempts`-th failure. */
export const retryDelayMs = (attempts: number) =>
  Math.min(FIRST_RETRY_MS * 2 ** Math.max(0, attempts - 1), LONGEST_RETRY_MS);

const due = (now: Date) =>
  and(
    eq(zatcaDocuments.status, 'signed'),
    eq(zatcaDocuments.zatcaStatus, 'pending'),
    or(isNull(zatcaDocuments.nextAttemptAt), lte(zatcaDocuments.nextAttemptAt, now)),
  );

export type ReportRun = { reported: number; cleared: number; rejected: number; failed: number };

/** Whether a signed XML is a standard (B2B) document, to be cleared rather than reported. */
export const isStandard = (xml: string) => /<cbc:InvoiceTypeCode name="01/.test(xml);

/**
 * Sends one due document, under its row's lock; answers what became of it, or undefined when none is
 * due (or `onlyId` is not).
 */
async function sendOne(db: Db, api: ZatcaApi, csid: Csid, now: Date, onlyId?: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(zatcaDocuments)
      .where(onlyId === undefined ? due(now) : and(due(now), eq(zatcaDocuments.id, onlyId)))
      .orderBy(asc(zatcaDocuments.id))
      .limit(1)
      .for('update', { skipLocked: true });
    if (!row?.xml || !row.invoiceHash) return undefined;
    const standard = isStandard(row.xml);
    const doc = { invoiceHash: row.invoiceHash, uuid: row.uuid, xml: row.xml };
    const verdict: Verdict = standard
      ? await clearDocument(api, csid, doc)
      : await reportDocument(api, csid, doc);
    const attempts = row.attempts + 1;
    const pending = and(eq(zatcaDocuments.id, row.id), eq(zatcaDocuments.zatcaStatus, 'pending'));
    if (verdict.outcome === 'failed') {
      await tx
        .update(zatcaDocuments)
        .set({
          attempts,
          lastError: verdict.error,
          nextAttemptAt: new Date(now.getTime() + retryDelayMs(attempts)),
        })
        .where(pending);
      return 'failed' as const;
    }
    const status: ZatcaStatus =
      verdict.outcome === 'rejected' ? 'rejected' : standard ? 'cleared' : 'reported';
    const accepted = verdict.outcome === 'accepted';
    await tx
      .update(zatcaDocuments)
      .set({
        zatcaStatus: status,
        attempts,
        messages: verdict.messages,
        lastError: accepted ? null : (verdict.messages[0]?.message ?? 'Rejected'),
        nextAttemptAt: null,
        reportedAt: accepted ? now : null,
        ...(accepted && verdict.clearedXml ? { xml: verdict.clearedXml } : {}),
      })
      .where(pending);
    return status;
  });
}

/**
 * Sends the documents due at `now`, oldest first, up to `batch`; stops at the first failure (ZATCA
 * is not answering: the others wait for the next run).
 */
export async function reportDue(
  db: Db,
  api: ZatcaApi,
  csid: Csid,
  now = new Date(),
  batch = 50,
): Promise<ReportRun> {
  const run: ReportRun = { reported: 0, cleared: 0, rejected: 0, failed: 0 };
  for (let i = 0; i < batch; i++) {
    const outcome = await sendOne(db, api, csid, now);
    if (!outcome) break;
    run[outcome] += 1;
    if (outcome === 'failed') break;
  }
  return run;
}

/**
 * Sends a rejected or failed document again (staff, after fixing what ZATCA said): it becomes pending and
 * due now. Answers false when it is not rejected nor failed (reported, cleared, or waiting its first run).
 */
export async function resubmit(db: Db, number: string): Promise<boolean> {
  const rows = await db
    .update(zatcaDocuments)
    .set({ zatcaStatus: 'pending', nextAttemptAt: null })
    .where(
      and(
        eq(zatcaDocuments.number, number),
        eq(zatcaDocuments.status, 'signed'),
        or(
          eq(zatcaDocuments.zatcaStatus, 'rejected'),
          and(eq(zatcaDocuments.zatcaStatus, 'pending'), gt(zatcaDocuments.attempts, 0)),
        ),
      ),
    )
    .returning({ id: zatcaDocuments.id });
  return rows.length > 0;
}

/** The signed documents with what ZATCA made of them, newest first (optionally of one status). */
export async function reportingStatuses(db: Pick<Db, 'select'>, status?: ZatcaStatus, limit = 100) {
  return db
    .select({
      number: zatcaDocuments.number,
      kind: zatcaDocuments.kind,
      uuid: zatcaDocuments.uuid,
      counter: zatcaDocuments.counter,
      status: zatcaDocuments.zatcaStatus,
      attempts: zatcaDocuments.attempts,
      lastError: zatcaDocuments.lastError,
      messages: zatcaDocuments.messages,
      nextAttemptAt: zatcaDocuments.nextAttemptAt,
      reportedAt: zatcaDocuments.reportedAt,
      signedAt: zatcaDocuments.signedAt,
    })
    .from(zatcaDocuments)
    .where(
      and(eq(zatcaDocuments.status, 'signed'), status ? eq(zatcaDocuments.zatcaStatus, status) : sql`true`),
    )
    .orderBy(desc(zatcaDocuments.counter))
    .limit(limit);
}
