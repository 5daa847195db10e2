CREATE TABLE "site_banner_times" (
	"website_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_banner_times" ADD CONSTRAINT "site_banner_times_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_banner_times_at" ON "site_banner_times" USING btree ("at");--> statement-breakpoint
CREATE INDEX "site_banner_times_website" ON "site_banner_times" USING btree ("website_id");--> statement-breakpoint
CREATE FUNCTION "forecourt_banner_time"(value text) RETURNS timestamp with time zone LANGUAGE plpgsql STABLE AS $$
BEGIN
  IF value IS NULL OR value !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}T' THEN
    RETURN NULL;
  END IF;
  RETURN value::timestamptz;
EXCEPTION WHEN others THEN
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE FUNCTION "site_banner_times_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "site_banner_times" WHERE "website_id" = NEW."id";
  IF NEW."archived_at" IS NULL AND jsonb_typeof(NEW."settings" -> 'home' -> 'banners') = 'array' THEN
    INSERT INTO "site_banner_times" ("website_id", "at")
    SELECT DISTINCT NEW."id", times."at"
    FROM jsonb_array_elements(NEW."settings" -> 'home' -> 'banners') AS banner,
      LATERAL (VALUES
        ("forecourt_banner_time"(banner ->> 'startsAt')),
        ("forecourt_banner_time"(banner ->> 'endsAt'))
      ) AS times("at")
    WHERE times."at" IS NOT NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "site_banner_times_sync" AFTER INSERT OR UPDATE OF "settings", "archived_at" ON "websites" FOR EACH ROW EXECUTE FUNCTION "site_banner_times_sync"();--> statement-breakpoint
UPDATE "websites" SET "settings" = "settings" WHERE jsonb_typeof("settings" -> 'home' -> 'banners') = 'array';
