CREATE TABLE "invoice_sequences" (
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_sequences_kind" CHECK ("invoice_sequences"."kind" IN ('invoice', 'credit_note'))
);
--> statement-breakpoint
CREATE TABLE "invoice_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"seller_name_ar" text DEFAULT '' NOT NULL,
	"seller_name_en" text DEFAULT '' NOT NULL,
	"seller_address_ar" text DEFAULT '' NOT NULL,
	"seller_address_en" text DEFAULT '' NOT NULL,
	"tax_number" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_settings_one_row" CHECK ("invoice_settings"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"year" integer NOT NULL,
	"number" integer NOT NULL,
	"order_id" integer NOT NULL,
	"refers_to_id" integer,
	"issued_at" timestamp with time zone NOT NULL,
	"seller" jsonb NOT NULL,
	"total_cents" integer NOT NULL,
	"tax_cents" integer NOT NULL,
	"net_cents" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_kind" CHECK ("invoices"."kind" IN ('invoice', 'credit_note'))
);
--> statement-breakpoint
ALTER TABLE "order_addresses" ADD COLUMN "shipping_short_address" text;--> statement-breakpoint
ALTER TABLE "order_addresses" ADD COLUMN "billing_short_address" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_sequences_kind_year_unique" ON "invoice_sequences" USING btree ("kind","year");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_kind_year_number_unique" ON "invoices" USING btree ("kind","year","number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_unique" ON "invoices" USING btree ("order_id","kind");--> statement-breakpoint
CREATE INDEX "invoices_issued_at_idx" ON "invoices" USING btree ("issued_at","id");