import { sql } from "drizzle-orm";
import {
  rateWebVital,
  WEB_VITAL_NAMES,
  type WebVitalDay,
  type WebVitalName,
} from "@forecourt/core/analytics/web-vitals";
import type { Database } from "../../client.ts";
import {
  dayEnd,
  dayStart,
  eventDay,
  siteRollupMark,
  WEB_VITAL_GROUP,
  WEB_VITAL_P75,
  WEB_VITAL_ROW,
} from "./analytics-sql.ts";
import { rows } from "../../raw-rows.ts";

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
  const { timeZone, rolledThrough } = await siteRollupMark(db, websiteId);
  const start = dayStart(range.from, timeZone);
  const afterMark = rolledThrough ? dayEnd(rolledThrough, timeZone) : null;
  const rawStart = afterMark && afterMark > start ? afterMark : start;
  const end = dayEnd(range.to, timeZone);
  const result = await rows<{
    day: string;
    page_group: string;
    metric: string;
    p75: number;
    samples: number;
  }>(
    db,
    sql`
    select to_char(day, 'YYYY-MM-DD') as day, page_group, metric, p75, samples
    from web_vitals_daily
    where website_id = ${websiteId} and day >= ${range.from} and day <= ${range.to}
    union all
    select ${eventDay(timeZone)}, ${WEB_VITAL_GROUP}, properties->>'metric', ${WEB_VITAL_P75},
      count(*)::int
    from tracking_events
    where website_id = ${websiteId} and category = ${WEB_VITAL_ROW} and properties ? 'metric'
      and created_at >= ${rawStart.toISOString()} and created_at < ${end.toISOString()}
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
