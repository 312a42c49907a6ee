CREATE TABLE "cod_remittance_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"remittance_id" integer NOT NULL,
	"line" integer NOT NULL,
	"carrier" text NOT NULL,
	"waybill" text NOT NULL,
	"amount_cents" integer NOT NULL,
	"collected_on" date,
	"reference" text,
	"outcome" text NOT NULL,
	"shipment_id" integer,
	"expected_cents" integer,
	"credited" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittance_lines_outcome" CHECK ("cod_remittance_lines"."outcome" IN ('matched', 'amount_differs', 'unknown_waybill', 'already_reconciled')),
	CONSTRAINT "cod_remittance_lines_amount_non_negative" CHECK ("cod_remittance_lines"."amount_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cod_remittances" (
	"id" serial PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"layout" text NOT NULL,
	"file_name" text,
	"lines" integer NOT NULL,
	"credited_cents" integer DEFAULT 0 NOT NULL,
	"imported_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_remittances_layout" CHECK ("cod_remittances"."layout" IN ('aramex', 'smsa', 'generic'))
);
--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_remittance_id_cod_remittances_id_fk" FOREIGN KEY ("remittance_id") REFERENCES "public"."cod_remittances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cod_remittance_lines" ADD CONSTRAINT "cod_remittance_lines_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_remittance_lines_remittance_idx" ON "cod_remittance_lines" USING btree ("remittance_id","line");--> statement-breakpoint
CREATE UNIQUE INDEX "cod_remittance_lines_credited_unique" ON "cod_remittance_lines" USING btree ("shipment_id") WHERE "cod_remittance_lines"."credited";--> statement-breakpoint
CREATE INDEX "cod_remittances_created_idx" ON "cod_remittances" USING btree ("created_at");