CREATE TABLE "book_waitlist" (
	"id" serial PRIMARY KEY NOT NULL,
	"book_id" integer NOT NULL,
	"email" text NOT NULL,
	"client_id" integer,
	"language" text DEFAULT 'ar' NOT NULL,
	"confirmed_at" timestamp with time zone,
	"confirm_token_hash" text,
	"confirm_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "book_waitlist_email_lower" CHECK ("book_waitlist"."email" = lower("book_waitlist"."email"))
);
--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "preorder_open" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "books" ADD COLUMN "release_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "book_waitlist" ADD CONSTRAINT "book_waitlist_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "book_waitlist_book_email_unique" ON "book_waitlist" USING btree ("book_id","email");--> statement-breakpoint
CREATE INDEX "book_waitlist_token_idx" ON "book_waitlist" USING btree ("confirm_token_hash");