CREATE TABLE "reading_positions" (
	"client_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"page" integer NOT NULL,
	"pages" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reading_positions_client_id_book_id_pk" PRIMARY KEY("client_id","book_id"),
	CONSTRAINT "reading_positions_page_positive" CHECK ("reading_positions"."page" >= 1 AND "reading_positions"."page" <= "reading_positions"."pages")
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "sample_first_page" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "sample_last_page" integer;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "language" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
ALTER TABLE "book_downloads" ADD COLUMN "code" text;--> statement-breakpoint
ALTER TABLE "book_downloads" ADD COLUMN "order_id" integer;--> statement-breakpoint
ALTER TABLE "book_downloads" ADD COLUMN "kind" text DEFAULT 'download' NOT NULL;--> statement-breakpoint
ALTER TABLE "pdf_ownerships" ADD COLUMN "downloads_reset_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reading_positions" ADD CONSTRAINT "reading_positions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reading_positions" ADD CONSTRAINT "reading_positions_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_downloads" ADD CONSTRAINT "book_downloads_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_downloads_code_unique" ON "book_downloads" USING btree ("code");--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_sample_pages" CHECK (("books"."sample_first_page" IS NULL) = ("books"."sample_last_page" IS NULL) AND ("books"."sample_first_page" IS NULL OR ("books"."sample_first_page" >= 1 AND "books"."sample_last_page" >= "books"."sample_first_page")));--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_language" CHECK ("books"."language" IN ('ar', 'en'));