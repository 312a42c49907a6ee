CREATE TABLE "zatca_chain" (
	"id" integer PRIMARY KEY NOT NULL,
	"last_counter" integer NOT NULL,
	"last_hash" text NOT NULL,
	CONSTRAINT "zatca_chain_one_row" CHECK ("zatca_chain"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "zatca_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"invoice_id" integer NOT NULL,
	"kind" text NOT NULL,
	"number" text,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"counter" integer,
	"previous_hash" text,
	"invoice_hash" text,
	"xml" text,
	"qr" text,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"signed_at" timestamp with time zone,
	CONSTRAINT "zatca_documents_kind" CHECK ("zatca_documents"."kind" IN ('invoice', 'credit_note')),
	CONSTRAINT "zatca_documents_status" CHECK ("zatca_documents"."status" IN ('pending', 'signed'))
);
--> statement-breakpoint
ALTER TABLE "zatca_documents" ADD CONSTRAINT "zatca_documents_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_invoice_unique" ON "zatca_documents" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_counter_unique" ON "zatca_documents" USING btree ("counter");--> statement-breakpoint
CREATE UNIQUE INDEX "zatca_documents_number_unique" ON "zatca_documents" USING btree ("number");--> statement-breakpoint
CREATE INDEX "zatca_documents_pending_idx" ON "zatca_documents" USING btree ("id") WHERE "zatca_documents"."status" = 'pending';
