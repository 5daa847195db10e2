import { sql } from "drizzle-orm";
import { catalogueEvent } from "@forecourt/core/analytics/event-catalogue";
import type { Database } from "../../client.ts";
import {
  EVENT_DAY,
  EVENT_SOURCE,
  EVENT_VARIANT,
  IS_CONVERSION,
  VEHICLE_VIEW_IDS as VIEW_IDS,
  WEB_VITAL_ROW,
  rollupSplit,
} from "./analytics-sql.ts";

/**
 * What a dealer's ads brought, for one group of events (a day, a source, a variant): every
 * figure here is counted from the tracking_events table (the collector). `conversions` are the
 * conversion events the success page fires once per recorded lead; the leads themselves are
 * counted from the leads table (`get-lead-figures.ts`).
 */
export type AnalyticsFigures = {
  page_views: Record<string, number>;
  vehicle_views: number;
  searches: number;
  conversions: number;
  conversions_by_form: Record<string, number>;
  sessions: number;
  /** Conversion events per session, 0 when there were no sessions. */
  conversion_rate: number;
  calls: number;
  reveals: number;
};

export type AnalyticsDay = AnalyticsFigures & {
  date: string;
  by_source: Record<string, AnalyticsFigures>;
  by_variant: Record<string, AnalyticsFigures>;
};

export type SiteAnalytics = {
  from: string;
  to: string;
  days: AnalyticsDay[];
  totals: AnalyticsFigures & {
    by_source: Record<string, AnalyticsFigures>;
    by_variant: Record<string, AnalyticsFigures>;
  };
};

const PAGE_VIEW_CATEGORIES = new Set(["page_view", "view_item"]);
const VEHICLE_VIEW_IDS = new Set<number>(VIEW_IDS);
const SEARCH_ID = 29;
const CALL_ID = 25;
const REVEAL_ID = 49;

const SOURCE = EVENT_SOURCE;
const DAY = EVENT_DAY;
const VARIANT = EVENT_VARIANT;

type CountRow = {
  day: string;
  source: string;
  variant: string;
  event_id: number | null;
  category: string;
  page_type: string | null;
  is_conversion: boolean;
  n: number;
};
type SessionRow = {
  day: string;
  source: string | null;
  variant: string | null;
  by_source: number;
  by_variant: number;
  n: number;
};

/**
 * Per UTC day from `from` to `to` (inclusive, YYYY-MM-DD): page views by page type, vehicle
 * views, searches, conversions by form (the conversion events the success page fires) and the
 * conversion rate per session, calls and phone reveals; each also by campaign source and by
 * split-test variant. Two grouped queries, whatever the range: over the daily rollups for the
 * days rolled up (tracking_rollups; the counts without the car, tracking_daily_totals), and over
 * the raw events for the days after (found by site and time).
 */
