import { describe, expect, it } from "vitest";
import type { OpeningHours } from "../domain/location.ts";
import {
  formatDayHours,
  formatTime,
  groupLocations,
  inLocationGroup,
  isLocationGroup,
  openState,
  weekRows,
  zonedClock,
} from "./hours.ts";

const open = (o: string, c: string) => ({ status: "open" as const, open: o, close: c });
const closed = { status: "closed" as const };

// Spec §9 sample hours.
const SALES: OpeningHours = {
  monday: open("08:30", "17:00"),
  tuesday: open("08:30", "17:00"),
  wednesday: open("08:30", "17:00"),
  thursday: open("08:30", "17:00"),
  friday: open("08:30", "17:00"),
  saturday: open("08:30", "16:00"),
  sunday: closed,
};

describe("formatTime", () => {
  it.each([
    ["08:30", "8:30am"],
    ["17:00", "5:00pm"],
    ["12:00", "12:00pm"],
    ["00:15", "12:15am"],
    ["14:00", "2:00pm"],
    ["23:59", "11:59pm"],
  ])("%s -> %s", (time, shown) => expect(formatTime(time)).toBe(shown));

  it.each(["8:30", "24:00", "12:60", "", "noon"])("rejects %j", (time) => {
    expect(() => formatTime(time)).toThrow(RangeError);
  });
});

describe("formatDayHours and weekRows", () => {
  it("shows open days as a range and closed days as Closed", () => {
    expect(formatDayHours(SALES.monday)).toBe("8:30am - 5:00pm");
    expect(formatDayHours(SALES.saturday)).toBe("8:30am - 4:00pm");
    expect(formatDayHours(SALES.sunday)).toBe("Closed");
    expect(formatDayHours(undefined)).toBe("Closed");
  });

  it("lists the week from Monday with closed days marked", () => {
    const rows = weekRows(SALES);
    expect(rows.map((r) => r.label)).toEqual([
      "Monday",
      "Tuesday",
      "Wednesday",
      "Thursday",
      "Friday",
      "Saturday",
      "Sunday",
    ]);
    expect(rows.filter((r) => r.isClosed).map((r) => r.day)).toEqual(["sunday"]);
  });
});

describe("openState in the location's time zone", () => {
  // 2026-11-23 is a Monday. 22:45 UTC Sunday is 08:45 Monday in Brisbane (UTC+10, no DST).
  const sundayNightUtc = new Date("2026-11-22T22:45:00Z");

  it("reads the clock in the given zone, not UTC", () => {
    expect(zonedClock(sundayNightUtc, "UTC")).toEqual({ day: "sunday", minutes: 22 * 60 + 45 });
    expect(zonedClock(sundayNightUtc, "Australia/Brisbane")).toEqual({
      day: "monday",
      minutes: 8 * 60 + 45,
    });
  });

  it("is open on Monday morning in Brisbane while UTC is still Sunday (closed)", () => {
    const state = openState(SALES, "Australia/Brisbane", sundayNightUtc);
    expect(state).toMatchObject({ isOpen: true, day: "monday", closesAt: "5:00pm" });
    expect(openState(SALES, "UTC", sundayNightUtc)).toMatchObject({
      isOpen: false,
      reason: "closed-today",
      day: "sunday",
    });
  });

  it("handles a US site: 15:30 UTC Monday is 9:30am in Chicago (CST, UTC-6)", () => {
    const state = openState(SALES, "America/Chicago", new Date("2026-11-23T15:30:00Z"));
    expect(state).toMatchObject({ isOpen: true, day: "monday" });
  });

  it("handles daylight saving: Auckland is UTC+13 in November", () => {
    // 19:00 UTC Sunday = 08:00 Monday NZDT: before the 8:30am opening.
    expect(openState(SALES, "Pacific/Auckland", new Date("2026-11-22T19:00:00Z"))).toMatchObject({
      isOpen: false,
      day: "monday",
      reason: "before-opening",
    });
    // 19:30 UTC = 08:30 NZDT: opening minute is inclusive.
    expect(openState(SALES, "Pacific/Auckland", new Date("2026-11-22T19:30:00Z")).isOpen).toBe(
      true,
    );
  });

  it("closes at the closing minute", () => {
    // Saturday 2026-11-28 16:00 in Brisbane = 06:00 UTC.
    expect(openState(SALES, "Australia/Brisbane", new Date("2026-11-28T05:59:00Z")).isOpen).toBe(
      true,
    );
    expect(openState(SALES, "Australia/Brisbane", new Date("2026-11-28T06:00:00Z"))).toMatchObject({
      isOpen: false,
      reason: "after-closing",
      todayHours: "8:30am - 4:00pm",
    });
  });
});

describe("location groups", () => {
  const sales = { name: "sales", isPrimary: true, locationTypes: ["sales" as const] };
  const service = { name: "service", isPrimary: false, locationTypes: ["service" as const] };
  const parts = { name: "parts", isPrimary: false, locationTypes: ["parts" as const] };
  const all = {
    name: "all",
    isPrimary: false,
    locationTypes: ["sales" as const, "service" as const, "parts" as const],
  };

  it("groups primary, sales, service, parts, service-and-parts and all", () => {
    const groups = groupLocations([sales, service, parts, all]);
    const names = (key: keyof typeof groups) => groups[key].map((l) => l.name);
    expect(names("primary")).toEqual(["sales"]);
    expect(names("sales")).toEqual(["sales", "all"]);
    expect(names("service")).toEqual(["service", "all"]);
    expect(names("parts")).toEqual(["parts", "all"]);
    expect(names("service-and-parts")).toEqual(["service", "parts", "all"]);
    expect(names("all")).toEqual(["sales", "service", "parts", "all"]);
  });

  it("knows its group names", () => {
    expect(isLocationGroup("service-and-parts")).toBe(true);
    expect(isLocationGroup("richmond")).toBe(false);
    expect(inLocationGroup(sales, "service-and-parts")).toBe(false);
  });
});
