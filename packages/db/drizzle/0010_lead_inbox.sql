ALTER TABLE "leads" ADD COLUMN "car_price" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "overdue_notified_at" timestamp with time zone;