CREATE TABLE "currency_rates" (
	"code" text PRIMARY KEY NOT NULL,
	"rate_micros" bigint NOT NULL,
	"set_at" timestamp with time zone DEFAULT now() NOT NULL,
	"set_by" integer,
	CONSTRAINT "currency_rates_rate_positive" CHECK ("currency_rates"."rate_micros" > 0)
);
