DROP INDEX "staff_audit_log_created";--> statement-breakpoint
CREATE INDEX "leads_overdue_watch" ON "leads" USING btree ("created_at") WHERE "leads"."first_contacted_at" is null and "leads"."overdue_notified_at" is null;--> statement-breakpoint
CREATE INDEX "offers_starts_at" ON "offers" USING btree ("starts_at");--> statement-breakpoint
CREATE INDEX "staff_audit_log_created_id" ON "staff_audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "staff_grants_weekly_report" ON "staff_grants" USING btree ("role","weekly_report_week") WHERE "staff_grants"."dealership_id" is null and "staff_grants"."location_id" is null;--> statement-breakpoint
CREATE INDEX "tracking_events_created" ON "tracking_events" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "tracking_rollups_partial_until" ON "tracking_rollups" USING btree ("partial_until");--> statement-breakpoint
CREATE INDEX "websites_live_name" ON "websites" USING btree ("name","id") WHERE "websites"."archived_at" is null;