import { eq } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { akhbars, articles, links } from '#server/db/schema/content.ts';

/*
 * The pictures and PDFs of the site's content as the back office sets them: a news item's or a Kashkoul
 * article's picture and PDF, a link's picture (all public media keys). The files are stored by the
 * caller first; these point the record at them inside the caller's transaction and answer what it
 * pointed at before, so that the old files are removed only once nothing needs them.
 */

/** News items (akhbars) and Kashkoul articles share one shape. */
export type ContentKind = 'news' | 'kashkoul';
export type ContentFileField = 'image' | 'pdf';

const tableOf = (kind: ContentKind) => (kind === 'news' ? akhbars : articles);

/** The item's current picture and PDF, or null when there is no such item. */
export async function contentItemFiles(
  db: Db,
  kind: ContentKind,
  id: number,
): Promise<{ image: string | null; pdf: string | null } | null> {
  const table = tableOf(kind);
  const [row] = await db.select({ image: table.image, pdf: table.pdf }).from(table).where(eq(table.id, id));
  return row ?? null;
}

/**
 * Points the item's picture or PDF at `key`; answers the key it had (null when it had none), or
 * undefined when there is no such item. The row is locked first: two uploads for it take turns.
 */
export async function setContentItemFile(
  tx: Db,
  kind: ContentKind,
  id: number,
  field: ContentFileField,
  key: string,
): Promise<{ previous: string | null } | null> {
  const table = tableOf(kind);
  const [row] = await tx
    .select({ image: table.image, pdf: table.pdf })
    .from(table)
    .where(eq(table.id, id))
    .for('update');
  if (!row) return null;
  await tx
    .update(table)
    .set(field === 'image' ? { image: key } : { pdf: key })
    .where(eq(table.id, id));
  return { previous: row[field] };
}

/** The link's current picture, or null when there is no such link. */
export async function linkFiles(db: Db, id: number): Promise<{ image: string | null } | null> {
  const [row] = await db.select({ image: links.image }).from(links).where(eq(links.id, id));
  return row ?? null;
}

/** Points the link's picture at `key`; answers the key it had, or null when there is no such link. */
export async function setLinkImage(
  tx: Db,
  id: number,
  key: string,
): Promise<{ previous: string | null } | null> {
  const [row] = await tx.select({ image: links.image }).from(links).where(eq(links.id, id)).for('update');
  if (!row) return null;
  await tx.update(links).set({ image: key }).where(eq(links.id, id));
  return { previous: row.image };
}
