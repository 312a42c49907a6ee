CREATE TABLE "zatca_onboarding" (
	"id" integer PRIMARY KEY NOT NULL,
	"stage" text NOT NULL,
	"vat_number" text NOT NULL,
	"organisation" text NOT NULL,
	"branch" text NOT NULL,
	"egs_serial" text NOT NULL,
	"csr" text NOT NULL,
	"private_key" text NOT NULL,
	"compliance_request_id" text,
	"compliance_token" text,
	"compliance_secret" text,
	"production_token" text,
	"production_secret" text,
	"messages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "zatca_onboarding_one_row" CHECK ("zatca_onboarding"."id" = 1),
	CONSTRAINT "zatca_onboarding_stage" CHECK ("zatca_onboarding"."stage" IN ('csr', 'compliance', 'checked', 'production'))
);
--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD COLUMN "zatca_status" text DEFAULT 'pending' NOT NULL;--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD COLUMN "attempts" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD COLUMN "last_error" text;--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD COLUMN "messages" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD COLUMN "next_attempt_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD COLUMN "reported_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "zatca_documents_unreported_idx" ON "zatca_documents" USING btree ("id") WHERE "zatca_documents"."status" = 'signed' AND "zatca_documents"."zatca_status" = 'pending';--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD CONSTRAINT "zatca_documents_zatca_status" CHECK ("zatca_documents"."zatca_status" IN ('pending', 'reported', 'cleared', 'rejected'));