CREATE TABLE "shipment_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"shipment_id" integer NOT NULL,
	"code" text NOT NULL,
	"step" text NOT NULL,
	"description_en" text NOT NULL,
	"description_ar" text,
	"location" text,
	"happened_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipment_events_step" CHECK ("shipment_events"."step" IN ('picked_up', 'in_transit', 'out_for_delivery', 'delivery_failed', 'delivered', 'returned'))
);
--> statement-breakpoint
ALTER TABLE "shipment_events" ADD CONSTRAINT "shipment_events_shipment_id_shipments_id_fk" FOREIGN KEY ("shipment_id") REFERENCES "public"."shipments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipment_events_once" ON "shipment_events" USING btree ("shipment_id","code","happened_at");