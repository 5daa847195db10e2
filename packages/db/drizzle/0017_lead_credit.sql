ALTER TABLE "leads" ADD COLUMN "credit_source" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "credit_medium" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "credit_campaign" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "landing_path" text;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "credited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_website_uncredited" ON "leads" USING btree ("website_id","created_at") WHERE "leads"."credited_at" is null;