ALTER TABLE "domains" ADD COLUMN "verified_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "domains" ADD COLUMN "verified_by" text;--> statement-breakpoint
-- Domains served before verification existed were set up by the operator: they stay served with HTTPS.
UPDATE "domains" SET "verified_at" = "created_at", "verified_by" = 'operator';
