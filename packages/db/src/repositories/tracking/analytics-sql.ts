import { sql } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { rows } from "../../raw-rows.ts";

/**
 * The groupings every analytics figure shares, over tracking_events: the raw reads and the
 * daily rollups group by the same expressions, so a rolled-up day answers as its raw events did.
 */

// The campaign source of an event: utm_source, else the click id's network, else direct.
export const EVENT_SOURCE = sql`coalesce(nullif(properties->>'utm_source', ''),
  case when properties ? 'gclid' then 'google' when properties ? 'fbclid' then 'facebook' end,
  'direct')`;
export const EVENT_DAY = sql`to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD')`;
export const EVENT_VARIANT = sql`coalesce(properties->>'variant', '')`;
export const IS_CONVERSION = sql`coalesce((properties->>'conversion') = 'true', false)`;

/** Rows of the web vitals, kept apart from the counts (their own daily table). */
export const WEB_VITAL_ROW = "web_vital";

/** The collector ids of a vehicle view (spec §9: "View Vehicle" and "View Item"). */
export const VEHICLE_VIEW_IDS = [3, 4] as const;

/** A web vital row's page group, and the 75th percentile of its values over a group of rows. */
export const WEB_VITAL_GROUP = sql`coalesce(properties->>'page_group', 'other')`;
export const WEB_VITAL_P75 = sql`percentile_cont(0.75) within group (order by (properties->>'value')::float8)`;

/** A date range split at a site's rollup mark: whole days up to it from the rollups, later raw. */
export type RollupSplit = {
  /** The range's first instant and the instant after its last day. */
  start: Date;
  end: Date;
  /**
   * Raw events are read from here to `end`: the range's start, or the day after the mark, or
   * today's last rolled-up hour (`partial_until`) when today is rolled up in part.
   */
  rawStart: Date;
  /** The last rolled-up day (YYYY-MM-DD), or null when the site has no rollup yet. */
  rolledThrough: string | null;
  /** Rollups are read from the range's first day to this one (today's partial rows included). */
  rolledTo: string;
};

/**
 * Where a range's figures come from: whole days up to the site's rollup mark, and today up to
 * its last rolled-up hour, from the daily rollups; the rest (at most the last hour of today, or
 * every day after the mark while the rollup is behind) from the raw events, so no event is
 * counted twice.
 */
export async function rollupSplit(
  db: Database,
  websiteId: number,
  range: { from: string; to: string },
): Promise<RollupSplit> {
  const start = new Date(`${range.from}T00:00:00.000Z`);
  const end = new Date(`${range.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const mark = await rows<{ day: string; until: Date | string | null }>(
    db,
    sql`
    select to_char(rolled_through, 'YYYY-MM-DD') as day, partial_until as until
    from tracking_rollups where website_id = ${websiteId}`,
  );
  const rolledThrough = mark[0]?.day ?? null;
  const rawStart = new Date(start);
  let rolledDay = rolledThrough;
  if (rolledThrough) {
    const afterMark = new Date(`${rolledThrough}T00:00:00.000Z`);
    afterMark.setUTCDate(afterMark.getUTCDate() + 1);
    const until = mark[0]?.until ? new Date(mark[0].until) : null;
    // Today's partial rollup: its rows count the day up to `until`, the raw events the rest.
    const rolledTo = until && until > afterMark ? until : afterMark;
    if (until && until > afterMark) rolledDay = afterMark.toISOString().slice(0, 10);
    if (rolledTo > rawStart) rawStart.setTime(rolledTo.getTime());
  }
  const rolledTo = rolledDay && rolledDay < range.to ? rolledDay : range.to;
  return { start, end, rawStart, rolledThrough, rolledTo };
}
