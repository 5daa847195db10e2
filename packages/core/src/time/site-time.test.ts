import { describe, expect, it } from "vitest";
import { knownTimeZone, siteDay, siteDayRange, siteTime, staffTimeZone } from "./site-time.ts";

describe("siteTime", () => {
  it("shows a time on the dealership's own day, its zone named", () => {
    const instant = new Date("2026-03-01T13:35:00Z");
    expect(siteTime(instant, "Australia/Melbourne")).toBe("2 Mar 2026, 00:35 AEDT");
    expect(siteTime(instant, "Australia/Perth")).toBe("1 Mar 2026, 21:35 AWST");
  });

  it("falls back to UTC, named, for a zone the runtime does not know", () => {
    expect(siteTime(new Date("2026-03-01T13:35:00Z"), "Mars/Olympus")).toBe(
      "1 Mar 2026, 13:35 UTC",
    );
  });
});

describe("siteDayRange", () => {
  it("spans the dealership's own days, from midnight there to the midnight after the last", () => {
    expect(siteDayRange("2026-05-02", "2026-05-02", "Australia/Melbourne")).toEqual({
      start: new Date("2026-05-01T14:00:00Z"),
      end: new Date("2026-05-02T14:00:00Z"),
    });
    expect(siteDayRange("2026-05-02", null, "America/New_York")).toEqual({
      start: new Date("2026-05-02T04:00:00Z"),
      end: null,
    });
    expect(siteDayRange(null, "2026-12-31", "UTC")).toEqual({
      start: null,
      end: new Date("2027-01-01T00:00:00Z"),
    });
  });

  it("follows daylight saving: Melbourne's 5 April 2026 is 25 hours long", () => {
    const { start, end } = siteDayRange("2026-04-05", "2026-04-05", "Australia/Melbourne");
    expect(start).toEqual(new Date("2026-04-04T13:00:00Z"));
    expect(end).toEqual(new Date("2026-04-05T14:00:00Z"));
  });

  it("starts a day whose midnight is skipped at its first minute that exists", () => {
    // Santiago moved its clocks from 00:00 to 01:00 on 6 September 2026.
    expect(siteDayRange("2026-09-06", null, "America/Santiago").start).toEqual(
      new Date("2026-09-06T04:00:00Z"),
    );
  });

  it("reads a zone the runtime does not know as UTC, as siteTime shows it", () => {
    expect(knownTimeZone("Mars/Olympus")).toBe("UTC");
    expect(knownTimeZone("Australia/Perth")).toBe("Australia/Perth");
    expect(siteDayRange("2026-05-02", "2026-05-02", "Mars/Olympus")).toEqual({
      start: new Date("2026-05-02T00:00:00Z"),
      end: new Date("2026-05-03T00:00:00Z"),
    });
  });
});

describe("staffTimeZone", () => {
  it("is the sites' one zone, else UTC", () => {
    expect(staffTimeZone(["Australia/Melbourne", "Australia/Melbourne"])).toBe(
      "Australia/Melbourne",
    );
    expect(staffTimeZone(["Australia/Melbourne", "Pacific/Auckland"])).toBe("UTC");
    expect(staffTimeZone([])).toBe("UTC");
    expect(staffTimeZone(["Mars/Olympus"])).toBe("UTC");
  });
});

describe("siteDay", () => {
  it("is the dealership's date of an instant, not UTC's", () => {
    const at = new Date("2026-11-28T18:28:00Z");
    expect(siteDay(at, "Australia/Sydney")).toBe("2026-11-29");
    expect(siteDay(at, "America/Los_Angeles")).toBe("2026-11-28");
    expect(siteDay(at, "Not/AZone")).toBe("2026-11-28");
  });
});