export async function getSiteAnalytics(
  db: Database,
  websiteId: number,
  range: { from: string; to: string },
): Promise<SiteAnalytics> {
  const { end, rawStart, rolledThrough, rolledTo } = await rollupSplit(db, websiteId, range);
  const where = sql`website_id = ${websiteId} and created_at >= ${rawStart.toISOString()}
    and created_at < ${end.toISOString()} and category <> ${WEB_VITAL_ROW}`;
  const rolled = sql`website_id = ${websiteId} and day >= ${range.from} and day <= ${rolledTo}`;

  const counts = (await db.execute(sql`
    select ${DAY} as day, ${SOURCE} as source, ${VARIANT} as variant, event_id, category,
      properties->>'page_type' as page_type, ${IS_CONVERSION} as is_conversion,
      count(*)::int as n
    from tracking_events where ${where} and ${rawStart < end}
    group by 1, 2, 3, 4, 5, 6, 7
    union all
    select to_char(day, 'YYYY-MM-DD'), source, variant, event_id, category, page_type,
      is_conversion, sum(events)::int
    from tracking_daily_totals where ${rolled} and ${rolledThrough !== null}
    group by 1, 2, 3, 4, 5, 6, 7`)) as unknown as { rows: CountRow[] };
  const sessions = (await db.execute(sql`
    select day, source, variant, grouping(source)::int as by_source,
      grouping(variant)::int as by_variant, count(distinct session_id)::int as n
    from (select ${DAY} as day, ${SOURCE} as source, ${VARIANT} as variant, session_id
      from tracking_events where ${where} and ${rawStart < end} and session_id is not null) e
    group by grouping sets ((day), (day, source), (day, variant))
    union all
    select to_char(day, 'YYYY-MM-DD'), source, variant, (source is null)::int,
      (variant is null)::int, sessions
    from tracking_daily_sessions where ${rolled} and ${rolledThrough !== null}`)) as unknown as {
    rows: SessionRow[];
  };

  const days = new Map<string, AnalyticsDay>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      day = { date, ...emptyFigures(), by_source: {}, by_variant: {} };
      days.set(date, day);
    }
    return day;
  };
  for (const row of counts.rows) {
    const day = dayOf(row.day);
    const groups = [day, (day.by_source[row.source] ??= emptyFigures())];
    if (row.variant) groups.push((day.by_variant[row.variant] ??= emptyFigures()));
    for (const figures of groups) addCount(figures, row);
  }
  for (const row of sessions.rows) {
    const day = dayOf(row.day);
    if (row.by_source === 0 && row.source !== null) {
      (day.by_source[row.source] ??= emptyFigures()).sessions = row.n;
    } else if (row.by_variant === 0 && row.variant !== null) {
      if (row.variant) (day.by_variant[row.variant] ??= emptyFigures()).sessions = row.n;
    } else {
      day.sessions = row.n;
    }
  }

  const list = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  const totals = { ...emptyFigures(), by_source: {}, by_variant: {} } as SiteAnalytics["totals"];
  for (const day of list) {
    withRates(day);
    addFigures(totals, day);
    for (const [key, figures] of Object.entries(day.by_source)) {
      addFigures((totals.by_source[key] ??= emptyFigures()), withRates(figures));
    }
    for (const [key, figures] of Object.entries(day.by_variant)) {
      addFigures((totals.by_variant[key] ??= emptyFigures()), withRates(figures));
    }
  }
  // Sessions are summed over days: a visit that spans midnight counts on both days.
  withRates(totals);
  Object.values(totals.by_source).forEach(withRates);
  Object.values(totals.by_variant).forEach(withRates);
  return { from: range.from, to: range.to, days: list, totals };
}

function emptyFigures(): AnalyticsFigures {
  return {
    page_views: {},
    vehicle_views: 0,
    searches: 0,
    conversions: 0,
    conversions_by_form: {},
    sessions: 0,
    conversion_rate: 0,
    calls: 0,
    reveals: 0,
  };
}

function addCount(figures: AnalyticsFigures, row: CountRow): void {
  const id = row.event_id;
  if (PAGE_VIEW_CATEGORIES.has(row.category)) {
    const type = row.page_type ?? "Other";
    figures.page_views[type] = (figures.page_views[type] ?? 0) + row.n;
  }
  if (id !== null && VEHICLE_VIEW_IDS.has(id)) figures.vehicle_views += row.n;
  if (id === SEARCH_ID) figures.searches += row.n;
  if (id === CALL_ID) figures.calls += row.n;
  if (id === REVEAL_ID || row.category === "phone_reveal") figures.reveals += row.n;
  if (row.is_conversion) {
    const form = (id !== null && catalogueEvent(id)?.formName) || "Other";
    figures.conversions += row.n;
    figures.conversions_by_form[form] = (figures.conversions_by_form[form] ?? 0) + row.n;
  }
}

function addFigures(into: AnalyticsFigures, from: AnalyticsFigures): void {
  for (const [type, n] of Object.entries(from.page_views)) {
    into.page_views[type] = (into.page_views[type] ?? 0) + n;
  }
  for (const [form, n] of Object.entries(from.conversions_by_form)) {
    into.conversions_by_form[form] = (into.conversions_by_form[form] ?? 0) + n;
  }
  into.vehicle_views += from.vehicle_views;
  into.searches += from.searches;
  into.conversions += from.conversions;
  into.sessions += from.sessions;
  into.calls += from.calls;
  into.reveals += from.reveals;
}

function withRates<T extends AnalyticsFigures>(figures: T): T {
  figures.conversion_rate =
    figures.sessions === 0
      ? 0
      : Math.round((figures.conversions / figures.sessions) * 10_000) / 10_000;
  return figures;
}
