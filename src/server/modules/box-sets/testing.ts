import type { Db } from '#server/db/client.ts';
import { type BoxSetFormat, boxSetBooks, boxSets } from '#server/db/schema/box-sets.ts';

/* What tests outside the box-sets module use to arrange box sets without the console. */

export { boxSets } from '#server/db/schema/box-sets.ts';

/** A box set of `bookIds` in that order, switched on unless told otherwise; no check of its price. */
export async function insertBoxSet(
  db: Db,
  values: {
    titleAr?: string;
    titleEn?: string;
    format: BoxSetFormat;
    priceCents: number;
    bookIds: number[];
    active?: boolean;
  },
) {
  const [row] = await db
    .insert(boxSets)
    .values({
      titleAr: values.titleAr ?? 'مجموعة',
      titleEn: values.titleEn ?? 'Box set',
      format: values.format,
      priceCents: values.priceCents,
      active: values.active ?? true,
    })
    .returning();
  await db
    .insert(boxSetBooks)
    .values(values.bookIds.map((bookId, position) => ({ boxSetId: row!.id, bookId, position })));
  return row!;
}
