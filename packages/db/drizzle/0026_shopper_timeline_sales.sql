CREATE TABLE "lead_reads" (
	"website_id" integer NOT NULL,
	"lead_id" uuid NOT NULL,
	"staff_user_id" uuid NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_reads_staff_user_id_lead_id_pk" PRIMARY KEY("staff_user_id","lead_id")
);
--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sold_car_id" integer;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sold_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "sold_by" text;--> statement-breakpoint
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_reads" ADD CONSTRAINT "lead_reads_staff_user_id_staff_users_id_fk" FOREIGN KEY ("staff_user_id") REFERENCES "public"."staff_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_sold_car_id_cars_id_fk" FOREIGN KEY ("sold_car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_website_email" ON "leads" USING btree ("website_id",lower("email"));--> statement-breakpoint
CREATE INDEX "leads_website_phone" ON "leads" USING btree ("website_id","phone");--> statement-breakpoint
CREATE INDEX "leads_website_sold" ON "leads" USING btree ("website_id","sold_at") WHERE "leads"."sold_at" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "leads_sold_car" ON "leads" USING btree ("sold_car_id") WHERE "leads"."sold_car_id" is not null;--> statement-breakpoint
CREATE INDEX "tracking_events_website_lead" ON "tracking_events" USING btree ("website_id","lead_id") WHERE "tracking_events"."lead_id" is not null;