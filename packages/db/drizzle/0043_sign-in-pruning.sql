CREATE INDEX "garage_sessions_expires" ON "garage_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "garage_sign_in_codes_created" ON "garage_sign_in_codes" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "lead_reads_lead" ON "lead_reads" USING btree ("lead_id");--> statement-breakpoint
CREATE INDEX "staff_sessions_expires" ON "staff_sessions" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "staff_sign_in_codes_created" ON "staff_sign_in_codes" USING btree ("created_at");