ALTER TABLE "cars" ADD COLUMN "rego" text;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD COLUMN "ignored_columns" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD COLUMN "car_changes" jsonb DEFAULT '{}'::jsonb NOT NULL;