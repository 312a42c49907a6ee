-- Typo-tolerant search (docs/decisions/024-typo-tolerant-search.md). Words are cut from the folded text
-- (shop_normalize) at anything that is not a letter or a digit, so a word never holds a regex symbol.
CREATE OR REPLACE FUNCTION search_field_words(input text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT ' ' || btrim(regexp_replace(shop_normalize(input), '[^0-9a-zà-ɏء-ي٠-٩]+', ' ', 'g')) || ' '
  $$;
--> statement-breakpoint
-- Typos a query word of this many letters may carry, as Meilisearch counts them.
CREATE OR REPLACE FUNCTION search_typos_allowed(letters integer) RETURNS integer
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT CASE WHEN letters >= 9 THEN 2 WHEN letters >= 5 THEN 1 ELSE 0 END $$;
--> statement-breakpoint
-- Damerau-Levenshtein distance (optimal string alignment): a letter missing, extra or replaced, or two
-- adjacent letters swapped, each count one. Stops early once every path costs more than `most`.
CREATE OR REPLACE FUNCTION search_typo_distance(a text, b text, most integer) RETURNS integer
  LANGUAGE plpgsql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
DECLARE
  x text[] := string_to_array(a, NULL);
  y text[] := string_to_array(b, NULL);
  la integer := coalesce(array_length(x, 1), 0);
  lb integer := coalesce(array_length(y, 1), 0);
  w integer := lb + 1;
  d integer[];
  i integer;
  j integer;
  v integer;
  row_best integer;
BEGIN
  IF abs(la - lb) > most THEN RETURN most + 1; END IF;
  IF la = 0 OR lb = 0 THEN RETURN greatest(la, lb); END IF;
  d := array_fill(0, ARRAY[(la + 1) * w]);
  FOR j IN 0..lb LOOP d[j + 1] := j; END LOOP;
  FOR i IN 1..la LOOP
    d[i * w + 1] := i;
    row_best := i;
    FOR j IN 1..lb LOOP
      v := least(d[(i - 1) * w + j + 1] + 1, d[i * w + j] + 1,
                 d[(i - 1) * w + j] + CASE WHEN x[i] = y[j] THEN 0 ELSE 1 END);
      IF i > 1 AND j > 1 AND x[i] = y[j - 1] AND x[i - 1] = y[j] THEN
        v := least(v, d[(i - 2) * w + j - 1] + 1);
      END IF;
      d[i * w + j + 1] := v;
      row_best := least(row_best, v);
    END LOOP;
    IF row_best > most THEN RETURN most + 1; END IF;
  END LOOP;
  RETURN d[la * w + lb + 1];
END
$$;
--> statement-breakpoint
-- Every distinct word (of four letters or more: shorter ones are never a typo's target) of the titles,
-- topics and writers' names. Words are only added: a word no book has any more costs a lookup, never a
-- wrong answer, since the book's own text is what a search finally matches.
CREATE TABLE "search_words" ("word" text PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_words_length_idx" ON "search_words" USING btree (length("word"));
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_of(input text) RETURNS SETOF text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT DISTINCT word FROM regexp_split_to_table(btrim(search_field_words(input)), ' ') AS word
    WHERE length(word) >= 4
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_from_books() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT search_words_of(title_ar || ' ' || title_en || ' ' || topic_ar || ' ' || topic_en)
    FROM changed_rows
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION search_words_from_writers() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO search_words (word)
    SELECT DISTINCT search_words_of(name_ar || ' ' || name_en) FROM changed_rows
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_search_words_insert" AFTER INSERT ON "books"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_books();
--> statement-breakpoint
CREATE TRIGGER "books_search_words_update" AFTER UPDATE ON "books"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_books();
--> statement-breakpoint
CREATE TRIGGER "writers_search_words_insert" AFTER INSERT ON "writers"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_writers();
--> statement-breakpoint
CREATE TRIGGER "writers_search_words_update" AFTER UPDATE ON "writers"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION search_words_from_writers();
--> statement-breakpoint
INSERT INTO search_words (word)
  SELECT search_words_of(title_ar || ' ' || title_en || ' ' || topic_ar || ' ' || topic_en) FROM books
  UNION SELECT search_words_of(name_ar || ' ' || name_en) FROM writers
  ON CONFLICT DO NOTHING;
--> statement-breakpoint
-- The words of the dictionary within the typos a query word may carry, as one regex alternation
-- ('word1|word2'); NULL (matching nothing) when the word is too short for typos or none is near.
CREATE OR REPLACE FUNCTION search_typo_pattern(query_word text) RETURNS text
  LANGUAGE sql STABLE PARALLEL SAFE STRICT
  AS $$
    SELECT string_agg(word, '|')
    FROM (
      SELECT word FROM search_words
      WHERE search_typos_allowed(length(query_word)) > 0
        AND length(word) BETWEEN length(query_word) - search_typos_allowed(length(query_word))
                             AND length(query_word) + search_typos_allowed(length(query_word))
        AND word <> query_word
        AND search_typo_distance(query_word, word, search_typos_allowed(length(query_word)))
            <= search_typos_allowed(length(query_word))
      ORDER BY word
      LIMIT 64
    ) AS near
  $$;
--> statement-breakpoint
-- A regex finding a folded query word as a whole word (or, `whole` false, at the start of a word) in a
-- folded text; NULL (matching nothing) for a word holding anything but letters and digits.
CREATE OR REPLACE FUNCTION search_word_pattern(query_word text, whole boolean) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT CASE WHEN query_word ~ '^[0-9a-zà-ɏء-ي٠-٩]+$'
      THEN '(^|[^0-9a-zà-ɏء-ي٠-٩])' || query_word || CASE WHEN whole THEN '([^0-9a-zà-ɏء-ي٠-٩]|$)' ELSE '' END
    END
  $$;
