CREATE TABLE "carrier_zone_settings" (
	"zone_id" integer PRIMARY KEY NOT NULL,
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "shipments" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"carrier" text NOT NULL,
	"service" text NOT NULL,
	"waybill" text NOT NULL,
	"label_key" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"cod_amount_cents" integer DEFAULT 0 NOT NULL,
	"weight_grams" integer NOT NULL,
	"pieces" integer NOT NULL,
	"short_address" text,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" integer,
	CONSTRAINT "shipments_status" CHECK ("shipments"."status" IN ('created', 'cancelled')),
	CONSTRAINT "shipments_cod_non_negative" CHECK ("shipments"."cod_amount_cents" >= 0),
	CONSTRAINT "shipments_weight_positive" CHECK ("shipments"."weight_grams" > 0),
	CONSTRAINT "shipments_pieces_positive" CHECK ("shipments"."pieces" > 0)
);
--> statement-breakpoint
ALTER TABLE "carrier_zone_settings" ADD CONSTRAINT "carrier_zone_settings_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipments" ADD CONSTRAINT "shipments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shipments_order_idx" ON "shipments" USING btree ("order_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "shipments_live_order_unique" ON "shipments" USING btree ("order_id") WHERE "shipments"."status" = 'created';