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

const isMetric = (value: string): value is WebVitalName =>
  (WEB_VITAL_NAMES as readonly string[]).includes(value);

/**
 * Real visitors' speed per UTC day from `from` to `to` (inclusive): the p75 of each metric per
 * page group, from web_vitals_daily for rolled-up days and from the raw web_vital rows after the
 * site's rollup mark (today), each rated good, needs-improvement or poor.
 */
export async function getWebVitalsP75(
  db: Database,
  websiteId: number,
  range: { from: string; to: string },
): Promise<WebVitalDay[]> {
  const end = new Date(`${range.to}T00:00:00.000Z`);
  end.setUTCDate(end.getUTCDate() + 1);
  const result = await rows<{
    day: string;
    page_group: string;
    metric: string;
    p75: number;
    samples: number;
  }>(
    db,
    sql`
    with mark as (select rolled_through from tracking_rollups where website_id = ${websiteId})
    select to_char(day, 'YYYY-MM-DD') as day, page_group, metric, p75, samples
    from web_vitals_daily
    where website_id = ${websiteId} and day >= ${range.from} and day <= ${range.to}
    union all
    select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD'),
      ${WEB_VITAL_GROUP}, properties->>'metric', ${WEB_VITAL_P75}, count(*)::int
    from tracking_events
    where website_id = ${websiteId} and category = ${WEB_VITAL_ROW} and properties ? 'metric'
      and created_at >= greatest(${`${range.from}T00:00:00.000Z`}::timestamptz,
        coalesce((select (rolled_through + 1)::timestamp at time zone 'UTC' from mark),
          '-infinity'::timestamptz))
      and created_at < ${end.toISOString()}
    group by 1, 2, 3
    order by 1, 2, 3`,
  );
  return result.flatMap((row) => {
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
  });
}
