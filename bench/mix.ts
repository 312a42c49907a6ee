import { CATALOG_LIMITS } from '#shared/contract/catalog.ts';
import { CATEGORY_COUNT } from './catalogue.ts';
import { arabicAdjectives, arabicNouns, arabicTopics, englishAdjectives, englishNouns } from './words.ts';

/*
 * The requests of a realistic visit mix, as the shop's pages make them: 60% library listings on random
 * pages (half of them in a category), 25% book pages on random ids, 15% searches over 50 different
 * Arabic and English words, some typed with a typo. Deterministic: the same seed gives the same sequence.
 */

/** A small seeded generator (mulberry32), so that two runs ask the same pages. */
export function seeded(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** One letter dropped, two adjacent letters swapped or one letter doubled, in the middle of the word. */
function withTypo(word: string, kind: number): string {
  const letters = [...word];
  const at = Math.floor(letters.length / 2);
  if (kind === 0) letters.splice(at, 1);
  else if (kind === 1) [letters[at - 1], letters[at]] = [letters[at], letters[at - 1]];
  else letters.splice(at, 0, letters[at]);
  return letters.join('');
}

/**
 * 50 search texts: Arabic nouns and adjectives (some without their article or with plain alef and ha
 * for hamza and ta marbuta, as people type them), topics, English title words, and one in five with a
 * typo in a word long enough to carry one.
 */
export function searchTexts(): string[] {
  const plain = (word: string) => word.replace(/[أإآ]/g, 'ا').replace(/ة$/, 'ه').replace(/ى$/, 'ي');
  const arabic = [
    ...arabicNouns.slice(0, 14),
    ...arabicNouns.slice(60, 66).map(plain),
    ...arabicAdjectives.slice(0, 5),
    `${arabicNouns[2]} ${arabicAdjectives[1]}`,
    ...arabicTopics.slice(0, 4),
  ];
  const english = [
    ...englishNouns.slice(0, 12),
    ...englishAdjectives.slice(8, 16).map((w) => w.toLowerCase()),
  ];
  const texts = [...arabic, ...english].slice(0, 50);
  const typed = texts.map((text, i) =>
    i % 5 === 4 && [...text].length >= 5 && !text.includes(' ') ? withTypo(text, i % 3) : text,
  );
  return [...new Set(typed)];
}

export type MixShape = { books: number; firstId: number; perCategory: number };

/** The path of the next request of the mix. */
export function mixPaths(shape: MixShape, seed = 7) {
  const random = seeded(seed);
  const words = searchTexts();
  const pick = (n: number) => 1 + Math.floor(random() * n);
  const lastPage = (count: number) => Math.max(1, Math.ceil(count / CATALOG_LIMITS.perPage));
  return (): string => {
    const roll = random();
    if (roll < 0.3) return `/api/books?page=${pick(lastPage(shape.books))}`;
    if (roll < 0.6) {
      const category = pick(CATEGORY_COUNT);
      return `/api/books?book_category_id=${category}&page=${pick(lastPage(shape.perCategory))}`;
    }
    if (roll < 0.85) return `/api/books/${shape.firstId + pick(shape.books) - 1}`;
    return `/api/books?search=${encodeURIComponent(words[pick(words.length) - 1])}`;
  };
}

/** The next search of the 50 texts, in turn. */
export function searchPaths() {
  const words = searchTexts();
  let next = 0;
  return () => `/api/books?search=${encodeURIComponent(words[next++ % words.length])}`;
}
