-- Any write to the catalogue's tables, by any path (an order taking or returning stock, a staff edit, a
-- script, psql), tells every API process through the change feed's channel, so that each drops its
-- cached answers and counts (docs/decisions/029-catalogue-changes-announced-by-the-database.md).
-- One notification per transaction: PostgreSQL folds identical payloads and sends them at commit.
CREATE OR REPLACE FUNCTION catalog_changed() RETURNS trigger
  LANGUAGE plpgsql
  AS $$
BEGIN
  PERFORM pg_notify('shop_changes', 'catalog');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "books_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "books"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "writers_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "writers"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "book_categories_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "book_categories"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
--> statement-breakpoint
CREATE TRIGGER "cover_types_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "cover_types"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
