import { knownTimeZone } from "../time/site-time.ts";
import { wallTime } from "../time/zoned-time.ts";

/** Days the analytics endpoint answers when no range is given (today and the 29 before). */
const DEFAULT_ANALYTICS_DAYS = 30;
/** Longest range one request may ask for. */
const MAX_ANALYTICS_DAYS = 366;

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

export type AnalyticsRange = { from: string; to: string };
type AnalyticsRangeResult =
  | { ok: true; range: AnalyticsRange }
  | { ok: false; errors: Partial<Record<"from" | "to", string>> };

/**
 * `?from=&to=` of the analytics endpoint: dates as YYYY-MM-DD, both inclusive, days of
 * `timeZone` (UTC unless a site's zone is given). `to` defaults to today there and `from` to 29
 * days before `to`. Pure: the caller passes the instant it is now.
 */
export function parseAnalyticsRange(
  query: { from?: string | null; to?: string | null },
  now: Date,
  timeZone = "UTC",
): AnalyticsRangeResult {
  const errors: Partial<Record<"from" | "to", string>> = {};
  const to = query.to ? parseDate(query.to) : startOfDay(now, timeZone);
  if (to === null) errors.to = "to must be a date as YYYY-MM-DD.";
  const from = query.from
    ? parseDate(query.from)
    : to === null
      ? null
      : to - (DEFAULT_ANALYTICS_DAYS - 1) * DAY_MS;
  if (from === null && query.from) errors.from = "from must be a date as YYYY-MM-DD.";
  if (from !== null && to !== null) {
    if (from > to) errors.from = "from must not be after to.";
    else if ((to - from) / DAY_MS + 1 > MAX_ANALYTICS_DAYS) {
      errors.from = `Ask for at most ${MAX_ANALYTICS_DAYS} days at a time.`;
    }
  }
  if (from === null || to === null || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, range: { from: isoDate(from), to: isoDate(to) } };
}

function parseDate(value: string): number | null {
  if (!DATE.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00.000Z`);
  // Date.parse rolls 2026-02-31 over to March; a real date prints back the same.
  return Number.isNaN(time) || isoDate(time) !== value ? null : time;
}

/** Today's date in the zone, as the UTC midnight the dates here are counted by. */
function startOfDay(now: Date, timeZone: string): number {
  const wall = wallTime(now.getTime(), knownTimeZone(timeZone));
  return Date.UTC(wall.year, wall.month - 1, wall.day);
}
const isoDate = (time: number) => new Date(time).toISOString().slice(0, 10);
