CREATE TABLE "cod_risk_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"client_id" integer,
	"phone" text NOT NULL,
	"address_key" text NOT NULL,
	"outcome" text,
	"outcome_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cod_risk_settings" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"prepay_above_cents" integer,
	"max_returns" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cod_risk_settings_one_row" CHECK ("cod_risk_settings"."id" = 1),
	CONSTRAINT "cod_risk_settings_prepay_above" CHECK ("cod_risk_settings"."prepay_above_cents" IS NULL OR "cod_risk_settings"."prepay_above_cents" >= 0),
	CONSTRAINT "cod_risk_settings_max_returns" CHECK ("cod_risk_settings"."max_returns" IS NULL OR "cod_risk_settings"."max_returns" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cod_risk_orders" ADD CONSTRAINT "cod_risk_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cod_risk_orders_client_idx" ON "cod_risk_orders" USING btree ("client_id");--> statement-breakpoint
CREATE INDEX "cod_risk_orders_phone_idx" ON "cod_risk_orders" USING btree ("phone");--> statement-breakpoint
CREATE INDEX "cod_risk_orders_address_idx" ON "cod_risk_orders" USING btree ("address_key");