/*
 * The shop's search folding, as SQL `shop_normalize` (migration 0000) does it, plus NFKC (Arabic
 * presentation forms, as some PDFs carry them, become the letters they show) and the hamza seats
 * ؤ → و and ئ → ي: what a reader types without marks or with another hamza finds the text.
 */

const MARKS = /[\u064B-\u0652\u0670\u0640]/gu;
const LETTERS: Record<string, string> = {
  أ: 'ا',
  إ: 'ا',
  آ: 'ا',
  ٱ: 'ا',
  ؤ: 'و',
  ئ: 'ي',
  ة: 'ه',
  ى: 'ي',
};
const SEATS = /[أإآٱؤئةى]/gu;

/** Folds one piece of text: NFKC, no tashkeel or tatweel, one alif, lower-case Latin. */
export function foldArabic(text: string): string {
  return text
    .normalize('NFKC')
    .replace(MARKS, '')
    .replace(SEATS, (letter) => LETTERS[letter] ?? letter)
    .toLowerCase();
}

/**
 * Folds `text` and tells, for every character of the result, the index in `text` of the character
 * it came from (so that a match in the folded text can be shown in the original).
 */
export function foldWithOrigins(text: string): { folded: string; origins: number[] } {
  let folded = '';
  const origins: number[] = [];
  let index = 0;
  for (const character of text) {
    const piece = foldArabic(character);
    for (let i = 0; i < piece.length; i++) origins.push(index);
    folded += piece;
    index += character.length;
  }
  return { folded, origins };
}
