ALTER TABLE "shipments" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "shipments" ADD COLUMN "currency_decimals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD COLUMN "currency_decimals" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_provider" text;--> statement-breakpoint
UPDATE "shipments" SET "currency" = "orders"."currency", "currency_decimals" = "orders"."currency_decimals" FROM "orders" WHERE "orders"."id" = "shipments"."order_id";--> statement-breakpoint
UPDATE "cod_remittance_lines" SET "currency" = "shipments"."currency", "currency_decimals" = "shipments"."currency_decimals" FROM "shipments" WHERE "shipments"."id" = "cod_remittance_lines"."shipment_id";
