import { assertTimeZone, wallTime, zonedTimeToInstant } from "./zoned-time.ts";

/** Times as a dealership reads them: in its site's time zone (settings `timeZone`), named. */

const formats = new Map<string, Intl.DateTimeFormat>();

const OPTIONS: Intl.DateTimeFormatOptions = {
  day: "numeric",
  month: "short",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZoneName: "short",
};

function siteFormat(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat("en-AU", { ...OPTIONS, timeZone });
    } catch {
      // A zone the runtime does not know: UTC, which the time then names.
      format = new Intl.DateTimeFormat("en-AU", { ...OPTIONS, timeZone: "UTC" });
    }
    formats.set(timeZone, format);
  }
  return format;
}

/** "2 Mar 2026, 00:35 AEDT": a Melbourne lead at 00:35 shows on its own day, not UTC's. */
export function siteTime(date: Date, timeZone: string): string {
  return siteFormat(timeZone).format(date);
}

/** The zone a site's times are read in: its own, or UTC where the runtime does not know it. */
export function knownTimeZone(timeZone: string): string {
  try {
    assertTimeZone(timeZone);
    return timeZone;
  } catch {
    return "UTC";
  }
}

/**
 * The zone a staff member's own times (a passkey added, last used) are read in: their sites' one
 * zone, or UTC where they see sites in several zones (or none).
 */
export function staffTimeZone(siteZones: readonly string[]): string {
  const zones = new Set(siteZones.map(knownTimeZone));
  return zones.size === 1 ? [...zones][0]! : "UTC";
}

/** The dealership's day (YYYY-MM-DD) an instant falls on: 2026-11-28T18:28Z is the 29th in Sydney. */
export function siteDay(date: Date, timeZone: string): string {
  const wall = wallTime(date.getTime(), knownTimeZone(timeZone));
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${wall.year}-${pad(wall.month)}-${pad(wall.day)}`;
}

/**
 * The instants a span of the dealership's own days covers, for a filter by day ("2026-05-01"
 * to "2026-05-02", inclusive): from the first day's midnight there to the midnight after the
 * last. Either end may be open (null). A midnight a daylight-saving jump skips starts the day at
 * its first minute that exists.
 */
export function siteDayRange(
  from: string | null,
  to: string | null,
  timeZone: string,
): { start: Date | null; end: Date | null } {
  const zone = knownTimeZone(timeZone);
  const startOf = (day: string) => {
    const [year = 1970, month = 1, date = 1] = day.split("-").map(Number);
    for (let minute = 0; minute < 24 * 60; minute += 15) {
      const instant = zonedTimeToInstant(
        { year, month, day: date, hour: Math.floor(minute / 60), minute: minute % 60 },
        zone,
      );
      if (instant !== null) return new Date(instant);
    }
    return new Date(`${day}T00:00:00Z`);
  };
  const nextDay = (day: string) =>
    new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  return {
    start: from === null ? null : startOf(from),
    end: to === null ? null : startOf(nextDay(to)),
  };
}
