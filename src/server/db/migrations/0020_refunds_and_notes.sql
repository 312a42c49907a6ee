CREATE TABLE "order_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"staff_id" integer NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "order_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"kind" text NOT NULL,
	"method" text NOT NULL,
	"state" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"lines" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"reason" text,
	"restock" boolean DEFAULT false NOT NULL,
	"provider_reference" text,
	"failure" text,
	"staff_id" integer,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_refunds_amount_non_negative" CHECK ("order_refunds"."amount_cents" >= 0)
);
--> statement-breakpoint
DROP INDEX "invoices_order_kind_unique";--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "refund_id" integer;--> statement-breakpoint
ALTER TABLE "order_notes" ADD CONSTRAINT "order_notes_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_refunds" ADD CONSTRAINT "order_refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_notes_order_idx" ON "order_notes" USING btree ("order_id","id");--> statement-breakpoint
CREATE INDEX "order_refunds_order_idx" ON "order_refunds" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "order_refunds_order_key_unique" ON "order_refunds" USING btree ("order_id","idempotency_key");--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_refund_id_order_refunds_id_fk" FOREIGN KEY ("refund_id") REFERENCES "public"."order_refunds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_refund_unique" ON "invoices" USING btree ("refund_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_order_kind_unique" ON "invoices" USING btree ("order_id","kind") WHERE "invoices"."refund_id" IS NULL;--> statement-breakpoint
INSERT INTO "order_refunds" ("order_id", "kind", "method", "state", "amount_cents", "staff_id", "created_at", "updated_at")
SELECT o."id", 'cancel', 'card', 'done', o."net_price_cents", h."staff_id", h."created_at", h."created_at"
FROM "orders" o
JOIN LATERAL (
  SELECT "staff_id", "created_at" FROM "order_status_history"
  WHERE "order_id" = o."id" AND "from_status" = 'paid' AND "to_status" = 'cancelled'
  ORDER BY "id" DESC LIMIT 1
) h ON true
WHERE o."status" = 'cancelled' AND o."paid_at" IS NOT NULL AND o."payment_reference" IS NOT NULL
  AND o."net_price_cents" > 0;
