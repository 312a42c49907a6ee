import { describe, expect, it } from 'vitest';
import { books as seedBooks } from '#server/db/seed/data/index.ts';
import { setUpTestApp } from '#server/test/harness.ts';
import type { Book } from '#shared/contract/catalog.ts';
import { searchWords } from './search.ts';

const ctx = setUpTestApp({}, { seed: true });

const titlesFound = async (query: string) => {
  const res = await ctx.app.inject({ url: `/api/books?limit=50&search=${encodeURIComponent(query)}` });
  expect(res.statusCode).toBe(200);
  return (res.json().data as Book[]).map((b) => b.title_en);
};

type Case = { query: string; book: string; first?: boolean; why: string };

/** Query → a book of the demo catalogue (src/server/db/seed/data) it must find. */
const cases: Case[] = [
  { query: 'كليلة ودمنة', book: 'Kalila and Dimna', first: true, why: 'title stored with tashkeel' },
  { query: 'كَلِيلَة', book: 'Kalila and Dimna', first: true, why: 'query with tashkeel' },
  { query: 'الايام', book: 'The Days', first: true, why: 'bare alef for hamza, tashkeel in the title' },
  { query: 'الأيام', book: 'The Days', first: true, why: 'hamza in the query' },
  { query: 'الاجنحه المتكسره', book: 'The Broken Wings', first: true, why: 'ا for أ, ه for ة' },
  {
    query: 'اراء اهل المدينه الفاضله',
    book: 'The Virtuous City',
    first: true,
    why: 'ا for آ and أ, ه for ة',
  },
  { query: 'آراء', book: 'The Virtuous City', why: 'madda in the query' },
  { query: 'احصاء العلوم', book: 'The Enumeration of the Sciences', first: true, why: 'ا for إ' },
  { query: 'إحصاء', book: 'The Enumeration of the Sciences', first: true, why: 'hamza below' },
  { query: 'مجنون ليلي', book: 'Majnun Layla', first: true, why: 'ي for alef maqsura ى' },
  { query: 'مستشفي', book: 'Visions at the End of the Night', why: 'ي for ى, in a topic' },
  { query: 'ذاكره الياسمين', book: 'The Memory of Jasmine', first: true, why: 'ه for ة' },
  { query: 'المتـــنبي', book: 'The Diwan of al-Mutanabbi', first: true, why: 'tatweel in the query' },
  { query: 'سقط الزند', book: 'Saqt al-Zand', first: true, why: 'title full of tashkeel' },
  { query: 'البخلاء', book: 'The Book of Misers', first: true, why: 'tashkeel and hamza in the title' },
  { query: 'عمان', book: 'Amman: A City on Seven Hills', first: true, why: 'shadda in the title' },
  { query: 'متكسر', book: 'The Broken Wings', first: true, why: 'part of a word' },
  { query: 'الزيزف', book: 'Magdolin: Under the Linden Trees', first: true, why: 'start of a word' },
  { query: 'تهافط التهافت', book: 'The Incoherence of the Incoherence', first: true, why: 'typo ط for ت' },
  { query: 'دعاء الكروام', book: 'The Call of the Curlew', first: true, why: 'typo م for ن' },
  { query: 'Muqadimah', book: 'The Muqaddimah', first: true, why: 'English typo, missing letter' },
  { query: 'طه حسين', book: 'The Days', why: 'writer name' },
  { query: 'ابو العلاء المعري', book: 'Al-Luzumiyyat', why: 'writer name, ا for أ' },
  { query: 'ريم النجار', book: 'Little Rabbit and the Golden Carrot', why: 'writer name stored with shadda' },
  { query: 'Gibran', book: 'The Prophet', why: 'writer name in English' },
  { query: 'جبران النبي', book: 'The Prophet', first: true, why: 'writer word and title word together' },
  { query: 'زرياب', book: 'The Andalusian Table', first: true, why: 'topic only' },
  { query: 'قهوه', book: 'Arabic Coffee: Stories and Rituals', first: true, why: 'topic, ه for ة' },
  {
    query: 'الأندلس',
    book: 'Al-Andalus: A Tale of Eight Centuries',
    first: true,
    why: 'title start ranks first',
  },
  { query: 'broken wings', book: 'The Broken Wings', first: true, why: 'English title, lower case' },
  { query: 'The Prophet', book: 'The Prophet', first: true, why: 'English title' },
  { query: 'story', book: "Grandmother's Bedtime Stories", why: 'English stem: story finds stories' },
  { query: 'optics', book: 'The Book of Optics', first: true, why: 'English word of a title' },
];

describe('Arabic-aware search over the demo catalogue', () => {
  it('has every expected book in the demo catalogue', () => {
    const titles = new Set(seedBooks.map((b) => b.titleEn));
    for (const c of cases) expect(titles.has(c.book), c.book).toBe(true);
  });

  it.each(cases)('finds "$book" for "$query" ($why)', async ({ query, book, first }) => {
    const found = await titlesFound(query);
    if (first) expect(found[0]).toBe(book);
    else expect(found).toContain(book);
  });

  it('finds the same books whatever the letter forms', async () => {
    const variants = ['الأجنحة المتكسرة', 'الاجنحه المتكسره', 'الإجنحة المتكسرة', 'الْأَجْنِحَةُ الْمُتَكَسِّرَة'];
    const results = await Promise.all(variants.map(titlesFound));
    for (const result of results) expect(result).toEqual(results[0]);
  });

  it('finds nothing for words no book has, even with typos allowed', async () => {
    expect(await titlesFound('qqxyzzy')).toEqual([]);
  });
});

describe('searchWords', () => {
  it('splits on spaces and punctuation, Arabic comma included, and drops one-letter words', () => {
    expect(searchWords('  الحب، و الحرب: 1984 ')).toEqual(['الحب', 'الحرب', '1984']);
    expect(searchWords('و')).toEqual(['و']);
    expect(searchWords('100% _x_ \\')).toEqual(['100']);
  });
});
