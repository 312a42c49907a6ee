CREATE TABLE "staff_pending_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"staff_id" integer NOT NULL,
	"kind" text NOT NULL,
	"keys" jsonb NOT NULL,
	"details" jsonb NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "staff_sign_in_challenges" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "user_agent" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "ip_prefix" text;--> statement-breakpoint
ALTER TABLE "staff_sessions" ADD COLUMN "last_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_pending_secret" text;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "totp_last_step" integer;--> statement-breakpoint
ALTER TABLE "staff_recovery_codes" ADD CONSTRAINT "staff_recovery_codes_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_sign_in_challenges" ADD CONSTRAINT "staff_sign_in_challenges_staff_id_staff_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "staff_pending_uploads_token_unique" ON "staff_pending_uploads" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "staff_pending_uploads_created_idx" ON "staff_pending_uploads" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_recovery_codes_hash_unique" ON "staff_recovery_codes" USING btree ("staff_id","code_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "staff_sign_in_challenges_token_unique" ON "staff_sign_in_challenges" USING btree ("token_hash");