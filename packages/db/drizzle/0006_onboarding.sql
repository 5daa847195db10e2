CREATE TABLE "feed_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"source" text NOT NULL,
	"format" text NOT NULL,
	"status" text NOT NULL,
	"file_hash" text,
	"row_count" integer DEFAULT 0 NOT NULL,
	"created" integer DEFAULT 0 NOT NULL,
	"updated" integer DEFAULT 0 NOT NULL,
	"unchanged" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"rejections" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"image_failures" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"message" text,
	"held_rows" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "lead_status_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"lead_id" uuid NOT NULL,
	"from_status" text NOT NULL,
	"to_status" text NOT NULL,
	"changed_by" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "car_images" ADD COLUMN "source_url" text;--> statement-breakpoint
ALTER TABLE "car_images" ADD COLUMN "source_hash" text;--> statement-breakpoint
ALTER TABLE "cars" ADD COLUMN "locked_fields" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "status_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "sha256" text;--> statement-breakpoint
ALTER TABLE "websites" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "feed_imports" ADD CONSTRAINT "feed_imports_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_status_changes" ADD CONSTRAINT "lead_status_changes_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "feed_imports_website_created" ON "feed_imports" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "lead_status_changes_lead" ON "lead_status_changes" USING btree ("lead_id","created_at");--> statement-breakpoint
CREATE INDEX "cars_website_stock_number" ON "cars" USING btree ("website_id","stock_number");--> statement-breakpoint
CREATE INDEX "cars_website_vin" ON "cars" USING btree ("website_id","vin");--> statement-breakpoint
CREATE INDEX "cars_website_updated" ON "cars" USING btree ("website_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "leads_website_status_created" ON "leads" USING btree ("website_id","status","created_at");