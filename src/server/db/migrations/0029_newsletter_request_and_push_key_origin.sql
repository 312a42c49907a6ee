ALTER TABLE "newsletters" ADD COLUMN "request_id" text;--> statement-breakpoint
ALTER TABLE "push_keys" ADD COLUMN "generated" boolean DEFAULT false NOT NULL;