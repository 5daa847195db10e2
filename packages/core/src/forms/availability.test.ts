import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../domain/location.ts";
import {
  availableDates,
  availableSlots,
  formatBookingDate,
  formatBookingSlot,
  parseTimeOfDay,
  zonedTimeToInstant,
} from "./availability.ts";

const open = (from: string, to: string) => ({ status: "open" as const, open: from, close: to });
const closed = { status: "closed" as const };

const weekdays: OpeningHours = {
  monday: open("09:00", "12:00"),
  tuesday: open("09:00", "12:00"),
  wednesday: open("09:00", "12:00"),
  thursday: open("09:00", "12:00"),
  friday: open("09:00", "12:00"),
  saturday: closed,
  sunday: closed,
};

// Monday 23 November 2026, 06:00 in Sydney (AEDT, UTC+11) = Sunday 22 Nov 19:00 UTC.
const mondayMorningSydney = new Date("2026-11-22T19:00:00Z");

describe("parseTimeOfDay", () => {
  it.each([
    ["00:00", 0],
    ["09:30", 570],
    ["23:59", 1439],
  ])("%s -> %s", (text, minutes) => expect(parseTimeOfDay(text)).toBe(minutes));
  it.each(["24:00", "9:00", "", "12:60", "noon"])("%s is not a time", (text) => {
    expect(parseTimeOfDay(text)).toBeNull();
  });
});

describe("zonedTimeToInstant", () => {
  it("maps a wall time to UTC through the zone's offset", () => {
    const wall = { year: 2026, month: 11, day: 23, hour: 9, minute: 0 };
    expect(new Date(zonedTimeToInstant(wall, "Australia/Sydney") ?? 0).toISOString()).toBe(
      "2026-11-22T22:00:00.000Z",
    );
    expect(new Date(zonedTimeToInstant(wall, "America/Chicago") ?? 0).toISOString()).toBe(
      "2026-11-23T15:00:00.000Z",
    );
  });

  it("has no instant for a time skipped by daylight saving", () => {
    // Sydney clocks jump from 02:00 to 03:00 on 4 October 2026.
    const skipped = { year: 2026, month: 10, day: 4, hour: 2, minute: 30 };
    expect(zonedTimeToInstant(skipped, "Australia/Sydney")).toBeNull();
  });
});

describe("availableSlots", () => {
  it("offers every hour that fits inside the opening hours, in the location's zone", () => {
    const slots = availableSlots({
      openingHours: weekdays,
      timeZone: "Australia/Sydney",
      now: mondayMorningSydney,
      days: 1,
      leadMinutes: 0,
    });
    expect(slots).toEqual([
      { start: "2026-11-22T22:00:00.000Z", date: "2026-11-23", time: "09:00" },
      { start: "2026-11-22T23:00:00.000Z", date: "2026-11-23", time: "10:00" },
      { start: "2026-11-23T00:00:00.000Z", date: "2026-11-23", time: "11:00" },
    ]);
  });

  it("gives nothing on closed days", () => {
    const slots = availableSlots({
      openingHours: weekdays,
      timeZone: "Australia/Sydney",
      now: mondayMorningSydney,
      days: 7,
    });
    const dates = new Set(slots.map((slot) => slot.date));
    expect(dates.has("2026-11-28")).toBe(false); // Saturday
    expect(dates.has("2026-11-29")).toBe(false); // Sunday
    expect(dates.has("2026-11-27")).toBe(true); // Friday
  });

  it("gives nothing when every day is closed or the hours cannot be read", () => {
    const allClosed = Object.fromEntries(
      Object.keys(weekdays).map((day) => [day, closed]),
    ) as OpeningHours;
    const broken = { ...allClosed, monday: open("12:00", "09:00"), tuesday: open("9am", "5pm") };
    for (const openingHours of [allClosed, broken]) {
      expect(
        availableSlots({ openingHours, timeZone: "Australia/Sydney", now: mondayMorningSydney }),
      ).toEqual([]);
    }
  });

  it("keeps the notice the dealership needs", () => {
    // 08:30 Sydney on Monday: with two hours' notice, 11:00 is the first slot.
    const now = new Date("2026-11-22T21:30:00Z");
    const slots = availableSlots({
      openingHours: weekdays,
      timeZone: "Australia/Sydney",
      now,
      days: 1,
      leadMinutes: 120,
    });
    expect(slots.map((slot) => slot.time)).toEqual(["11:00"]);
  });

  it("uses the zone's calendar day, not the server's", () => {
    // Sunday 22 Nov 19:00 UTC is already Monday in Sydney, still Sunday in Chicago.
    const sydney = availableDates({
      openingHours: weekdays,
      timeZone: "Australia/Sydney",
      now: mondayMorningSydney,
      days: 1,
      leadMinutes: 0,
    });
    const chicago = availableDates({
      openingHours: weekdays,
      timeZone: "America/Chicago",
      now: mondayMorningSydney,
      days: 1,
      leadMinutes: 0,
    });
    expect(sydney).toEqual([{ date: "2026-11-23", weekday: "monday" }]);
    expect(chicago).toEqual([]);
  });

  it("lists each open day once", () => {
    const dates = availableDates({
      openingHours: weekdays,
      timeZone: "Australia/Sydney",
      now: mondayMorningSydney,
      days: 14,
      leadMinutes: 0,
    });
    expect(dates).toHaveLength(10);
    expect(new Set(dates.map((d) => d.date)).size).toBe(10);
  });

  it("rejects an unknown zone and an invalid clock", () => {
    expect(() =>
      availableSlots({ openingHours: weekdays, timeZone: "Mars/Olympus", now: new Date() }),
    ).toThrow(RangeError);
    expect(() =>
      availableSlots({ openingHours: weekdays, timeZone: "UTC", now: new Date(Number.NaN) }),
    ).toThrow(RangeError);
  });
});

describe("formatting", () => {
  it("reads as a person would say it", () => {
    expect(formatBookingDate("2026-11-23", "en-AU")).toBe("Monday 23 November");
    expect(formatBookingSlot({ date: "2026-11-23", time: "14:30" }, "en-AU")).toMatch(
      /^Monday 23 November, 2:30\spm$/,
    );
  });
});
