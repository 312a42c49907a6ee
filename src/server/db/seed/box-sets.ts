import { inArray } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import * as s from '#server/db/schema/index.ts';
import { demoIsbn } from './data/isbn.ts';
import { overwriteWithExcluded, resetSequences } from './upsert.ts';

/*
 * The demo's box sets (decision 096): Gibran's three classics in print and three books of Taha Hussein
 * as PDFs, each below its books' prices together, the Ramadan sale's 20% included. Written again by
 * every seed, with their books in order.
 */

const demoBoxSets = [
  {
    id: 1,
    titleAr: 'ثلاث روائع لجبران',
    titleEn: 'Three Classics of Gibran',
    descriptionAr: 'الأجنحة المتكسرة والأرواح المتمردة ودمعة وابتسامة، في طبعاتها الورقية معاً.',
    descriptionEn: 'The Broken Wings, Spirits Rebellious and A Tear and a Smile, in print together.',
    format: 'hardcopy' as const,
    // $9.50 + $9.00 + $8.00 = $26.50; $21.20 during the sale.
    priceCents: 1900,
    isbns: [demoIsbn(2), demoIsbn(7), demoIsbn(19)],
  },
  {
    id: 2,
    titleAr: 'طه حسين في ثلاثة كتب',
    titleEn: 'Taha Hussein in Three Books',
    descriptionAr: 'دعاء الكروان والأيام وفي الشعر الجاهلي، ثلاثة ملفات PDF في مكتبتك.',
    descriptionEn: 'The Call of the Curlew, The Days and On Pre-Islamic Poetry: three PDFs in your library.',
    format: 'pdf' as const,
    // $3.99 + $5.99 + $3.99 = $13.97; $11.18 during the sale.
    priceCents: 999,
    isbns: [demoIsbn(1), demoIsbn(28), demoIsbn(39)],
  },
];

export async function seedBoxSets(db: Db): Promise<void> {
  const isbns = demoBoxSets.flatMap((box) => box.isbns);
  const found = await db
    .select({ id: s.books.id, isbn: s.books.isbn })
    .from(s.books)
    .where(inArray(s.books.isbn, isbns));
  const idOf = new Map(found.map((book) => [book.isbn, book.id]));
  const boxes = demoBoxSets.filter((box) => box.isbns.every((isbn) => idOf.has(isbn)));
  if (boxes.length === 0) return;
  await db
    .insert(s.boxSets)
    .values(boxes.map(({ isbns: _, ...box }) => ({ ...box, active: true, updatedAt: new Date() })))
    .onConflictDoUpdate({ target: s.boxSets.id, set: overwriteWithExcluded(s.boxSets) });
  const ids = boxes.map((box) => box.id);
  await db.delete(s.boxSetBooks).where(inArray(s.boxSetBooks.boxSetId, ids));
  await db
    .insert(s.boxSetBooks)
    .values(
      boxes.flatMap((box) =>
        box.isbns.map((isbn, position) => ({ boxSetId: box.id, bookId: idOf.get(isbn)!, position })),
      ),
    );
  await resetSequences(db, [s.boxSets]);
}
