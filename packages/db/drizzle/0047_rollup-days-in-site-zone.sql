DROP INDEX "tracking_rollups_partial_until";--> statement-breakpoint
ALTER TABLE "tracking_rollups" ADD COLUMN "rolled_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "tracking_rollups" ADD COLUMN "partial_day_ends_at" timestamp with time zone;--> statement-breakpoint
-- Each mark's instants in its site's zone (settings timeZone, Sydney where none is named, UTC
-- where the database does not know the name), as the roll-up now writes them.
UPDATE "tracking_rollups" AS r SET
  "rolled_until" = (r."rolled_through" + 1)::timestamp AT TIME ZONE z."zone",
  "partial_day_ends_at" = CASE WHEN r."partial_until" IS NOT NULL THEN
    ((r."partial_until" AT TIME ZONE z."zone")::date + 1)::timestamp AT TIME ZONE z."zone" END
FROM (
  SELECT w."id", coalesce(n."name", 'UTC') AS "zone"
  FROM "websites" AS w
    LEFT JOIN (SELECT "name" FROM pg_timezone_names) AS n
      ON n."name" = coalesce(w."settings" ->> 'timeZone', 'Australia/Sydney')
) AS z
WHERE z."id" = r."website_id";--> statement-breakpoint
CREATE INDEX "tracking_rollups_partial_day_ends_at" ON "tracking_rollups" USING btree ("partial_day_ends_at");
