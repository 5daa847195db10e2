CREATE TABLE "tracking_daily_counts" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text NOT NULL,
	"variant" text NOT NULL,
	"category" text NOT NULL,
	"event_id" integer,
	"page_type" text,
	"car_id" integer,
	"is_conversion" boolean NOT NULL,
	"events" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_daily_sessions" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"source" text,
	"variant" text,
	"sessions" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_rollups" (
	"website_id" integer PRIMARY KEY NOT NULL,
	"rolled_through" date NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "web_vitals_daily" (
	"website_id" integer NOT NULL,
	"day" date NOT NULL,
	"page_group" text NOT NULL,
	"metric" text NOT NULL,
	"p75" double precision NOT NULL,
	"samples" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracking_daily_counts" ADD CONSTRAINT "tracking_daily_counts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_daily_sessions" ADD CONSTRAINT "tracking_daily_sessions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_rollups" ADD CONSTRAINT "tracking_rollups_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "web_vitals_daily" ADD CONSTRAINT "web_vitals_daily_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tracking_daily_counts_website_day" ON "tracking_daily_counts" USING btree ("website_id","day");--> statement-breakpoint
CREATE INDEX "tracking_daily_sessions_website_day" ON "tracking_daily_sessions" USING btree ("website_id","day");--> statement-breakpoint
CREATE INDEX "web_vitals_daily_website_day" ON "web_vitals_daily" USING btree ("website_id","day");--> statement-breakpoint
CREATE INDEX "tracking_events_website_anon" ON "tracking_events" USING btree ("website_id","anon_id","created_at");