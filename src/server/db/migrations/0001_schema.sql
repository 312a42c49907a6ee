CREATE TYPE "public"."code_purpose" AS ENUM('activation', 'password_reset');--> statement-breakpoint
CREATE TYPE "public"."order_status" AS ENUM('pending', 'processing', 'shipped', 'delivered', 'cancelled', 'awaiting_payment', 'paid');--> statement-breakpoint
CREATE TYPE "public"."staff_role" AS ENUM('admin', 'editor', 'orders');--> statement-breakpoint
CREATE TABLE "akhbars" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"article_date" date NOT NULL,
	"issue_number" integer,
	"image" text,
	"pdf" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"article_date" date NOT NULL,
	"issue_number" integer,
	"image" text,
	"pdf" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "book_downloads" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text DEFAULT '' NOT NULL,
	"description_ar" text DEFAULT '' NOT NULL,
	"description_en" text DEFAULT '' NOT NULL,
	"topic_ar" text DEFAULT '' NOT NULL,
	"topic_en" text DEFAULT '' NOT NULL,
	"publish_year" integer,
	"pages" integer,
	"pdf_price_cents" integer DEFAULT 0 NOT NULL,
	"hardcopy_price_cents" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"isbn" text,
	"weight_grams" integer,
	"dimensions" text,
	"cover_type_id" integer,
	"writer_id" integer,
	"category_id" integer,
	"image" text,
	"pdf_file" text,
	"coming_soon" boolean DEFAULT false NOT NULL,
	"most_popular" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_text" text GENERATED ALWAYS AS (shop_normalize(title_ar || ' ' || title_en || ' ' || topic_ar || ' ' || topic_en || ' ' || coalesce(isbn, ''))) STORED,
	CONSTRAINT "books_stock_non_negative" CHECK ("books"."stock" >= 0),
	CONSTRAINT "books_pdf_price_non_negative" CHECK ("books"."pdf_price_cents" >= 0),
	CONSTRAINT "books_hardcopy_price_non_negative" CHECK ("books"."hardcopy_price_cents" >= 0),
	CONSTRAINT "books_pages_positive" CHECK ("books"."pages" IS NULL OR "books"."pages" > 0)
);
--> statement-breakpoint
CREATE TABLE "client_sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"last_seen_at" timestamp with time zone,
	"user_agent" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "clients" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"date_of_birth" date,
	"address" text DEFAULT '' NOT NULL,
	"mobile" text DEFAULT '' NOT NULL,
	"mobile_country" text,
	"language" text DEFAULT 'ar' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "clients_email_lower" CHECK ("clients"."email" = lower("clients"."email"))
);
--> statement-breakpoint
CREATE TABLE "contact_info" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"map_link" text NOT NULL,
	"qr_link" text NOT NULL,
	"phone" text NOT NULL,
	"email" text
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"message" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cover_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "devices" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"name" text,
	"type" text NOT NULL,
	"serial" text,
	"client_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "link_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "links" (
	"id" serial PRIMARY KEY NOT NULL,
	"link_type_id" integer NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"link" text NOT NULL,
	"image" text
);
--> statement-breakpoint
CREATE TABLE "one_time_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"purpose" "code_purpose" NOT NULL,
	"code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"consumed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "one_time_codes_attempts_non_negative" CHECK ("one_time_codes"."attempts" >= 0)
);
--> statement-breakpoint
CREATE TABLE "order_addresses" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"shipping_name" text NOT NULL,
	"shipping_country_id" integer NOT NULL,
	"shipping_address" text NOT NULL,
	"shipping_city" text NOT NULL,
	"shipping_state" text NOT NULL,
	"shipping_postal_code" text NOT NULL,
	"shipping_mobile" text NOT NULL,
	"shipping_email" text NOT NULL,
	"billing_name" text NOT NULL,
	"billing_country_id" integer NOT NULL,
	"billing_address" text NOT NULL,
	"billing_city" text NOT NULL,
	"billing_state" text NOT NULL,
	"billing_postal_code" text NOT NULL,
	"billing_mobile" text NOT NULL,
	"billing_email" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"is_hard_copy" boolean NOT NULL,
	"quantity" integer NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"total_price_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_lines_quantity_positive" CHECK ("order_lines"."quantity" > 0),
	CONSTRAINT "order_lines_unit_price_non_negative" CHECK ("order_lines"."unit_price_cents" >= 0),
	CONSTRAINT "order_lines_total_consistent" CHECK ("order_lines"."total_price_cents" = "order_lines"."unit_price_cents" * "order_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"is_hard_copy" boolean NOT NULL,
	"status" "order_status" NOT NULL,
	"payment_type_id" integer NOT NULL,
	"books_quantity" integer NOT NULL,
	"net_price_cents" integer NOT NULL,
	"note" text,
	"idempotency_key" text,
	"payment_reference" text,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "orders_net_price_non_negative" CHECK ("orders"."net_price_cents" >= 0),
	CONSTRAINT "orders_books_quantity_positive" CHECK ("orders"."books_quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "payment_types" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"hard_copy_only" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "payment_types_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "pdf_ownerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"client_id" integer NOT NULL,
	"book_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "seos" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL,
	"keywords_ar" text NOT NULL,
	"keywords_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "social_medias" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"link" text NOT NULL,
	"icon" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_users" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" "staff_role" DEFAULT 'editor' NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "subscribers" (
	"id" serial PRIMARY KEY NOT NULL,
	"email" text NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_email_lower" CHECK ("subscribers"."email" = lower("subscribers"."email"))
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"title_ar" text NOT NULL,
	"title_en" text NOT NULL,
	"description_ar" text NOT NULL,
	"description_en" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "writers" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"search_text" text GENERATED ALWAYS AS (shop_normalize(name_ar || ' ' || name_en)) STORED
);
--> statement-breakpoint
ALTER TABLE "book_downloads" ADD CONSTRAINT "book_downloads_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "book_downloads" ADD CONSTRAINT "book_downloads_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_cover_type_id_cover_types_id_fk" FOREIGN KEY ("cover_type_id") REFERENCES "public"."cover_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_writer_id_writers_id_fk" FOREIGN KEY ("writer_id") REFERENCES "public"."writers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_category_id_book_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."book_categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_sessions" ADD CONSTRAINT "client_sessions_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "links" ADD CONSTRAINT "links_link_type_id_link_types_id_fk" FOREIGN KEY ("link_type_id") REFERENCES "public"."link_types"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "one_time_codes" ADD CONSTRAINT "one_time_codes_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_shipping_country_id_countries_id_fk" FOREIGN KEY ("shipping_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD CONSTRAINT "order_addresses_billing_country_id_countries_id_fk" FOREIGN KEY ("billing_country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_type_id_payment_types_id_fk" FOREIGN KEY ("payment_type_id") REFERENCES "public"."payment_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_ownerships" ADD CONSTRAINT "pdf_ownerships_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_ownerships" ADD CONSTRAINT "pdf_ownerships_book_id_books_id_fk" FOREIGN KEY ("book_id") REFERENCES "public"."books"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pdf_ownerships" ADD CONSTRAINT "pdf_ownerships_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "akhbars_date_idx" ON "akhbars" USING btree ("article_date");--> statement-breakpoint
CREATE INDEX "articles_date_idx" ON "articles" USING btree ("article_date");--> statement-breakpoint
CREATE INDEX "book_downloads_client_book_idx" ON "book_downloads" USING btree ("client_id","book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "books_isbn_unique" ON "books" USING btree ("isbn");--> statement-breakpoint
CREATE INDEX "books_search_text_trgm" ON "books" USING gin ("search_text" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "books_category_idx" ON "books" USING btree ("category_id");--> statement-breakpoint
CREATE INDEX "books_writer_idx" ON "books" USING btree ("writer_id");--> statement-breakpoint
CREATE INDEX "books_coming_soon_idx" ON "books" USING btree ("coming_soon") WHERE "books"."coming_soon";--> statement-breakpoint
CREATE INDEX "books_most_popular_idx" ON "books" USING btree ("most_popular") WHERE "books"."most_popular";--> statement-breakpoint
CREATE UNIQUE INDEX "client_sessions_token_hash_unique" ON "client_sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "client_sessions_client_idx" ON "client_sessions" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "clients_email_unique" ON "clients" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "countries_code_unique" ON "countries" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "devices_token_unique" ON "devices" USING btree ("token");--> statement-breakpoint
CREATE INDEX "links_type_idx" ON "links" USING btree ("link_type_id");--> statement-breakpoint
CREATE INDEX "one_time_codes_client_idx" ON "one_time_codes" USING btree ("client_id","purpose");--> statement-breakpoint
CREATE INDEX "order_lines_order_idx" ON "order_lines" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "orders_client_idx" ON "orders" USING btree ("client_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_client_idempotency_unique" ON "orders" USING btree ("client_id","idempotency_key");--> statement-breakpoint
CREATE UNIQUE INDEX "pdf_ownerships_client_book_unique" ON "pdf_ownerships" USING btree ("client_id","book_id");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_users_email_unique" ON "staff_users" USING btree ("email");--> statement-breakpoint
CREATE UNIQUE INDEX "subscribers_email_unique" ON "subscribers" USING btree ("email");