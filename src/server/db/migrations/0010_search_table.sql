-- A narrow copy of what search reads of each book (docs/decisions/027-search-table-and-deep-pages.md): the folded
-- texts, already cut into words where ranking needs whole words, so that ranking thousands of matches
-- reads small rows and folds nothing per row. Kept by the triggers below; a deleted book takes its row.
CREATE TABLE "book_search" (
	"book_id" integer PRIMARY KEY NOT NULL REFERENCES "books"("id") ON DELETE CASCADE,
	"active" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"writer_id" integer,
	"search_text" text NOT NULL,
	"search_length" integer NOT NULL,
	"search_vector" tsvector NOT NULL,
	"title_text" text NOT NULL,
	"topic_text" text NOT NULL,
	"title_words" text NOT NULL,
	"topic_words" text NOT NULL
);
--> statement-breakpoint
-- Ranking a few thousand narrow rows costs less than starting parallel workers, and under many requests
-- at once workers only take the CPU other requests wait for.
ALTER TABLE "book_search" SET (parallel_workers = 0);
--> statement-breakpoint
CREATE INDEX "book_search_text_trgm" ON "book_search" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "book_search_vector_gin" ON "book_search" USING gin ("search_vector");
--> statement-breakpoint
CREATE INDEX "book_search_writer_idx" ON "book_search" USING btree ("writer_id");
--> statement-breakpoint
-- Writes the search rows of the books `ids` from what they hold now.
CREATE OR REPLACE FUNCTION book_search_refresh(ids integer[]) RETURNS void
  LANGUAGE sql
  AS $$
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
        topic_text = EXCLUDED.topic_text, title_words = EXCLUDED.title_words, topic_words = EXCLUDED.topic_words
  $$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_search_from_inserted() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM book_search_refresh(ARRAY(SELECT id FROM changed_rows));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION book_search_from_updated() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM book_search_refresh(ARRAY[NEW.id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_book_search_insert" AFTER INSERT ON "books"
  REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION book_search_from_inserted();
--> statement-breakpoint
-- Only for a change of what search reads: a change of stock or price leaves the search row alone.
CREATE TRIGGER "books_book_search_update" AFTER UPDATE ON "books" FOR EACH ROW
  WHEN ((OLD.title_ar, OLD.title_en, OLD.topic_ar, OLD.topic_en, OLD.isbn, OLD.active, OLD.writer_id, OLD.created_at)
    IS DISTINCT FROM (NEW.title_ar, NEW.title_en, NEW.topic_ar, NEW.topic_en, NEW.isbn, NEW.active, NEW.writer_id, NEW.created_at))
  EXECUTE FUNCTION book_search_from_updated();
--> statement-breakpoint
SELECT book_search_refresh(ARRAY(SELECT id FROM books));
