import { randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '#server/db/client.ts';
import { staffPendingUploads } from '#server/db/schema/backoffice.ts';
import { AppError } from '#server/plugins/errors.ts';
import type { ImageVariant } from '#server/services/images.ts';
import { removeKeys } from '#server/services/images.ts';
import { hashToken } from '#server/services/sessions.ts';
import type { Storages } from '#server/services/storage.ts';
import type { PendingUploadKind } from '#shared/contract/staff-files.ts';
import { filesMessages as m } from './files-messages.ts';

/*
 * Files uploaded on the new-book screen before the book exists (decision 051). Each is checked as any
 * upload is and stored at once under new keys that nothing points at; the member gets a token for it.
 * Creating the book claims the tokens in its own transaction; a token is the member's own, good for a
 * day and once. Uploads left unclaimed for a day are removed, their files with them.
 */

export const PENDING_UPLOAD_MS = 24 * 60 * 60 * 1000;

export type PendingCover = { image: string; imageVariants: ImageVariant[] };
export type PendingPdf = { key: string; pages: number; bytes: number };
type DetailsOf<K extends PendingUploadKind> = K extends 'cover' ? PendingCover : PendingPdf;

/** Which storage holds each kind: covers are public media, full PDFs private files. */
const storageOf = (storages: Storages, kind: string) => (kind === 'cover' ? storages.media : storages.files);

export async function savePendingUpload<K extends PendingUploadKind>(
  db: Db,
  input: { staffId: number; kind: K; keys: string[]; details: DetailsOf<K> },
) {
  const token = `${input.kind}.${randomBytes(24).toString('base64url')}`;
  const [row] = await db
    .insert(staffPendingUploads)
    .values({
      tokenHash: hashToken(token),
      staffId: input.staffId,
      kind: input.kind,
      keys: input.keys,
      details: input.details as Record<string, unknown>,
    })
    .returning({ createdAt: staffPendingUploads.createdAt });
  return { token, expiresAt: new Date(row.createdAt.getTime() + PENDING_UPLOAD_MS) };
}

/**
 * Uses up the member's pending upload of `kind` in the caller's transaction and answers what it
 * stored; 422 for a token that is not theirs, of another kind, a day old or used already.
 */
export async function claimPendingUpload<K extends PendingUploadKind>(
  tx: Db,
  staffId: number,
  kind: K,
  token: string,
): Promise<DetailsOf<K>> {
  const [row] = await tx
    .update(staffPendingUploads)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(staffPendingUploads.tokenHash, hashToken(token)),
        eq(staffPendingUploads.staffId, staffId),
        eq(staffPendingUploads.kind, kind),
        isNull(staffPendingUploads.usedAt),
        gt(staffPendingUploads.createdAt, new Date(Date.now() - PENDING_UPLOAD_MS)),
      ),
    )
    .returning({ details: staffPendingUploads.details });
  if (!row) {
    const field = kind === 'cover' ? 'cover_upload' : 'pdf_upload';
    throw new AppError(422, 'upload_unusable', m.uploadUnusable, { [field]: [m.uploadUnusable] });
  }
  return row.details as DetailsOf<K>;
}

/**
 * Removes the uploads left unclaimed for a day, and their files. Each row is taken by one process
 * alone (`FOR UPDATE SKIP LOCKED`, deleted in the same statement), so processes sweeping at once never
 * remove a file twice or one that a save is claiming. Answers how many were removed.
 */
export async function removeAbandonedUploads(db: Db, storages: Storages, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - PENDING_UPLOAD_MS);
  const rows = await db
    .delete(staffPendingUploads)
    .where(
      inArray(
        staffPendingUploads.id,
        db
          .select({ id: staffPendingUploads.id })
          .from(staffPendingUploads)
          .where(and(isNull(staffPendingUploads.usedAt), lt(staffPendingUploads.createdAt, cutoff)))
          .limit(200)
          .for('update', { skipLocked: true }),
      ),
    )
    .returning({ kind: staffPendingUploads.kind, keys: staffPendingUploads.keys });
  for (const row of rows) await removeKeys(storageOf(storages, row.kind), row.keys);
  // Claimed rows are only a record of a save; a day later nothing needs them.
  await db
    .delete(staffPendingUploads)
    .where(and(sql`${staffPendingUploads.usedAt} IS NOT NULL`, lt(staffPendingUploads.createdAt, cutoff)));
  return rows.length;
}

/** Removes abandoned uploads every hour, at 17 past (a quiet minute). */
export const abandonedUploadsJob = (app: FastifyInstance, storages: Storages) =>
  app.jobs.define({
    name: 'staff.remove-abandoned-uploads',
    every: '17 * * * *',
    async run() {
      const uploads = await removeAbandonedUploads(app.db, storages);
      return uploads > 0 ? { uploads } : null;
    },
  });
