import { sql, type SQL } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { siteTimeZone } from "../sites/site-time-zone.ts";
import { rows } from "../../raw-rows.ts";
import {
  markOf,
  splitAtMark,
  type MarkRow,
  type RollupSplit,
  type SiteRollupMark,
} from "./analytics-sql.ts";

/**
 * Insight over many sites at once (a dealer group, the platform): each figure is one statement
 * over the chosen sites, each site read by its own days and rollup mark, not one statement per
 * site. The sites' splits travel as arrays (one parameter each, whatever the number of sites)
 * unnested into a row per site.
 */

/** A Postgres array literal of `values` (each quoted: zone names, instants, days). */
function arrayLiteral(values: readonly (string | number | boolean)[]): string {
  const item = (value: string | number | boolean) =>
    typeof value === "string" ? `"${value.replace(/["\\]/g, "\\$&")}"` : String(value);
  return `{${values.map(item).join(",")}}`;
}

/** The site ids as one int[] parameter. */
export const siteIdArray = (ids: readonly number[]): SQL => sql`${arrayLiteral(ids)}::int[]`;

/** Each site's zone and rollup mark, in one read (a site that is gone: UTC and no mark). */
export async function siteRollupMarks(
  db: Database,
  websiteIds: readonly number[],
): Promise<Map<number, SiteRollupMark>> {
  const found = await rows<MarkRow & { id: number }>(
    db,
    sql`
    select websites.id, ${siteTimeZone} as zone,
      to_char(r.rolled_through, 'YYYY-MM-DD') as day, r.partial_until as until
    from websites left join tracking_rollups r on r.website_id = websites.id
    where websites.id = any(${siteIdArray(websiteIds)})`,
  );
  const byId = new Map(found.map((row) => [Number(row.id), row]));
  return new Map(websiteIds.map((id) => [id, markOf(byId.get(id))]));
}

/** Each site's split of `range` at its own rollup mark (`rollupSplit`, for many sites). */
export async function rollupSplits(
  db: Database,
  websiteIds: readonly number[],
  range: { from: string; to: string },
): Promise<Map<number, RollupSplit>> {
  return splitsOf(await siteRollupMarks(db, websiteIds), range);
}

/**
 * Each site's split of `range` at its mark, worked out once per zone and mark: the sites of a
 * group or the platform share a few (a zone's days take a time zone lookup each to cut).
 */
export function splitsOf(
  marks: ReadonlyMap<number, SiteRollupMark>,
  range: { from: string; to: string },
): Map<number, RollupSplit> {
  const known = new Map<string, RollupSplit>();
  return new Map(
    [...marks].map(([id, mark]) => {
      const key = `${mark.timeZone}|${mark.rolledThrough}|${mark.partialUntil?.getTime()}`;
      let split = known.get(key);
      if (!split) {
        split = splitAtMark(mark, range);
        known.set(key, split);
      }
      return [id, split];
    }),
  );
}

/**
 * The sites' splits as a row each, `site_split` (a CTE body): `s_site`, `s_raw_start`,
 * `s_raw_end` (the raw events read), `s_rolled_to` (the last rollup day read), `s_zone` (the
 * site's zone) and `s_is_rolled` (whether it has a rollup at all).
 */
export function splitRows(splits: ReadonlyMap<number, RollupSplit>): SQL {
  const list = [...splits];
  const column = <T extends string | number | boolean>(
    pick: (id: number, split: RollupSplit) => T,
  ) => arrayLiteral(list.map(([id, split]) => pick(id, split)));
  return sql`select * from unnest(
      ${column((id) => id)}::int[],
      ${column((_, split) => split.rawStart.toISOString())}::timestamptz[],
      ${column((_, split) => split.end.toISOString())}::timestamptz[],
      ${column((_, split) => split.rolledTo)}::date[],
      ${column((_, split) => split.timeZone)}::text[],
      ${column((_, split) => split.rolledThrough !== null)}::bool[])
    as s(s_site, s_raw_start, s_raw_end, s_rolled_to, s_zone, s_is_rolled)`;
}

/**
 * The raw events of each site's split, as `e` (follows `from site_split`): read site by site by
 * its index on (website_id, created_at), never the whole table joined at once (`offset 0` keeps
 * the planner from flattening the lateral read into a join of every site's rows).
 */
export const RAW_OF_SPLIT = sql`cross join lateral (select * from tracking_events e
  where e.website_id = s_site and e.created_at >= s_raw_start and e.created_at < s_raw_end
    and s_raw_start < s_raw_end offset 0) e`;

/** A daily rollup table's rows of each site's split from `from`, as `d` (site by site). */
export const rolledOfSplit = (table: RollupTable, from: string) =>
  sql`cross join lateral (select * from ${sql.raw(table)} d where d.website_id = s_site
    and d.day >= ${from} and d.day <= s_rolled_to and s_is_rolled offset 0) d`;

type RollupTable = "tracking_daily_totals" | "tracking_daily_sessions" | "tracking_daily_car_views";

/** An event's day in its site's zone (`s_zone` of `site_split`), as YYYY-MM-DD. */
export const SPLIT_EVENT_DAY = sql`to_char((e.created_at at time zone s_zone)::date, 'YYYY-MM-DD')`;

/** Rows grouped by their `site` column: each site's own list (empty for a site with none). */
export function bySite<Row extends { site: number }>(
  websiteIds: readonly number[],
  list: readonly Row[],
): Map<number, Row[]> {
  const grouped = new Map<number, Row[]>(websiteIds.map((id) => [id, []]));
  for (const row of list) grouped.get(Number(row.site))?.push(row);
  return grouped;
}
