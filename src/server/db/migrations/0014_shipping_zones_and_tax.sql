-- Shipping zones, their countries and weight bands, tax rules per country and format, and their
-- settings (issue 26). Money in cents, weights in grams, tax rates in basis points.
CREATE TABLE "shipping_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"zone_id" integer NOT NULL,
	"max_grams" integer NOT NULL,
	"price_cents" integer NOT NULL,
	CONSTRAINT "shipping_rates_max_grams_positive" CHECK ("shipping_rates"."max_grams" > 0),
	CONSTRAINT "shipping_rates_price_non_negative" CHECK ("shipping_rates"."price_cents" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_settings" (
	"id" integer PRIMARY KEY NOT NULL,
	"packaging_grams" integer DEFAULT 0 NOT NULL,
	"prices_include_tax" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_settings_one_row" CHECK ("shipping_settings"."id" = 1),
	CONSTRAINT "shipping_settings_packaging_non_negative" CHECK ("shipping_settings"."packaging_grams" >= 0)
);
--> statement-breakpoint
CREATE TABLE "shipping_zone_countries" (
	"zone_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "shipping_zone_countries_zone_id_country_id_pk" PRIMARY KEY("zone_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "shipping_zones" (
	"id" serial PRIMARY KEY NOT NULL,
	"name_ar" text NOT NULL,
	"name_en" text NOT NULL,
	"free_shipping_from_cents" integer,
	"cod_offered" boolean DEFAULT false NOT NULL,
	"cod_fee_cents" integer DEFAULT 0 NOT NULL,
	"delivery_days_min" integer NOT NULL,
	"delivery_days_max" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shipping_zones_free_from_non_negative" CHECK ("shipping_zones"."free_shipping_from_cents" >= 0),
	CONSTRAINT "shipping_zones_cod_fee_non_negative" CHECK ("shipping_zones"."cod_fee_cents" >= 0),
	CONSTRAINT "shipping_zones_delivery_days" CHECK ("shipping_zones"."delivery_days_min" >= 0 AND "shipping_zones"."delivery_days_max" >= "shipping_zones"."delivery_days_min")
);
--> statement-breakpoint
CREATE TABLE "tax_rules" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_id" integer NOT NULL,
	"format" text NOT NULL,
	"rate_bp" integer NOT NULL,
	"label_ar" text NOT NULL,
	"label_en" text NOT NULL,
	"taxes_shipping" boolean DEFAULT true NOT NULL,
	"taxes_cod_fee" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rules_format" CHECK ("tax_rules"."format" IN ('printed', 'digital')),
	CONSTRAINT "tax_rules_rate_bp" CHECK ("tax_rules"."rate_bp" >= 0 AND "tax_rules"."rate_bp" <= 10000)
);
--> statement-breakpoint
ALTER TABLE "shipping_rates" ADD CONSTRAINT "shipping_rates_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_countries" ADD CONSTRAINT "shipping_zone_countries_zone_id_shipping_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."shipping_zones"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "shipping_zone_countries" ADD CONSTRAINT "shipping_zone_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tax_rules" ADD CONSTRAINT "tax_rules_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_rates_zone_max_unique" ON "shipping_rates" USING btree ("zone_id","max_grams");--> statement-breakpoint
CREATE UNIQUE INDEX "shipping_zone_countries_country_unique" ON "shipping_zone_countries" USING btree ("country_id");--> statement-breakpoint
CREATE UNIQUE INDEX "tax_rules_country_format_unique" ON "tax_rules" USING btree ("country_id","format");