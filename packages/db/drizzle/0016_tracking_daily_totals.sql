CREATE TABLE "tracking_daily_totals" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"variant" text NOT NULL,
	"category" text NOT NULL,
	"event_id" integer,
	"page_type" text,
	"is_conversion" boolean NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_daily_totals" ADD CONSTRAINT "tracking_daily_totals_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_daily_totals_website_day" ON "tracking_daily_totals" USING btree ("website_id","day");--> statement-breakpoint
INSERT INTO "tracking_daily_totals" ("website_id", "day", "source", "variant", "category", "event_id", "page_type", "is_conversion", "events")
SELECT "website_id", "day", "source", "variant", "category", "event_id", "page_type", "is_conversion", sum("events")::int
FROM "tracking_daily_counts"
GROUP BY "website_id", "day", "source", "variant", "category", "event_id", "page_type", "is_conversion";
