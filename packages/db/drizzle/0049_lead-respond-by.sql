DROP INDEX "leads_overdue_watch";--> statement-breakpoint
ALTER TABLE "leads" ADD COLUMN "respond_by" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "leads_overdue_watch" ON "leads" USING btree ("respond_by") WHERE "leads"."first_contacted_at" is null and "leads"."overdue_notified_at" is null and "leads"."form_completed" and "leads"."status" not in ('sold', 'lost');--> statement-breakpoint
CREATE FUNCTION "forecourt_response_target"(settings jsonb) RETURNS numeric LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    CASE WHEN jsonb_typeof(settings -> 'leads' -> 'responseTargetMinutes') = 'number'
      THEN (settings -> 'leads' ->> 'responseTargetMinutes')::numeric END,
    120)
$$;
--> statement-breakpoint
CREATE FUNCTION "leads_respond_by_set"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."respond_by" := NEW."created_at" + (
    SELECT "forecourt_response_target"("settings") FROM "websites" WHERE "id" = NEW."website_id"
  ) * interval '1 minute';
  RETURN NEW;
END $$;
--> statement-breakpoint
CREATE TRIGGER "leads_respond_by_set" BEFORE INSERT OR UPDATE OF "created_at", "website_id" ON "leads" FOR EACH ROW EXECUTE FUNCTION "leads_respond_by_set"();
--> statement-breakpoint
CREATE FUNCTION "websites_respond_by_sync"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF "forecourt_response_target"(NEW."settings") IS DISTINCT FROM "forecourt_response_target"(OLD."settings") THEN
    UPDATE "leads" SET "respond_by" = "created_at"
      + "forecourt_response_target"(NEW."settings") * interval '1 minute'
    WHERE "website_id" = NEW."id" AND "first_contacted_at" IS NULL AND "overdue_notified_at" IS NULL;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "websites_respond_by_sync" AFTER UPDATE OF "settings" ON "websites" FOR EACH ROW EXECUTE FUNCTION "websites_respond_by_sync"();
--> statement-breakpoint
UPDATE "leads" l SET "respond_by" = l."created_at" + "forecourt_response_target"(w."settings") * interval '1 minute'
FROM "websites" w WHERE w."id" = l."website_id";
