CREATE TABLE "book_series" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "series_id" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "series_number" integer;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_series_id_book_series_id_fk" FOREIGN KEY ("series_id") REFERENCES "public"."book_series"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "books_series_number_unique" ON "books" USING btree ("series_id","series_number");--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_series_numbered" CHECK (("books"."series_id" IS NULL) = ("books"."series_number" IS NULL) AND ("books"."series_number" IS NULL OR "books"."series_number" >= 1));