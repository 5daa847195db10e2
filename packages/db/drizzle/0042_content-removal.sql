CREATE TABLE "deleted_content" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"input" jsonb NOT NULL,
	"draft" jsonb,
	"is_published" boolean NOT NULL,
	"revision" integer NOT NULL,
	"deleted_by" text NOT NULL,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "content_redirects" ALTER COLUMN "to_slug" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "content_redirects" ADD COLUMN "to_path" text;--> statement-breakpoint
ALTER TABLE "deleted_content" ADD CONSTRAINT "deleted_content_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "deleted_content_item" ON "deleted_content" USING btree ("kind","content_id");--> statement-breakpoint
CREATE INDEX "deleted_content_website" ON "deleted_content" USING btree ("website_id","deleted_at");--> statement-breakpoint
CREATE INDEX "deleted_content_deleted_at" ON "deleted_content" USING btree ("deleted_at");