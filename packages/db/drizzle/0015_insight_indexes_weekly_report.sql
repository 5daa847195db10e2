ALTER TABLE "staff_grants" ADD COLUMN "weekly_report_week" date;--> statement-breakpoint
ALTER TABLE "staff_users" ADD COLUMN "weekly_report_opt_out_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "tracking_events_website_time" ON "tracking_events" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "tracking_events_website_lead_time" ON "tracking_events" USING btree ("website_id","created_at") WHERE "tracking_events"."lead_id" is not null;