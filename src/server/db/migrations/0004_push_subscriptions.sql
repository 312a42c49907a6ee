ALTER TABLE "devices" ADD COLUMN "p256dh" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "auth" text;--> statement-breakpoint
ALTER TABLE "devices" ADD COLUMN "lang" text DEFAULT 'ar' NOT NULL;--> statement-breakpoint
CREATE INDEX "devices_client_idx" ON "devices" USING btree ("client_id");