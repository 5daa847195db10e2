import { sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { rows } from "../../raw-rows.ts";

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

/**
 * The live sites the analytics roll-up has work for at `now`, each read by an index on a time,
 * never every site (issue 72):
 * - raw events made since `since` (the previous pass, less a margin) and before the hour under
 *   way that the site's rollup has not covered (after `partial_until`, else after
 *   `rolled_until`, where the day after `rolled_through` starts in the site's zone; a site with
 *   no mark yet has all of its events to roll up), by `tracking_events_created`;
 * - a day partly rolled up that has ended in the site's zone (`partial_day_ends_at`, written by
 *   the roll-up in the zone it cuts the site's days in), to close it whole with its web vitals,
 *   by `tracking_rollups_partial_day_ends_at`;
 * - raw events older than the retention, to delete, by `tracking_events_created`.
 * A site with none of these has nothing to roll up: its mark stays where it is until its next
 * event, and the pass that follows rolls up the days between in one go. A quiet site's partly
 * rolled day is closed at the first pass after its own midnight.
 */
export async function listDueRollupSites(
  db: Database,
  { now, since, retentionDays }: { now: Date; since: Date; retentionDays: number },
): Promise<number[]> {
  // Events of the hour under way wait for it to end, as the roll-up does.
  const hour = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS);
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  // A mark written before `rolled_until` was kept reads the day after it in UTC, as it was.
  const due = await rows<{ website_id: number }>(
    db,
    sql`
    select distinct e.website_id from tracking_events e
      left join tracking_rollups r on r.website_id = e.website_id
    where e.created_at >= ${since.toISOString()}::timestamptz
      and e.created_at < ${hour.toISOString()}::timestamptz
      and (r.website_id is null or e.created_at >= coalesce(r.partial_until, r.rolled_until,
        (r.rolled_through + 1)::timestamp at time zone 'UTC'))
    union
    select website_id from tracking_rollups
    where partial_day_ends_at <= ${now.toISOString()}::timestamptz
    union
    select distinct website_id from tracking_events
    where created_at < ${cutoff.toISOString()}::timestamptz`,
  );
  if (due.length === 0) return [];
  const live = await rows<{ id: number }>(
    db,
    sql`select id from websites where archived_at is null and id in (${sql.join(
      due.map((row) => sql`${row.website_id}`),
      sql`, `,
    )}) order by id`,
  );
  return live.map((row) => row.id);
}
