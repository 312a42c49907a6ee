CREATE TABLE "rights_titles" (
	"book_id" integer PRIMARY KEY NOT NULL,
	"note_ar" text DEFAULT '' NOT NULL,
	"note_en" text DEFAULT '' NOT NULL,
	"sold" text DEFAULT '' NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rights_titles" ADD CONSTRAINT "rights_titles_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;