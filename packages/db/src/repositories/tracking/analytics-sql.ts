import { sql } from "drizzle-orm";
import { knownTimeZone, siteDayRange } from "@forecourt/core/time/site-time";
import type { Database } from "../../client.ts";
import { siteTimeZone } from "../sites/site-time-zone.ts";
import { rows } from "../../raw-rows.ts";

/**
 * The groupings every analytics figure shares, over tracking_events: the raw reads and the
 * daily rollups group by the same expressions, so a rolled-up day answers as its raw events did.
 */

// The campaign source of an event: utm_source, else the click id's network, else direct.
export const EVENT_SOURCE = sql`coalesce(nullif(properties->>'utm_source', ''),
  case when properties ? 'gclid' then 'google' when properties ? 'fbclid' then 'facebook' end,
  'direct')`;
/** An event's day in its site's zone (`timeZone`, checked by `siteRollupMark`), as YYYY-MM-DD. */
export const eventDay = (timeZone: string) =>
  sql`to_char((created_at at time zone ${timeZone})::date, 'YYYY-MM-DD')`;
export const EVENT_VARIANT = sql`coalesce(properties->>'variant', '')`;
export const IS_CONVERSION = sql`coalesce((properties->>'conversion') = 'true', false)`;

/** Rows of the web vitals, kept apart from the counts (their own daily table). */
export const WEB_VITAL_ROW = "web_vital";

/** The collector ids of a vehicle view (spec §9: "View Vehicle" and "View Item"). */
export const VEHICLE_VIEW_IDS = [3, 4] as const;

/** A web vital row's page group, and the 75th percentile of its values over a group of rows. */
export const WEB_VITAL_GROUP = sql`coalesce(properties->>'page_group', 'other')`;
export const WEB_VITAL_P75 = sql`percentile_cont(0.75) within group (order by (properties->>'value')::float8)`;

/** A site's days and how far its rollup has come. */
export type SiteRollupMark = {
  /** The zone the site's days are counted in: its settings' `timeZone`, known to the runtime. */
  timeZone: string;
  /** The last whole day rolled up (YYYY-MM-DD), or null when none is. */
  rolledThrough: string | null;
  /** The instant up to which the day after it is rolled up in part, if it is. */
  partialUntil: Date | null;
};

/**
 * The site's zone and rollup mark, in one read: every daily rollup row is a day of the site's
 * own zone (a visit at 05:28 in Sydney counts on Sydney's date), as its leads are counted.
 */
export async function siteRollupMark(db: Database, websiteId: number): Promise<SiteRollupMark> {
  const [row] = await rows<MarkRow>(
    db,
    sql`
    select ${siteTimeZone} as zone, to_char(r.rolled_through, 'YYYY-MM-DD') as day,
      r.partial_until as until
    from websites left join tracking_rollups r on r.website_id = websites.id
    where websites.id = ${websiteId}`,
  );
  return markOf(row);
}

/** A site's zone and rollup mark as read: the zone's name, the mark's day and its instant. */
export type MarkRow = { zone: string | null; day: string | null; until: Date | string | null };

/** The mark of a site as read (a site that is gone: UTC and no mark). */
export function markOf(row: MarkRow | undefined): SiteRollupMark {
  return {
    timeZone: knownTimeZone(row?.zone ?? "UTC"),
    rolledThrough: row?.day ?? null,
    partialUntil: row?.until ? new Date(row.until) : null,
  };
}

/** The instant a day of the zone starts (YYYY-MM-DD, its first minute that exists). */
export const dayStart = (day: string, timeZone: string): Date =>
  siteDayRange(day, null, timeZone).start!;

/** The instant after a day of the zone ends: the next day's start. */
export const dayEnd = (day: string, timeZone: string): Date =>
  siteDayRange(null, day, timeZone).end!;

/** A date range split at a site's rollup mark: whole days up to it from the rollups, later raw. */
export type RollupSplit = {
  /** The range's first instant and the instant after its last day, in the site's zone. */
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
  /** The site's zone, whose days the range, the rollups and the raw reads count by. */
  timeZone: string;
};

/**
 * Where a range of the site's days gets its figures: whole days up to the site's rollup mark,
 * and today up to its last rolled-up hour, from the daily rollups; the rest (at most the last
 * hour of today, or every day after the mark while the rollup is behind) from the raw events,
 * so no event is counted twice.
 */
export async function rollupSplit(
  db: Database,
  websiteId: number,
  range: { from: string; to: string },
): Promise<RollupSplit> {
  return splitAtMark(await siteRollupMark(db, websiteId), range);
}

/** `rollupSplit` of a site whose mark is read already (site-set.ts reads many at once). */
export function splitAtMark(
  mark: SiteRollupMark,
  range: { from: string; to: string },
): RollupSplit {
  const { timeZone, rolledThrough, partialUntil: until } = mark;
  const start = dayStart(range.from, timeZone);
  const end = dayEnd(range.to, timeZone);
  const rawStart = new Date(start);
  let rolledDay = rolledThrough;
  if (rolledThrough) {
    const afterMark = dayEnd(rolledThrough, timeZone);
    // Today's partial rollup: its rows count the day up to `until`, the raw events the rest.
    const rolledTo = until && until > afterMark ? until : afterMark;
    if (until && until > afterMark) rolledDay = nextDay(rolledThrough);
    if (rolledTo > rawStart) rawStart.setTime(rolledTo.getTime());
  }
  const rolledTo = rolledDay && rolledDay < range.to ? rolledDay : range.to;
  return { start, end, rawStart, rolledThrough, rolledTo, timeZone };
}

/** The calendar day after `day` (YYYY-MM-DD). */
export const nextDay = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
