import { and, count, eq, gte, inArray, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { bookDownloads, pdfOwnerships } from '#server/db/schema/library.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { Settings } from '#shared/contract/settings.ts';
import { libraryMessages } from './messages.ts';

/*
 * How often and how long a buyer may download a book they own (decision 058). The limit is the
 * shop's setting, or the server's DOWNLOAD_LIMIT when the setting is 0; it counts downloads only,
 * never the reader's copy, and only those since the purchase or staff's last reset. The period runs
 * from the purchase, or from that reset. The in-shop reader is never limited.
 */

export type DownloadRules = {
  /** Downloads allowed per book; 0: unlimited. */
  limit: number;
  /** Hours after the purchase or the reset that a download still works; 0: always. */
  hours: number;
};

const HOUR_MS = 60 * 60 * 1000;

/** The rules in force: the shop's settings, the server's limit where the setting is off. */
export const downloadRulesOf = (settings: Settings, configLimit: number): DownloadRules => ({
  limit: settings.download_limit > 0 ? settings.download_limit : configLimit,
  hours: settings.download_link_hours,
});

/** An owned book as the rules read it: bought when, and reset by staff when. */
export type Ownership = { bookId: number; createdAt: Date; downloadsResetAt: Date | null };

const countedFrom = (owned: Ownership) => owned.downloadsResetAt ?? owned.createdAt;

/** The downloads each owned book used since it was bought or reset, by book id. */
export async function downloadsUsed(db: Db, clientId: number, owned: Ownership[]) {
  const used = new Map<number, number>();
  if (owned.length === 0) return used;
  const rows = await db
    .select({ bookId: bookDownloads.bookId, createdAt: bookDownloads.createdAt })
    .from(bookDownloads)
    .where(
      and(
        eq(bookDownloads.clientId, clientId),
        eq(bookDownloads.kind, 'download'),
        inArray(
          bookDownloads.bookId,
          owned.map((o) => o.bookId),
        ),
      ),
    );
  const since = new Map(owned.map((o) => [o.bookId, countedFrom(o).getTime()]));
  for (const row of rows) {
    if (row.createdAt.getTime() >= (since.get(row.bookId) ?? 0)) {
      used.set(row.bookId, (used.get(row.bookId) ?? 0) + 1);
    }
  }
  return used;
}

/** Downloads left of each owned book, by book id; null for every book when there is no limit. */
export async function downloadsLeft(db: Db, clientId: number, owned: Ownership[], rules: DownloadRules) {
  const left = new Map<number, number | null>();
  if (rules.limit <= 0) return left;
  const used = await downloadsUsed(db, clientId, owned);
  for (const o of owned) left.set(o.bookId, Math.max(0, rules.limit - (used.get(o.bookId) ?? 0)));
  return left;
}

/** Refuses a download past the period (403 download_expired) or beyond the limit (403 download_limit). */
export async function assertMayDownload(db: Db, clientId: number, owned: Ownership, rules: DownloadRules) {
  if (rules.hours > 0 && Date.now() - countedFrom(owned).getTime() > rules.hours * HOUR_MS) {
    throw new AppError(403, 'download_expired', libraryMessages.downloadExpired);
  }
  if (rules.limit <= 0) return;
  const [{ used }] = await db
    .select({ used: count() })
    .from(bookDownloads)
    .where(
      and(
        eq(bookDownloads.clientId, clientId),
        eq(bookDownloads.bookId, owned.bookId),
        eq(bookDownloads.kind, 'download'),
        gte(bookDownloads.createdAt, countedFrom(owned)),
      ),
    );
  if (used >= rules.limit) throw new AppError(403, 'download_limit', libraryMessages.downloadLimit);
}

/**
 * Staff give a buyer their downloads of a book back: only later downloads count, and the period
 * starts again. Answers the reset time before and after, or null when the client does not own it.
 */
export async function resetDownloads(tx: Db, clientId: number, bookId: number) {
  const where = and(eq(pdfOwnerships.clientId, clientId), eq(pdfOwnerships.bookId, bookId));
  const [before] = await tx
    .select({ resetAt: pdfOwnerships.downloadsResetAt })
    .from(pdfOwnerships)
    .where(where)
    .for('update');
  if (!before) return null;
  const [after] = await tx
    .update(pdfOwnerships)
    .set({ downloadsResetAt: sql`now()` })
    .where(where)
    .returning({ resetAt: pdfOwnerships.downloadsResetAt });
  return { before: before.resetAt, after: after.resetAt as Date };
}
