import { sql } from "drizzle-orm";
import { catalogueEvent } from "@forecourt/core/analytics/event-catalogue";
import type { Database } from "../../client.ts";
import {
  EVENT_SOURCE,
  EVENT_VARIANT,
  IS_CONVERSION,
  VEHICLE_VIEW_IDS as VIEW_IDS,
  WEB_VITAL_ROW,
} from "./analytics-sql.ts";
import { rows } from "../../raw-rows.ts";
import {
  bySite,
  RAW_OF_SPLIT,
  rolledOfSplit,
  rollupSplits,
  SPLIT_EVENT_DAY,
  splitRows,
} from "./site-set.ts";

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

export type SiteAnalyticsFigures = {
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
const VARIANT = EVENT_VARIANT;

type CountRow = {
  site: number;
  day: string | null;
  source: string | null;
  variant: string | null;
  event_id: number | null;
  category: string;
  page_type: string | null;
  is_conversion: boolean;
  /** grouping(day, source, variant): which of them the row is counted by (a 0 bit). */
  grouped: number;
  n: number;
};
/** Null day: summed over the range; null source and variant: the day's (or range's) total. */
type SessionRow = {
  site: number;
  day: string | null;
  source: string | null;
  variant: string | null;
  n: number;
};

// grouping(day, source, variant) of each set the counts are grouped by.
const BY_DAY = 0b011;
const BY_DAY_SOURCE = 0b001;
const BY_DAY_VARIANT = 0b010;
const BY_SOURCE = 0b101;
const BY_VARIANT = 0b110;

export type SiteAnalyticsOptions = {
  /**
   * Each day's figures also by source and by variant (the analytics API's answer); without
   * them (the dashboard) a day holds its own figures only, and the range's totals by source and
   * variant are summed by the database.
   */
  dayGroups?: boolean;
};

/**
 * Per day of the site's zone from `from` to `to` (inclusive, YYYY-MM-DD): page views by page type, vehicle
 * views, searches, conversions by form (the conversion events the success page fires) and the
 * conversion rate per session, calls and phone reveals; each also by campaign source and by
 * split-test variant, per day and over the range. Two grouped queries, whatever the range: over
 * the daily rollups for the days rolled up (tracking_rollups; the counts without the car,
 * tracking_daily_totals), and over the raw events for the days after (found by site and time),
 * summed by the database into the groups asked for, so a year answers a few rows a day.
 */
export async function getSiteAnalytics(
  db: Database,
  websiteId: number,
  range: { from: string; to: string },
  options: SiteAnalyticsOptions = {},
): Promise<SiteAnalyticsFigures> {
  const figures = await getSitesAnalytics(db, [websiteId], range, options);
  return figures.get(websiteId)!;
}

/**
 * `getSiteAnalytics` of many sites at once (a dealer group, the platform): the same two grouped
 * queries over all of them, each site by its own zone's days and rollup mark.
 */
export async function getSitesAnalytics(
  db: Database,
  websiteIds: readonly number[],
  range: { from: string; to: string },
  options: SiteAnalyticsOptions = {},
): Promise<Map<number, SiteAnalyticsFigures>> {
  const dayGroups = options.dayGroups ?? true;
  const splits = await rollupSplits(db, websiteIds, range);
  const counts = bySite(websiteIds, await readCounts(db, splits, range, dayGroups));
  const sessions = bySite(websiteIds, await readSessions(db, splits, range, dayGroups));
  return new Map(
    websiteIds.map((id) => [id, shapeAnalytics(range, counts.get(id)!, sessions.get(id)!)]),
  );
}

const COUNT_KEYS = sql`event_id, category, page_type, is_conversion`;

/** Each site's event counts, grouped by day, source and variant (and by day and each, asked). */
function readCounts(
  db: Database,
  splits: Parameters<typeof splitRows>[0],
  range: { from: string; to: string },
  dayGroups: boolean,
): Promise<CountRow[]> {
  const keys = COUNT_KEYS;
  return rows<CountRow>(
    db,
    sql`
    with site_split as (${splitRows(splits)})
    select site, day, source, variant, event_id, category, page_type, is_conversion,
      grouping(day, source, variant)::int as grouped, sum(n)::int as n
    from (
      select s_site as site, ${SPLIT_EVENT_DAY} as day, ${SOURCE} as source,
        ${VARIANT} as variant, event_id, category, properties->>'page_type' as page_type,
        ${IS_CONVERSION} as is_conversion, count(*)::int as n
      from site_split ${RAW_OF_SPLIT}
      where category <> ${WEB_VITAL_ROW}
      group by 1, 2, 3, 4, 5, 6, 7, 8
      union all
      select s_site, to_char(d.day, 'YYYY-MM-DD'), source, variant, event_id, category,
        page_type, is_conversion, events
      from site_split ${rolledOfSplit("tracking_daily_totals", range.from)}) c
    group by grouping sets ((site, day, ${keys}), (site, source, ${keys}),
      (site, variant, ${keys})${
        dayGroups ? sql`, (site, day, source, ${keys}), (site, day, variant, ${keys})` : sql``
      })`,
  );
}

/**
 * Each day's distinct sessions (in all, by source, by variant; a session is counted on each
 * day it touches, and today's on each side of its last rolled-up hour), and their sums over
 * the range by source and by variant. Today's sessions are made distinct per group first, then
 * counted: cheaper than count(distinct) per set.
 */
function readSessions(
  db: Database,
  splits: Parameters<typeof splitRows>[0],
  range: { from: string; to: string },
  dayGroups: boolean,
): Promise<SessionRow[]> {
  return rows<SessionRow>(
    db,
    sql`
    with site_split as (${splitRows(splits)}),
    s as (
      select site, day, source, variant, sum(n)::int as n from (
        select site, day, source, variant, count(*)::int as n
        from (select s_site as site, ${SPLIT_EVENT_DAY} as day, ${SOURCE} as source,
            ${VARIANT} as variant, session_id
          from site_split ${RAW_OF_SPLIT}
          where category <> ${WEB_VITAL_ROW} and session_id is not null
          group by grouping sets ((1, 2, 5), (1, 2, 3, 5), (1, 2, 4, 5))) e
        group by 1, 2, 3, 4
        union all
        select s_site, to_char(d.day, 'YYYY-MM-DD'), source, variant, sessions
        from site_split ${rolledOfSplit("tracking_daily_sessions", range.from)}) u
      group by 1, 2, 3, 4
    )
    select site, day, source, variant, n from s
    where ${dayGroups} or (source is null and variant is null)
    union all
    select site, null, source, variant, sum(n)::int from s
    where source is not null or variant is not null
    group by site, source, variant`,
  );
}

/** One site's figures from its rows of the two grouped reads. */
function shapeAnalytics(
  range: { from: string; to: string },
  counts: readonly CountRow[],
  sessions: readonly SessionRow[],
): SiteAnalyticsFigures {
  const days = new Map<string, AnalyticsDay>();
  const dayOf = (date: string) => {
    let day = days.get(date);
    if (!day) {
      day = { date, ...emptyFigures(), by_source: {}, by_variant: {} };
      days.set(date, day);
    }
    return day;
  };
  const totals = {
    ...emptyFigures(),
    by_source: {},
    by_variant: {},
  } as SiteAnalyticsFigures["totals"];
  for (const row of counts) addCountRow(row, dayOf, totals);
  for (const row of sessions) {
    const into = row.day === null ? totals : dayOf(row.day);
    if (row.source !== null) {
      (into.by_source[row.source] ??= emptyFigures()).sessions = row.n;
    } else if (row.variant !== null) {
      if (row.variant) (into.by_variant[row.variant] ??= emptyFigures()).sessions = row.n;
    } else if (row.day !== null) {
      into.sessions = row.n;
    }
  }

  const list = [...days.values()].sort((a, b) => a.date.localeCompare(b.date));
  for (const day of list) {
    withRates(day);
    addFigures(totals, day);
    Object.values(day.by_source).forEach(withRates);
    Object.values(day.by_variant).forEach(withRates);
  }
  // Sessions are summed over days: a visit that spans midnight counts on both days.
  withRates(totals);
  Object.values(totals.by_source).forEach(withRates);
  Object.values(totals.by_variant).forEach(withRates);
  return { from: range.from, to: range.to, days: list, totals };
}

/** A count row added where its grouping says: a day, a day's source or variant, the range's. */
function addCountRow(
  row: CountRow,
  dayOf: (date: string) => AnalyticsDay,
  totals: SiteAnalyticsFigures["totals"],
): void {
  const source = row.source ?? "";
  const variant = row.variant ?? "";
  if (row.grouped === BY_DAY) addCount(dayOf(row.day ?? ""), row);
  else if (row.grouped === BY_DAY_SOURCE) {
    addCount((dayOf(row.day ?? "").by_source[source] ??= emptyFigures()), row);
  } else if (row.grouped === BY_DAY_VARIANT) {
    if (variant) addCount((dayOf(row.day ?? "").by_variant[variant] ??= emptyFigures()), row);
  } else if (row.grouped === BY_SOURCE) {
    addCount((totals.by_source[source] ??= emptyFigures()), row);
  } else if (row.grouped === BY_VARIANT && variant) {
    addCount((totals.by_variant[variant] ??= emptyFigures()), row);
  }
}

/**
 * Count rows by day (summed over many sites: Insight over a group) as each day's figures and
 * the range's totals, counted as one site's days are.
 */
export function countsToFigures(rows: readonly CountedRow[]): {
  byDay: Map<string, AnalyticsFigures>;
  totals: AnalyticsFigures;
} {
  const byDay = new Map<string, AnalyticsFigures>();
  const totals = emptyFigures();
  for (const row of rows) {
    let day = byDay.get(row.day);
    if (!day) byDay.set(row.day, (day = emptyFigures()));
    addCount(day, row);
    addCount(totals, row);
  }
  return { byDay, totals };
}

type CountedRow = Pick<CountRow, "event_id" | "category" | "page_type" | "is_conversion" | "n"> & {
  day: string;
};

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

function addCount(figures: AnalyticsFigures, row: Omit<CountedRow, "day">): void {
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
