CREATE TABLE "blog_posts" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"excerpt" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"image_url" text,
	"template" text DEFAULT 'article' NOT NULL,
	"published_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "car_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"url" text NOT NULL,
	"thumb_url" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"alt" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "careers" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"location_name" text NOT NULL,
	"employment_type" text NOT NULL,
	"description_html" text DEFAULT '' NOT NULL,
	"is_open" boolean DEFAULT true NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cars" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"location_id" integer,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"make" text NOT NULL,
	"model" text NOT NULL,
	"series" text,
	"badge" text,
	"body" text,
	"colour" text,
	"transmission" text,
	"year" integer NOT NULL,
	"km" integer DEFAULT 0 NOT NULL,
	"car_type" text NOT NULL,
	"status" text DEFAULT 'in_stock' NOT NULL,
	"price" integer,
	"before_price" integer,
	"subscription_price" integer,
	"dap_price" integer,
	"stock_number" text NOT NULL,
	"vin" text,
	"is_certified" boolean DEFAULT false NOT NULL,
	"is_reserved" boolean DEFAULT false NOT NULL,
	"is_sold" boolean DEFAULT false NOT NULL,
	"is_reservable" boolean,
	"is_preorder" boolean DEFAULT false NOT NULL,
	"tag" text,
	"simple_fuel" text,
	"description" text,
	"primary_image_url" text,
	"file_url" text,
	"payment_processors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"market_price_national" integer,
	"market_price_state" integer,
	"rank" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sold_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "dealerships" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"lead_email" text,
	"adf_email" text,
	"webhook_url" text,
	"webhook_secret" text,
	"review_count" integer DEFAULT 0 NOT NULL,
	"average_rating" double precision,
	"stripe_publishable_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "domains" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"host" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "domains_host_unique" UNIQUE("host")
);
--> statement-breakpoint
CREATE TABLE "garage_users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"email" text NOT NULL,
	"name" text,
	"last_name" text,
	"phone" text,
	"postcode" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"lead_id" uuid NOT NULL,
	"field_name" text NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"bytes" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"dealership_id" integer,
	"dealership_slug" text,
	"location_id" integer,
	"car_id" integer,
	"category" text NOT NULL,
	"subcategory" text,
	"lead_status" text DEFAULT 'New' NOT NULL,
	"form_completed" boolean DEFAULT true NOT NULL,
	"step_number" integer,
	"skipped_steps" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"name" text,
	"first_name" text,
	"middle_name" text,
	"last_name" text,
	"email" text,
	"phone" text,
	"postcode" text,
	"message" text,
	"fields" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"source" text DEFAULT 'Website' NOT NULL,
	"url" text,
	"user_agent" text,
	"visited_pages" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"linked_query_params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"has_files" boolean DEFAULT false NOT NULL,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"dealership_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"location_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"phone" text,
	"email" text,
	"social_urls" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"address" jsonb NOT NULL,
	"review_count" integer DEFAULT 0 NOT NULL,
	"average_rating" double precision,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "media" (
	"id" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"bytes" "bytea" NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"image_url" text,
	"offer_price" integer,
	"car_id" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"kind" text NOT NULL,
	"aggregate_id" text NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"path" text NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"body_html" text DEFAULT '' NOT NULL,
	"template" text DEFAULT 'standard' NOT NULL,
	"is_published" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "range_models" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"manufacturer_name" text NOT NULL,
	"bodies" text[] DEFAULT '{}'::text[] NOT NULL,
	"body_styles" text[] DEFAULT '{}'::text[] NOT NULL,
	"fuels" text[] DEFAULT '{}'::text[] NOT NULL,
	"variant" text,
	"image_url" text,
	"image_thumb_url" text,
	"is_new" boolean DEFAULT false NOT NULL,
	"override_url" text,
	"accessories_count" integer DEFAULT 0 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"website_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	"lead_id" uuid,
	"kind" text DEFAULT 'reserve' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'AUD' NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"location_id" integer,
	"author" text NOT NULL,
	"rating" integer NOT NULL,
	"body" text NOT NULL,
	"source" text DEFAULT 'google' NOT NULL,
	"posted_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_slugs" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"slug" text NOT NULL,
	"title" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tracking_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"category" text NOT NULL,
	"event_id" integer,
	"url" text,
	"lead_id" uuid,
	"car_id" integer,
	"dealership_id" integer,
	"anon_id" text,
	"session_id" text,
	"error_message" text,
	"properties" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watchlist_items" (
	"id" serial PRIMARY KEY NOT NULL,
	"website_id" integer NOT NULL,
	"user_id" uuid NOT NULL,
	"car_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "websites" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"primary_dealership_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "websites_slug_unique" UNIQUE("slug")
);
--> statement-breakpoint
ALTER TABLE "blog_posts" ADD CONSTRAINT "blog_posts_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "car_images" ADD CONSTRAINT "car_images_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "careers" ADD CONSTRAINT "careers_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cars" ADD CONSTRAINT "cars_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "dealerships" ADD CONSTRAINT "dealerships_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "domains" ADD CONSTRAINT "domains_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_users" ADD CONSTRAINT "garage_users_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_files" ADD CONSTRAINT "lead_files_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "locations" ADD CONSTRAINT "locations_dealership_id_dealerships_id_fk" FOREIGN KEY ("dealership_id") REFERENCES "public"."dealerships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "offers" ADD CONSTRAINT "offers_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pages" ADD CONSTRAINT "pages_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "range_models" ADD CONSTRAINT "range_models_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reservations" ADD CONSTRAINT "reservations_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_slugs" ADD CONSTRAINT "search_slugs_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tracking_events" ADD CONSTRAINT "tracking_events_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_user_id_garage_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."garage_users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watchlist_items" ADD CONSTRAINT "watchlist_items_car_id_cars_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."cars"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "blog_posts_website_slug" ON "blog_posts" USING btree ("website_id","slug");--> statement-breakpoint
CREATE INDEX "blog_posts_website_published" ON "blog_posts" USING btree ("website_id","published_at");--> statement-breakpoint
CREATE INDEX "car_images_car" ON "car_images" USING btree ("car_id","position");--> statement-breakpoint
CREATE UNIQUE INDEX "careers_website_slug" ON "careers" USING btree ("website_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "cars_website_slug" ON "cars" USING btree ("website_id","slug");--> statement-breakpoint
CREATE INDEX "cars_website_status_type" ON "cars" USING btree ("website_id","status","car_type");--> statement-breakpoint
CREATE INDEX "cars_website_make_model" ON "cars" USING btree ("website_id","make","model");--> statement-breakpoint
CREATE INDEX "cars_website_price" ON "cars" USING btree ("website_id","price");--> statement-breakpoint
CREATE INDEX "cars_website_created" ON "cars" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "dealerships_website_slug" ON "dealerships" USING btree ("website_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "garage_users_website_email" ON "garage_users" USING btree ("website_id","email");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_website_idempotency" ON "leads" USING btree ("website_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "leads_website_created" ON "leads" USING btree ("website_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_website_slug" ON "locations" USING btree ("website_id","slug");--> statement-breakpoint
CREATE UNIQUE INDEX "offers_website_slug" ON "offers" USING btree ("website_id","slug");--> statement-breakpoint
CREATE INDEX "outbox_due" ON "outbox" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE UNIQUE INDEX "outbox_kind_aggregate" ON "outbox" USING btree ("kind","aggregate_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pages_website_path" ON "pages" USING btree ("website_id","path");--> statement-breakpoint
CREATE UNIQUE INDEX "range_models_website_slug" ON "range_models" USING btree ("website_id","slug");--> statement-breakpoint
CREATE INDEX "reservations_website_car" ON "reservations" USING btree ("website_id","car_id");--> statement-breakpoint
CREATE INDEX "reviews_website_rating" ON "reviews" USING btree ("website_id","rating","posted_at");--> statement-breakpoint
CREATE UNIQUE INDEX "search_slugs_website_slug" ON "search_slugs" USING btree ("website_id","slug");--> statement-breakpoint
CREATE INDEX "tracking_events_website_category" ON "tracking_events" USING btree ("website_id","category","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watchlist_user_car" ON "watchlist_items" USING btree ("user_id","car_id");