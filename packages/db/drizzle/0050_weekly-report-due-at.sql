-- The weekly report is due by the site's own Monday (its time zone), kept per grant. Existing
-- grants keep their last week and start with no due time: the next look reads each once, queues
-- what its site's week says is due (never a week already queued) and sets its due time.
DROP INDEX "staff_grants_weekly_report";--> statement-breakpoint
ALTER TABLE "staff_grants" ADD COLUMN "weekly_report_due_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "staff_grants_weekly_report_due" ON "staff_grants" USING btree ("role","weekly_report_due_at") WHERE "staff_grants"."dealership_id" is null and "staff_grants"."location_id" is null;
