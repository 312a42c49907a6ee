CREATE TABLE "staff_notices" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"key" text NOT NULL,
	"event" text NOT NULL,
	"line_ar" text NOT NULL,
	"line_en" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_notification_prefs" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"language" text DEFAULT 'ar' NOT NULL,
	"mode" text DEFAULT 'each' NOT NULL,
	"events" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"digest_day" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_notification_prefs_mode_known" CHECK ("staff_notification_prefs"."mode" in ('each', 'digest'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX "staff_notices_staff_key_unique" ON "staff_notices" USING btree ("staff_id","key");--> statement-breakpoint
CREATE INDEX "staff_notification_prefs_digest_idx" ON "staff_notification_prefs" USING btree ("digest_day") WHERE "staff_notification_prefs"."mode" = 'digest';--> statement-breakpoint
CREATE INDEX "contact_messages_unread_idx" ON "contact_messages" USING btree ("id") WHERE "contact_messages"."read_at" is null;--> statement-breakpoint
CREATE INDEX "orders_pending_idx" ON "orders" USING btree ("id") WHERE "orders"."status" = 'pending';