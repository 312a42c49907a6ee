CREATE TABLE "sales" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"scope" text NOT NULL,
	"book_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"category_id" integer,
	"writer_id" integer,
	"percent" integer,
	"pdf_price_cents" integer,
	"hardcopy_price_cents" integer,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sales_ends_after_start" CHECK ("sales"."ends_at" > "sales"."starts_at"),
	CONSTRAINT "sales_percent_range" CHECK ("sales"."percent" IS NULL OR "sales"."percent" BETWEEN 1 AND 99),
	CONSTRAINT "sales_percent_or_prices" CHECK (("sales"."percent" IS NOT NULL) <> ("sales"."pdf_price_cents" IS NOT NULL OR "sales"."hardcopy_price_cents" IS NOT NULL)),
	CONSTRAINT "sales_pdf_price_positive" CHECK ("sales"."pdf_price_cents" IS NULL OR "sales"."pdf_price_cents" >= 0),
	CONSTRAINT "sales_hardcopy_price_positive" CHECK ("sales"."hardcopy_price_cents" IS NULL OR "sales"."hardcopy_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_category_id_book_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."book_categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sales" ADD CONSTRAINT "sales_writer_id_writers_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."writers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sales_ends_at_idx" ON "sales" USING btree ("ends_at");--> statement-breakpoint
-- A sale changes the prices readers see: every API process drops its cached answers (decision 029).
CREATE TRIGGER "sales_catalog_changed" AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "sales"
  FOR EACH STATEMENT EXECUTE FUNCTION catalog_changed();
