import { sql } from "drizzle-orm";
import {
  rateWebVital,
  WEB_VITAL_NAMES,
  type WebVitalDay,
  type WebVitalName,
} from "@forecourt/core/analytics/web-vitals";
import type { Database } from "../../client.ts";
import { WEB_VITAL_GROUP, WEB_VITAL_P75, WEB_VITAL_ROW } from "./analytics-sql.ts";
import { rows } from "../../raw-rows.ts";
import {
  bySite,
  RAW_OF_SPLIT,
  siteIdArray,
  siteRollupMarks,
  SPLIT_EVENT_DAY,
  splitRows,
  splitsOf,
} from "./site-set.ts";

const isMetric = (value: string): value is WebVitalName =>
  (WEB_VITAL_NAMES as readonly string[]).includes(value);

/**
 * Real visitors' speed per day of the site's zone from `from` to `to` (inclusive): the p75 of
 * each metric per page group, from web_vitals_daily for rolled-up days and from the raw
 * web_vital rows after the site's rollup mark (today), each rated good, needs-improvement or
 * poor. Web vitals are rolled up by whole days only, so today's partial mark is not read.
 */
export async function getWebVitalsP75(
  db: Database,
  websiteId: number,
  range: { from: string; to: string },
): Promise<WebVitalDay[]> {
  return (await getSitesWebVitalsP75(db, [websiteId], range)).get(websiteId)!;
}

type VitalRow = {
  site: number;
  day: string;
  page_group: string;
  metric: string;
  p75: number;
  samples: number;
};

/** `getWebVitalsP75` of many sites at once: one read over all of them, each by its own days. */
export async function getSitesWebVitalsP75(
  db: Database,
  websiteIds: readonly number[],
  range: { from: string; to: string },
): Promise<Map<number, WebVitalDay[]>> {
  const marks = await siteRollupMarks(db, websiteIds);
  // Whole days only: the raw rows are read from the day after the mark (today's partial mark is
  // not read), each site's split as if it had no partial mark.
  const splits = splitsOf(
    new Map([...marks].map(([id, mark]) => [id, { ...mark, partialUntil: null }])),
    range,
  );
  const result = await rows<VitalRow>(
    db,
    sql`
    with site_split as (${splitRows(splits)})
    select website_id as site, to_char(day, 'YYYY-MM-DD') as day, page_group, metric, p75, samples
    from web_vitals_daily
    where website_id = any(${siteIdArray(websiteIds)}) and day >= ${range.from} and day <= ${range.to}
    union all
    select s_site, ${SPLIT_EVENT_DAY}, ${WEB_VITAL_GROUP}, properties->>'metric', ${WEB_VITAL_P75},
      count(*)::int
    from site_split ${RAW_OF_SPLIT}
    where e.category = ${WEB_VITAL_ROW} and e.properties ? 'metric'
    group by 1, 2, 3, 4
    order by 1, 2, 3, 4`,
  );
  const grouped = bySite(websiteIds, result);
  return new Map(websiteIds.map((id) => [id, grouped.get(id)!.flatMap(vitalDay)]));
}

function vitalDay(row: VitalRow): WebVitalDay[] {
  if (!isMetric(row.metric)) return [];
  const p75 = Number(row.p75);
  return [
    {
      day: row.day,
      pageGroup: row.page_group,
      metric: row.metric,
      p75,
      samples: row.samples,
      rating: rateWebVital(row.metric, p75),
    },
  ];
}
