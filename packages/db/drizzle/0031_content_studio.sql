CREATE TABLE "content_redirects" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"kind" text NOT NULL,
	"from_slug" text NOT NULL,
	"to_slug" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_versions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"kind" text NOT NULL,
	"content_id" integer NOT NULL,
	"version" integer NOT NULL,
	"slug" text NOT NULL,
	"input" jsonb NOT NULL,
	"published_by_id" uuid,
	"published_by" text NOT NULL,
	"published_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "seo_description" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "social_image_url" text;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "blog_posts" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "website_id" integer;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "alt_text" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "file_name" text;--> statement-breakpoint
ALTER TABLE "media" ADD COLUMN "byte_size" integer;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "finance_terms" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "model_slugs" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "is_published" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "offers" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "seo_title" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "social_image_url" text;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "draft" jsonb;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "revision" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "pages" ADD COLUMN "publish_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "content_redirects" ADD CONSTRAINT "content_redirects_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_versions" ADD CONSTRAINT "content_versions_published_by_id_staff_users_id_fk" FOREIGN KEY ("published_by_id") REFERENCES "public"."staff_users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "content_redirects_from" ON "content_redirects" USING btree ("website_id","kind","from_slug");--> statement-breakpoint
CREATE UNIQUE INDEX "content_versions_item_version" ON "content_versions" USING btree ("kind","content_id","version");--> statement-breakpoint
ALTER TABLE "media" ADD CONSTRAINT "media_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "blog_posts_publish_at" ON "blog_posts" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "media_website_created" ON "media" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE INDEX "offers_publish_at" ON "offers" USING btree ("publish_at");--> statement-breakpoint
CREATE INDEX "offers_ends_at" ON "offers" USING btree ("ends_at");--> statement-breakpoint
CREATE INDEX "pages_publish_at" ON "pages" USING btree ("publish_at");