CREATE TABLE "book_market_prices" (
	"book_id" integer NOT NULL,
	"market_id" integer NOT NULL,
	"pdf_price_minor" integer,
	"hardcopy_price_minor" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_market_prices_pdf" CHECK ("book_market_prices"."pdf_price_minor" IS NULL OR "book_market_prices"."pdf_price_minor" >= 0),
	CONSTRAINT "book_market_prices_hardcopy" CHECK ("book_market_prices"."hardcopy_price_minor" IS NULL OR "book_market_prices"."hardcopy_price_minor" >= 0)
);
--> statement-breakpoint
CREATE TABLE "market_countries" (
	"market_id" integer NOT NULL,
	"country_id" integer PRIMARY KEY NOT NULL
);
--> statement-breakpoint
CREATE TABLE "markets" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"currency" text NOT NULL,
	"rounding" text DEFAULT 'none' NOT NULL,
	"payment_methods" text[] DEFAULT '{}' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "markets_currency_iso" CHECK ("markets"."currency" ~ '^[A-Z]{3}$')
);
--> statement-breakpoint
ALTER TABLE "book_market_prices" ADD CONSTRAINT "book_market_prices_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_market_prices" ADD CONSTRAINT "book_market_prices_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_countries" ADD CONSTRAINT "market_countries_market_id_markets_id_fk" FOREIGN KEY ("market_id") REFERENCES "public"."markets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "market_countries" ADD CONSTRAINT "market_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_market_prices_unique" ON "book_market_prices" USING btree ("book_id","market_id");--> statement-breakpoint
CREATE UNIQUE INDEX "markets_code_unique" ON "markets" USING btree ("code");