ALTER TABLE "writers" ADD COLUMN "bio_ar" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writers" ADD COLUMN "bio_en" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "writers" ADD COLUMN "born_year" integer;--> statement-breakpoint
ALTER TABLE "writers" ADD COLUMN "died_year" integer;--> statement-breakpoint
ALTER TABLE "writers" ADD COLUMN "photo" text;--> statement-breakpoint
ALTER TABLE "writers" ADD CONSTRAINT "writers_life_in_order" CHECK ("writers"."died_year" IS NULL OR "writers"."born_year" IS NULL OR "writers"."died_year" >= "writers"."born_year");