CREATE TABLE "site_feed_pulls" (
	"website_id" integer PRIMARY KEY NOT NULL,
	"due_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "site_feed_pulls" ADD CONSTRAINT "site_feed_pulls_website_id_websites_id_fk" FOREIGN KEY ("website_id") REFERENCES "public"."websites"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "site_feed_pulls_due" ON "site_feed_pulls" USING btree ("due_at");--> statement-breakpoint
CREATE FUNCTION "site_feed_pulls_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."archived_at" IS NOT NULL OR (NEW."settings" -> 'stockFeed' ->> 'pullUrl') IS NULL THEN
    DELETE FROM "site_feed_pulls" WHERE "website_id" = NEW."id";
  ELSIF TG_OP = 'INSERT'
    OR OLD."archived_at" IS NOT NULL
    OR (OLD."settings" -> 'stockFeed') IS DISTINCT FROM (NEW."settings" -> 'stockFeed') THEN
    INSERT INTO "site_feed_pulls" ("website_id", "due_at") VALUES (NEW."id", now())
    ON CONFLICT ("website_id") DO UPDATE SET "due_at" = excluded."due_at";
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "site_feed_pulls_sync" AFTER INSERT OR UPDATE OF "settings", "archived_at" ON "websites" FOR EACH ROW EXECUTE FUNCTION "site_feed_pulls_sync"();--> statement-breakpoint
INSERT INTO "site_feed_pulls" ("website_id", "due_at")
SELECT "id", now() FROM "websites"
WHERE "archived_at" IS NULL AND ("settings" -> 'stockFeed' ->> 'pullUrl') IS NOT NULL;
