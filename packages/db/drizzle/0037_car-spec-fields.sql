ALTER TABLE "cars" ADD COLUMN "drivetrain" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "engine" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "features" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "berths" integer;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "length_m" double precision;