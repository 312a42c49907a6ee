import type { BoxSet } from '#shared/contract/box-sets.ts';
import type { Reply } from '#web/test/api-server.ts';

/* Box sets answered as GET /box-sets/{id} answers them, for the web tests (decision 096). */

const cover = (name: string) => {
  const image = [{ file_name: `covers/${name}.jpg` }];
  return { image, columns: { image } };
};

const book = (id: number, ar: string, en: string, price: number) => ({
  id,
  title: ar,
  title_ar: ar,
  title_en: en,
  files: cover(`book-${id}`),
  price,
});

/** 'The Cairo Trilogy' in print: $40.00 for books of $12.00, $15.00 and $20.00. */
export const cairoTrilogy: BoxSet = {
  id: 5,
  title: 'ثلاثية القاهرة',
  title_ar: 'ثلاثية القاهرة',
  title_en: 'The Cairo Trilogy',
  description: 'الروايات الثلاث معاً',
  description_ar: 'الروايات الثلاث معاً',
  description_en: 'The three novels together',
  format: 'hardcopy',
  price: 40,
  parts_price: 47,
  saving: 7,
  available: true,
  books: [
    book(11, 'بين القصرين', 'Palace Walk', 12),
    book(12, 'قصر الشوق', 'Palace of Desire', 15),
    book(13, 'السكرية', 'Sugar Street', 20),
  ],
};

/** 'Two Tales' as PDFs: $8.00 for books of $5.00 and $6.00. */
export const twoTales: BoxSet = {
  ...cairoTrilogy,
  id: 6,
  title: 'حكايتان',
  title_ar: 'حكايتان',
  title_en: 'Two Tales',
  format: 'pdf',
  price: 8,
  parts_price: 11,
  saving: 3,
  books: [book(21, 'كليلة ودمنة', 'Kalila and Dimna', 5), book(22, 'الأيام', 'The Days', 6)],
};

/** GET /box-sets/{id} of the box sets above; 404 for any other; other paths nothing. */
export function boxSetAnswer(path: string, boxSets: BoxSet[] = [cairoTrilogy, twoTales]): Reply | undefined {
  const id = /^\/api\/box-sets\/(\d+)$/.exec(path)?.[1];
  if (id === undefined) return undefined;
  const found = boxSets.find((box) => box.id === Number(id));
  return found
    ? { body: { data: found } }
    : { status: 404, body: { message: 'There is no such box set', code: 'not_found' } };
}
