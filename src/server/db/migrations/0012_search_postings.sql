-- Search by words (docs/decisions/032-search-by-word-postings.md): for each active book, one row per folded
-- word of its title, writer's name, topic, ISBN and word stems, carrying what ranking reads, so that a search
-- walks the index entries of the words it matches and never the books' rows.
-- field: where the word is: 1 title, 2 writer's name, 3 topic, 4 only elsewhere (the ISBN, a stem of the title
-- or topic). A word in several fields keeps the first: it ranks a book as that field does.
CREATE TABLE "search_postings" (
	"word" text COLLATE "C" NOT NULL,
	"field" smallint NOT NULL,
	"book_id" integer NOT NULL REFERENCES "books"("id") ON DELETE CASCADE,
	-- The word opens the book's Arabic title (the whole query at the start of the title ranks first).
	"lead" boolean NOT NULL,
	-- Letters of the book's searched text: of two matches alike, the shorter text is the closer.
	"search_length" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
-- A word's postings in the order a search ranks them (one row per word and book, by construction):
-- the first page of a one-word search reads a page's worth of index entries per matching word.
CREATE INDEX "search_postings_ranked" ON "search_postings" USING btree
  ("word", "field", "lead" DESC, "search_length", "created_at" DESC, "book_id" DESC);
--> statement-breakpoint
CREATE INDEX "search_postings_book_idx" ON "search_postings" USING btree ("book_id");
--> statement-breakpoint
-- Every word the postings ever held, any length: where a part of a word is looked up (trigrams) before
-- its postings. Only added to, as search_words: a word no book holds any more finds no posting.
CREATE TABLE "search_terms" ("word" text COLLATE "C" PRIMARY KEY NOT NULL);
--> statement-breakpoint
CREATE INDEX "search_terms_trgm" ON "search_terms" USING gin ("word" gin_trgm_ops);
--> statement-breakpoint
-- The words of a text in order, as search cuts them (search_field_words, migration 0009).
CREATE OR REPLACE FUNCTION search_field_list(input text) RETURNS TABLE (word text, ord bigint)
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$
    SELECT word, ord FROM regexp_split_to_table(btrim(search_field_words(input)), ' ') WITH ORDINALITY AS t(word, ord)
    WHERE word <> ''
  $$;
--> statement-breakpoint
-- Writes the search rows (book_search, migration 0010) and postings of the books `ids` from what they hold now.
CREATE OR REPLACE FUNCTION book_search_refresh(ids integer[]) RETURNS void
  LANGUAGE plpgsql
  AS $$
BEGIN
  INSERT INTO book_search (book_id, active, created_at, writer_id, search_text, search_length, search_vector,
      title_text, topic_text, title_words, topic_words)
    SELECT id, active, created_at, writer_id, coalesce(search_text, ''), length(coalesce(search_text, '')),
      search_vector, shop_normalize(title_ar || ' ' || title_en), shop_normalize(topic_ar || ' ' || topic_en),
      search_field_words(title_ar || ' ' || title_en), search_field_words(topic_ar || ' ' || topic_en)
    FROM books WHERE id = ANY(ids)
    ON CONFLICT (book_id) DO UPDATE SET
      active = EXCLUDED.active, created_at = EXCLUDED.created_at, writer_id = EXCLUDED.writer_id,
      search_text = EXCLUDED.search_text, search_length = EXCLUDED.search_length,
      search_vector = EXCLUDED.search_vector, title_text = EXCLUDED.title_text,
      topic_text = EXCLUDED.topic_text, title_words = EXCLUDED.title_words, topic_words = EXCLUDED.topic_words;

  DELETE FROM search_postings WHERE book_id = ANY(ids);
  WITH added AS (
    INSERT INTO search_postings (word, field, book_id, lead, search_length, created_at)
      SELECT found.word, min(found.field), b.id, bool_or(found.field = 1 AND found.ord = 1),
        length(coalesce(b.search_text, '')), b.created_at
      FROM books b
      LEFT JOIN writers w ON w.id = b.writer_id
      CROSS JOIN LATERAL (
        SELECT 1 AS field, t.word, t.ord FROM search_field_list(b.title_ar || ' ' || b.title_en) t
        UNION ALL SELECT 2, t.word, t.ord FROM search_field_list(coalesce(w.name_ar || ' ' || w.name_en, '')) t
        UNION ALL SELECT 3, t.word, t.ord FROM search_field_list(b.topic_ar || ' ' || b.topic_en) t
        UNION ALL SELECT 4, t.word, t.ord FROM search_field_list(coalesce(b.isbn, '')) t
        UNION ALL SELECT 4, lower(regexp_replace(b.isbn, '[^0-9Xx]', '', 'g')), 0 WHERE b.isbn ~ '[0-9]'
        UNION ALL SELECT 4, stem, 0 FROM unnest(tsvector_to_array(b.search_vector)) AS stem
      ) AS found
      WHERE b.id = ANY(ids) AND b.active
      GROUP BY found.word, b.id, b.search_text, b.created_at
      RETURNING word
  )
  INSERT INTO search_terms (word) SELECT DISTINCT word FROM added ON CONFLICT DO NOTHING;
END
$$;
--> statement-breakpoint
-- A writer renamed: the postings of their books follow.
CREATE OR REPLACE FUNCTION book_search_from_writer() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM book_search_refresh(ARRAY(SELECT id FROM books WHERE writer_id = NEW.id));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "writers_book_search_update" AFTER UPDATE ON "writers" FOR EACH ROW
  WHEN ((OLD.name_ar, OLD.name_en) IS DISTINCT FROM (NEW.name_ar, NEW.name_en))
  EXECUTE FUNCTION book_search_from_writer();
--> statement-breakpoint
SELECT book_search_refresh(ARRAY(SELECT id FROM books));
