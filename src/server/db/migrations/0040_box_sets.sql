CREATE TABLE "box_set_books" (
	"box_set_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "box_set_books_pkey" PRIMARY KEY("box_set_id","book_id")
);
--> statement-breakpoint
CREATE TABLE "box_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"format" text NOT NULL,
	"price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "box_sets_price_positive" CHECK ("box_sets"."price_cents" > 0),
	CONSTRAINT "box_sets_format" CHECK ("box_sets"."format" IN ('hardcopy', 'pdf'))
);
--> statement-breakpoint
CREATE TABLE "order_box_sets" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"box_set_id" integer NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	"components" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_box_sets_quantity_positive" CHECK ("order_box_sets"."quantity" > 0),
	CONSTRAINT "order_box_sets_total_consistent" CHECK ("order_box_sets"."total_price_cents" = "order_box_sets"."unit_price_cents" * "order_box_sets"."quantity")
);
--> statement-breakpoint
ALTER TABLE "order_lines" ADD COLUMN "box_set_line_id" integer;--> statement-breakpoint
ALTER TABLE "box_set_books" ADD CONSTRAINT "box_set_books_box_set_id_box_sets_id_fk" FOREIGN KEY ("box_set_id") REFERENCES "public"."box_sets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "box_set_books" ADD CONSTRAINT "box_set_books_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_box_sets" ADD CONSTRAINT "order_box_sets_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "box_set_books_position_unique" ON "box_set_books" USING btree ("box_set_id","position");--> statement-breakpoint
CREATE INDEX "box_set_books_book_idx" ON "box_set_books" USING btree ("book_id");--> statement-breakpoint
CREATE INDEX "order_box_sets_order_idx" ON "order_box_sets" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_box_set_line_id_order_box_sets_id_fk" FOREIGN KEY ("box_set_line_id") REFERENCES "public"."order_box_sets"("id") ON DELETE cascade ON UPDATE no action;