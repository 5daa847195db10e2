/**
 * Wall-clock time in an IANA time zone, read with Intl only (no library): what a location's
 * opening hours, "open now" and booking slots are computed from. Pure.
 */

import { WEEKDAYS, type Weekday } from "../domain/location.ts";

/** "HH:MM", 24-hour. */
export const TIME_PATTERN = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE_MS = 60_000;

/** "HH:MM" -> minutes after midnight, or null when it is not a time of day. */
export function parseTimeOfDay(value: string): number | null {
  const match = TIME_PATTERN.exec(value);
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

const formatters = new Map<string, Intl.DateTimeFormat>();
function zoneFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat("en-US", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

type WallTime = { year: number; month: number; day: number; hour: number; minute: number };

export function wallTime(instant: number, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of zoneFormatter(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== "literal") parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
  };
}

function offsetMs(instant: number, timeZone: string): number {
  const wall = wallTime(instant, timeZone);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  return asUtc - Math.floor(instant / MINUTE_MS) * MINUTE_MS;
}

/**
 * The instant a wall-clock time happens in a zone. A time skipped by a daylight-saving jump
 * does not exist there: null.
 */
export function zonedTimeToInstant(wall: WallTime, timeZone: string): number | null {
  const guess = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute);
  let instant = guess - offsetMs(guess, timeZone);
  instant = guess - offsetMs(instant, timeZone);
  const check = wallTime(instant, timeZone);
  const same =
    check.year === wall.year &&
    check.month === wall.month &&
    check.day === wall.day &&
    check.hour === wall.hour &&
    check.minute === wall.minute;
  return same ? instant : null;
}

/** Throws a RangeError for a zone the runtime does not know, before any work is done. */
export function assertTimeZone(timeZone: string): void {
  try {
    zoneFormatter(timeZone);
  } catch {
    throw new RangeError(`Unknown time zone "${timeZone}"`);
  }
}

/** The weekday of a wall-clock date. */
export function weekdayOf(wall: Pick<WallTime, "year" | "month" | "day">): Weekday {
  // getUTCDay counts from Sunday (0); WEEKDAYS starts on Monday.
  const index = new Date(Date.UTC(wall.year, wall.month - 1, wall.day)).getUTCDay();
  return WEEKDAYS[(index + 6) % 7] ?? "sunday";
}
