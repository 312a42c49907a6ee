import { demoIsbn } from './isbn.ts';

/*
 * The subtitles and Thema subject codes of a few demo books (decision 095), by their demo ISBN
 * numbers: the main subject first, then further categories and qualifiers. The other books have none,
 * as a catalogue whose staff have not set them yet.
 */

type BookSubjects = { subtitleAr: string; subtitleEn: string; thema: string[] };

const subjects: Record<string, BookSubjects> = {
  [demoIsbn(1)]: { subtitleAr: 'رواية', subtitleEn: 'A Novel', thema: ['FBC', '1HB'] },
  [demoIsbn(2)]: {
    subtitleAr: 'قصة حب من بيروت',
    subtitleEn: 'A Love Story from Beirut',
    thema: ['FBC', 'FR', '1FB'],
  },
  [demoIsbn(11)]: {
    subtitleAr: 'الشعر كاملًا مع شرح موجز',
    subtitleEn: 'The Complete Poems, with Brief Commentary',
    thema: ['DCF', 'DS'],
  },
  [demoIsbn(21)]: {
    subtitleAr: 'في العمران البشري وقيام الدول',
    subtitleEn: 'On Human Society and the Rise of States',
    thema: ['NH', 'JB', 'QD'],
  },
  [demoIsbn(28)]: { subtitleAr: 'سيرة ذاتية', subtitleEn: 'An Autobiography', thema: ['DNC', '1HB'] },
  [demoIsbn(55)]: {
    subtitleAr: 'حكاية مصوّرة للصغار',
    subtitleEn: 'A Picture Story for Little Ones',
    thema: ['YF'],
  },
};

/** A demo book's subtitles and Thema codes, by ISBN: none for most. */
export function bookSubjects(isbn: string): BookSubjects {
  return subjects[isbn] ?? { subtitleAr: '', subtitleEn: '', thema: [] };
}
