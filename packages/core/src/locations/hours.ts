import {
  WEEKDAYS,
  type DayHours,
  type Location,
  type OpeningHours,
  type Weekday,
} from "../domain/location.ts";
import { TIME_PATTERN, parseTimeOfDay, wallTime, weekdayOf } from "../time/zoned-time.ts";

/**
 * Opening hours and "open now" (spec §3 Location, §9 sample hours). Times are stored as "HH:MM"
 * in the location's own time zone; "now" is always read in that zone, never the server's.
 */

/** "08:30" -> "8:30am", "17:00" -> "5:00pm", "00:15" -> "12:15am", "12:00" -> "12:00pm". */
export function formatTime(time: string): string {
  const match = TIME_PATTERN.exec(time);
  if (!match) throw new RangeError(`Not a HH:MM time: ${time}`);
  const hours = Number(match[1]);
  const minutes = match[2] ?? "00";
  const suffix = hours < 12 ? "am" : "pm";
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour12}:${minutes}${suffix}`;
}

/** One day's hours as shown: "8:30am - 5:00pm" or "Closed". */
export function formatDayHours(day: DayHours | undefined): string {
  if (!day || day.status === "closed") return "Closed";
  return `${formatTime(day.open)} - ${formatTime(day.close)}`;
}

export function weekdayLabel(day: Weekday): string {
  return day.charAt(0).toUpperCase() + day.slice(1);
}

export type WeekRow = { day: Weekday; label: string; hours: string; isClosed: boolean };

/** The week from Monday, one row a day, for an hours table. */
export function weekRows(hours: OpeningHours): WeekRow[] {
  return WEEKDAYS.map((day) => ({
    day,
    label: weekdayLabel(day),
    hours: formatDayHours(hours[day]),
    isClosed: hours[day]?.status !== "open",
  }));
}

/** The weekday and minute of the day at `now` in an IANA time zone. */
export function zonedClock(now: Date, timeZone: string): { day: Weekday; minutes: number } {
  const wall = wallTime(now.getTime(), timeZone);
  return { day: weekdayOf(wall), minutes: wall.hour * 60 + wall.minute };
}

const toMinutes = (time: string) => parseTimeOfDay(time) ?? 0;

export type OpenState =
  | { isOpen: true; day: Weekday; closesAt: string; todayHours: string }
  | {
      isOpen: false;
      day: Weekday;
      reason: "closed-today" | "before-opening" | "after-closing";
      todayHours: string;
    };

/** Whether a location is open at `now`, read in its own time zone. Close time is exclusive. */
export function openState(hours: OpeningHours, timeZone: string, now: Date): OpenState {
  const { day, minutes } = zonedClock(now, timeZone);
  const today = hours[day];
  const todayHours = formatDayHours(today);
  if (!today || today.status !== "open")
    return { isOpen: false, day, reason: "closed-today", todayHours };
  if (minutes < toMinutes(today.open))
    return { isOpen: false, day, reason: "before-opening", todayHours };
  if (minutes >= toMinutes(today.close))
    return { isOpen: false, day, reason: "after-closing", todayHours };
  return { isOpen: true, day, closesAt: formatTime(today.close), todayHours };
}

/** Spec §3: locations are grouped as primary, sales, service, parts, service-and-parts and all. */
export const LOCATION_GROUPS = [
  "primary",
  "sales",
  "service",
  "parts",
  "service-and-parts",
  "all",
] as const;
export type LocationGroup = (typeof LOCATION_GROUPS)[number];

export const LOCATION_GROUP_TITLES: Record<LocationGroup, string> = {
  primary: "Main location",
  sales: "Sales",
  service: "Service",
  parts: "Parts",
  "service-and-parts": "Service and parts",
  all: "All locations",
};

export function isLocationGroup(value: string): value is LocationGroup {
  return (LOCATION_GROUPS as readonly string[]).includes(value);
}

type Groupable = Pick<Location, "isPrimary" | "locationTypes">;

/** Whether a location belongs in a group; service-and-parts takes either kind. */
export function inLocationGroup(location: Groupable, group: LocationGroup): boolean {
  switch (group) {
    case "primary":
      return location.isPrimary;
    case "sales":
    case "service":
    case "parts":
      return location.locationTypes.includes(group);
    case "service-and-parts":
      return location.locationTypes.includes("service") || location.locationTypes.includes("parts");
    case "all":
      return true;
  }
}

/** Every group with its locations, in the given order; empty groups are kept (callers skip them). */
export function groupLocations<T extends Groupable>(locations: T[]): Record<LocationGroup, T[]> {
  const groups = Object.fromEntries(LOCATION_GROUPS.map((g) => [g, [] as T[]])) as Record<
    LocationGroup,
    T[]
  >;
  for (const location of locations) {
    for (const group of LOCATION_GROUPS) {
      if (inLocationGroup(location, group)) groups[group].push(location);
    }
  }
  return groups;
}
