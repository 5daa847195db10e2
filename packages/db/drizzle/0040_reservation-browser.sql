ALTER TABLE "reservations" ADD COLUMN "browser_hash" text;--> statement-breakpoint
ALTER TABLE "reservations" ADD COLUMN "payment_url" text;