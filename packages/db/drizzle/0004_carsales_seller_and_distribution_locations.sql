ALTER TABLE "cars" ADD COLUMN "carsales_seller_identifier" text;--> statement-breakpoint
ALTER TABLE "locations" ADD COLUMN "distribution_locations" text[] DEFAULT '{}'::text[] NOT NULL;