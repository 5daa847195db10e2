ALTER TABLE "car_images" ADD COLUMN "source_etag" text;--> statement-breakpoint
ALTER TABLE "car_images" ADD COLUMN "source_last_modified" text;