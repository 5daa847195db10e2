import { WEEKDAYS, type OpeningHours, type Weekday } from "../domain/location.ts";
import {
  assertTimeZone,
  parseTimeOfDay,
  wallTime,
  zonedTimeToInstant,
} from "../time/zoned-time.ts";

export { assertTimeZone, parseTimeOfDay, zonedTimeToInstant } from "../time/zoned-time.ts";

/**
 * Bookable times (spec §7 available_service_bookings / available_appointment_bookings),
 * computed from a location's opening hours in the site's time zone. Pure: `now` is a parameter.
 */
type BookingSlot = {
  /** The instant, ISO 8601 in UTC. */
  start: string;
  /** Local calendar date at the location, "YYYY-MM-DD". */
  date: string;
  /** Local wall-clock time at the location, "HH:MM". */
  time: string;
};

type BookingDate = { date: string; weekday: Weekday };

export type AvailabilityOptions = {
  openingHours: OpeningHours;
  /** IANA zone of the location, e.g. "Australia/Sydney". */
  timeZone: string;
  now: Date;
  /** Calendar days looked at, today included. */
  days?: number;
  /** Length of one booking. */
  slotMinutes?: number;
  /** Notice the dealership needs: no slot starts sooner than this after `now`. */
  leadMinutes?: number;
};

const DEFAULT_BOOKING_DAYS = 14;
const DEFAULT_SLOT_MINUTES = 60;
const DEFAULT_LEAD_MINUTES = 120;
/** Upper bounds so a query string can never ask for an unbounded list. */
const MAX_BOOKING_DAYS = 60;

const MINUTE_MS = 60_000;

const pad = (n: number) => String(n).padStart(2, "0");
const isoDate = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;

function weekdayOf(year: number, month: number, day: number): Weekday {
  // getUTCDay: 0 = Sunday; WEEKDAYS starts on Monday.
  const index = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
  return WEEKDAYS[index] ?? "monday";
}

/**
 * Every slot of `slotMinutes` that fits inside the opening hours of each day, from today (at
 * the location) for `days` days, starting at least `leadMinutes` after `now`. Closed days and
 * days with unreadable hours give none.
 */
export function availableSlots(options: AvailabilityOptions): BookingSlot[] {
  const days = Math.min(
    Math.max(0, Math.floor(options.days ?? DEFAULT_BOOKING_DAYS)),
    MAX_BOOKING_DAYS,
  );
  const slotMinutes = Math.max(5, Math.floor(options.slotMinutes ?? DEFAULT_SLOT_MINUTES));
  const leadMinutes = Math.max(0, options.leadMinutes ?? DEFAULT_LEAD_MINUTES);
  assertTimeZone(options.timeZone);
  const now = options.now.getTime();
  if (!Number.isFinite(now)) throw new RangeError("`now` is not a valid date");
  const earliest = now + leadMinutes * MINUTE_MS;
  const today = wallTime(now, options.timeZone);
  const slots: BookingSlot[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const calendar = new Date(Date.UTC(today.year, today.month - 1, today.day + offset));
    const year = calendar.getUTCFullYear();
    const month = calendar.getUTCMonth() + 1;
    const day = calendar.getUTCDate();
    const hours = options.openingHours[weekdayOf(year, month, day)];
    if (!hours || hours.status !== "open") continue;
    const open = parseTimeOfDay(hours.open);
    const close = parseTimeOfDay(hours.close);
    if (open === null || close === null || close <= open) continue;
    for (let minute = open; minute + slotMinutes <= close; minute += slotMinutes) {
      const hour = Math.floor(minute / 60);
      const wall = { year, month, day, hour, minute: minute % 60 };
      const instant = zonedTimeToInstant(wall, options.timeZone);
      if (instant === null || instant < earliest) continue;
      slots.push({
        start: new Date(instant).toISOString(),
        date: isoDate(year, month, day),
        time: `${pad(hour)}:${pad(minute % 60)}`,
      });
    }
  }
  return slots;
}

/** The days that still have a slot: what a test-drive form offers (spec §2 appointments). */
export function availableDates(options: AvailabilityOptions): BookingDate[] {
  const dates: BookingDate[] = [];
  for (const slot of availableSlots(options)) {
    if (dates.at(-1)?.date === slot.date) continue;
    const [y, m, d] = slot.date.split("-").map(Number);
    dates.push({ date: slot.date, weekday: weekdayOf(y ?? 1970, m ?? 1, d ?? 1) });
  }
  return dates;
}

/** "Monday 23 November" for a "YYYY-MM-DD" date, in the site's locale. */
export function formatBookingDate(date: string, locale: string): string {
  const [y, m, d] = date.split("-").map(Number);
  return new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    weekday: "long",
    day: "numeric",
    month: "long",
  }).format(new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)));
}

/** "Monday 23 November, 9:00 am" for a slot, in the site's locale, at the location's time. */
export function formatBookingSlot(
  slot: Pick<BookingSlot, "date" | "time">,
  locale: string,
): string {
  const [hour, minute] = slot.time.split(":").map(Number);
  const time = new Intl.DateTimeFormat(locale, {
    timeZone: "UTC",
    hour: "numeric",
    minute: "2-digit",
  }).format(new Date(Date.UTC(2000, 0, 1, hour ?? 0, minute ?? 0)));
  return `${formatBookingDate(slot.date, locale)}, ${time}`;
}
