ALTER TABLE "orders" ADD COLUMN "voucher_reference" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "voucher_expires_at" timestamp with time zone;