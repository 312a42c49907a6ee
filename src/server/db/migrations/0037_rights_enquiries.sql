CREATE TABLE "rights_enquiries" (
	"id" serial PRIMARY KEY NOT NULL,
	"reference" text NOT NULL,
	"book_id" integer,
	"book_title_ar" text NOT NULL,
	"book_title_en" text NOT NULL,
	"territories" text[] NOT NULL,
	"language" text NOT NULL,
	"format" text NOT NULL,
	"print_run" integer,
	"company" text NOT NULL,
	"contact_name" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"message" text,
	"reply_language" text NOT NULL,
	"status" text DEFAULT 'new' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rights_enquiries_reference_unique" UNIQUE("reference"),
	CONSTRAINT "rights_enquiries_status_known" CHECK ("rights_enquiries"."status" IN ('new', 'in_discussion', 'granted', 'declined')),
	CONSTRAINT "rights_enquiries_format_known" CHECK ("rights_enquiries"."format" IN ('print', 'ebook', 'audio', 'all')),
	CONSTRAINT "rights_enquiries_print_run_positive" CHECK ("rights_enquiries"."print_run" IS NULL OR "rights_enquiries"."print_run" > 0),
	CONSTRAINT "rights_enquiries_territories_given" CHECK (cardinality("rights_enquiries"."territories") >= 1),
	CONSTRAINT "rights_enquiries_language_code" CHECK ("rights_enquiries"."language" ~ '^[a-z]{2,3}$'),
	CONSTRAINT "rights_enquiries_reply_language" CHECK ("rights_enquiries"."reply_language" IN ('ar', 'en'))
);
--> statement-breakpoint
CREATE TABLE "rights_enquiry_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"enquiry_id" integer NOT NULL,
	"from_status" text,
	"to_status" text NOT NULL,
	"note" text,
	"staff_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rights_enquiry_events_from_known" CHECK ("rights_enquiry_events"."from_status" IS NULL OR "rights_enquiry_events"."from_status" IN ('new', 'in_discussion', 'granted', 'declined')),
	CONSTRAINT "rights_enquiry_events_to_known" CHECK ("rights_enquiry_events"."to_status" IN ('new', 'in_discussion', 'granted', 'declined'))
);
--> statement-breakpoint
ALTER TABLE "rights_enquiries" ADD CONSTRAINT "rights_enquiries_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_enquiry_events" ADD CONSTRAINT "rights_enquiry_events_enquiry_id_rights_enquiries_id_fk" FOREIGN KEY ("enquiry_id") REFERENCES "public"."rights_enquiries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rights_enquiry_events" ADD CONSTRAINT "rights_enquiry_events_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rights_enquiries_status_idx" ON "rights_enquiries" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "rights_enquiries_book_idx" ON "rights_enquiries" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "rights_enquiry_events_enquiry_idx" ON "rights_enquiry_events" USING btree ("enquiry_id","id");