ALTER TABLE "shipments" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "currency_decimals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
UPDATE "shipments" SET "currency" = "orders"."currency", "currency_decimals" = "orders"."currency_decimals" FROM "orders" WHERE "orders"."id" = "shipments"."order_id";
