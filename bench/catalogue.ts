import type pg from 'pg';
import {
  arabicAdjectives,
  arabicFirstNames,
  arabicLastNames,
  arabicNouns,
  arabicTopics,
  englishAdjectives,
  englishFirstNames,
  englishLastNames,
  englishNouns,
  englishTopics,
} from './words.ts';

export const CATEGORY_COUNT = 20;
export const WRITER_COUNT = 2000;

/**
 * Fills an empty, migrated database with a catalogue of `bookCount` books, in a few set-based
 * statements (generate_series), so that 100,000 books take seconds. Deterministic: random() is seeded.
 */
export async function generateCatalogue(client: pg.Client, bookCount: number): Promise<void> {
  await client.query('SELECT setseed(0.42)');
  await client.query(`
    INSERT INTO cover_types (name_ar, name_en) VALUES
      ('غلاف ورقي', 'Paperback'), ('غلاف مقوى', 'Hardcover'), ('غلاف كرتوني', 'Board book')`);
  await client.query(
    `INSERT INTO book_categories (title_ar, title_en, sort)
     SELECT ($1::text[])[1 + (i - 1) % 20], ($2::text[])[1 + (i - 1) % 20], i FROM generate_series(1, $3::int) i`,
    [arabicTopics, englishTopics, CATEGORY_COUNT],
  );
  await client.query(
    `INSERT INTO writers (name_ar, name_en)
     SELECT ($1::text[])[1 + (i - 1) % cardinality($1::text[])] || ' ' || ($2::text[])[1 + (i - 1) / cardinality($1::text[]) % cardinality($2::text[])],
            ($3::text[])[1 + (i - 1) % cardinality($3::text[])] || ' ' || ($4::text[])[1 + (i - 1) % cardinality($4::text[])] || ' ' || i
     FROM generate_series(1, $5::int) i`,
    [arabicFirstNames, arabicLastNames, englishFirstNames, englishLastNames, WRITER_COUNT],
  );
  // Titles: noun + adjective, half of them followed by 'في' + another noun; English alike.
  await client.query(
    `WITH picks AS (
       SELECT i,
              1 + floor(random() * cardinality($1::text[]))::int AS n1,
              1 + floor(random() * cardinality($2::text[]))::int AS a1,
              1 + floor(random() * cardinality($1::text[]))::int AS n2,
              random() < 0.5 AS long_title,
              1 + floor(random() * cardinality($5::text[]))::int AS t
       FROM generate_series(1, $7::int) i
     )
     INSERT INTO books (title_ar, title_en, description_ar, description_en, topic_ar, topic_en, publish_year,
       pages, pdf_price_cents, hardcopy_price_cents, stock, isbn, weight_grams, dimensions, cover_type_id,
       writer_id, category_id, image, coming_soon, most_popular, created_at)
     SELECT
       ($1::text[])[n1] || ' ' || ($2::text[])[a1] || CASE WHEN long_title THEN ' في ' || ($1::text[])[n2] ELSE '' END,
       'The ' || ($4::text[])[1 + (a1 - 1) % cardinality($4::text[])] || ' ' || ($3::text[])[1 + (n1 - 1) % cardinality($3::text[])],
       '<p>' || ($1::text[])[n1] || ' ' || ($2::text[])[a1] || ': وصف الكتاب وملخص فصوله.</p>',
       '<p>About this book and its chapters.</p>',
       ($5::text[])[t], ($6::text[])[t],
       1950 + i % 75,
       80 + i % 600,
       CASE WHEN i % 3 = 0 THEN 0 ELSE 299 + i % 1500 END,
       999 + i % 4000,
       i % 25,
       '978' || lpad(i::text, 10, '0'),
       150 + i % 900,
       '14 × 21 cm',
       1 + i % 3,
       1 + i % $8::int,
       1 + i % $9::int,
       'covers/bench-' || (i % 50) || '.png',
       i % 97 = 0,
       i % 89 = 0,
       now() - ($7::int - i) * interval '1 minute'
     FROM picks`,
    [
      arabicNouns,
      arabicAdjectives,
      englishNouns,
      englishAdjectives,
      arabicTopics,
      englishTopics,
      bookCount,
      WRITER_COUNT,
      CATEGORY_COUNT,
    ],
  );
  // Autovacuum would get there too: the visibility map keeps counts and the word postings to index-only
  // scans, and the search indexes' pending entries are merged.
  await client.query(
    'VACUUM ANALYZE cover_types, book_categories, writers, books, book_search, search_words, search_postings, search_terms',
  );
}

/** The lowest id of the generated books. */
export async function firstBookId(client: pg.Client): Promise<number> {
  const { rows } = await client.query('SELECT min(id) AS id FROM books');
  return Number(rows[0].id);
}
