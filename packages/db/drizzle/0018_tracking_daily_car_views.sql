CREATE TABLE "tracking_daily_car_views" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"car_id" integer NOT NULL,
	"views" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_daily_car_views" ADD CONSTRAINT "tracking_daily_car_views_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_daily_car_views_website_day" ON "tracking_daily_car_views" USING btree ("website_id","day","car_id","views");--> statement-breakpoint
INSERT INTO "tracking_daily_car_views" ("website_id", "day", "car_id", "views")
SELECT "website_id", "day", "car_id", sum("events")::int
FROM "tracking_daily_counts"
WHERE "event_id" IN (3, 4) AND "car_id" IS NOT NULL
GROUP BY "website_id", "day", "car_id";