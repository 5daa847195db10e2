import { parseAnalyticsRange, type AnalyticsRange } from "../analytics/analytics-range.ts";

const DAY_MS = 86_400_000;

/** "all": every site the user may read insight on (its dealership group); else one site's id. */
export type InsightScope = number | "all";

export type InsightQuery = {
  scope: InsightScope | null;
  range: AnalyticsRange;
  previous: AnalyticsRange;
  /** Why the range asked for was not used (the default range is shown instead). */
  errors: Partial<Record<"from" | "to", string>>;
  /** The days' zone: the range's "today" is its date there (UTC until the site is known). */
  timeZone: string;
  /** What the URL asked, and when, so the range can be read again in the site's zone. */
  asked: { from: string | null; to: string | null; now: Date };
};

const first = (value: string | string[] | undefined) =>
  (Array.isArray(value) ? value[0] : value) || null;

/** The period of the same length that ends the day before `range` starts. */
export function previousPeriod(range: AnalyticsRange): AnalyticsRange {
  const from = Date.parse(`${range.from}T00:00:00Z`);
  const to = Date.parse(`${range.to}T00:00:00Z`);
  const iso = (time: number) => new Date(time).toISOString().slice(0, 10);
  return { from: iso(from - (to - from) - DAY_MS), to: iso(from - DAY_MS) };
}

/**
 * The dashboard's state as the URL holds it (`?site=&from=&to=`), so its GET form works without
 * script and a view can be shared. A range that cannot be read falls back to the last 30 days
 * (to today in `timeZone`) and says why; a site that cannot be read is no choice (the page
 * picks one).
 */
export function parseInsightQuery(
  params: Record<string, string | string[] | undefined>,
  now: Date,
  timeZone = "UTC",
): InsightQuery {
  const site = first(params.site);
  const scope: InsightScope | null =
    site === "all" ? "all" : site && /^[1-9]\d{0,9}$/.test(site) ? Number(site) : null;
  return datedQuery(scope, { from: first(params.from), to: first(params.to), now }, timeZone);
}

/** The same query with its days those of `timeZone` (the site's, once the page knows it). */
export function insightQueryIn(query: InsightQuery, timeZone: string): InsightQuery {
  return datedQuery(query.scope, query.asked, timeZone);
}

function datedQuery(
  scope: InsightScope | null,
  asked: InsightQuery["asked"],
  timeZone: string,
): InsightQuery {
  const read = parseAnalyticsRange(asked, asked.now, timeZone);
  const base = { scope, timeZone, asked };
  if (read.ok)
    return { ...base, range: read.range, previous: previousPeriod(read.range), errors: {} };
  const fallback = parseAnalyticsRange({}, asked.now, timeZone);
  if (!fallback.ok) throw new Error("the default range is always valid");
  return {
    ...base,
    range: fallback.range,
    previous: previousPeriod(fallback.range),
    errors: read.errors,
  };
}

/** The URL search string of a dashboard view. */
export function insightSearch(query: { scope: InsightScope; range: AnalyticsRange }): string {
  return `?${new URLSearchParams({ site: String(query.scope), from: query.range.from, to: query.range.to })}`;
}
