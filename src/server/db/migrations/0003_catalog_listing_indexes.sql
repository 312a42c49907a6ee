DROP INDEX "books_coming_soon_idx";--> statement-breakpoint
DROP INDEX "books_most_popular_idx";--> statement-breakpoint
CREATE INDEX "books_writer_newest_idx" ON "books" USING btree ("writer_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "books"."active";--> statement-breakpoint
CREATE INDEX "books_coming_soon_newest_idx" ON "books" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "books"."active" AND "books"."coming_soon";--> statement-breakpoint
CREATE INDEX "books_most_popular_newest_idx" ON "books" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST) WHERE "books"."active" AND "books"."most_popular";