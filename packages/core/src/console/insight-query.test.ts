import { describe, expect, it } from "vitest";
import {
  insightQueryIn,
  insightSearch,
  parseInsightQuery,
  previousPeriod,
} from "./insight-query.ts";

const now = new Date("2026-11-26T15:00:00Z");

describe("parseInsightQuery", () => {
  it("reads a site, a group and a range from the URL, with the previous period", () => {
    expect(
      parseInsightQuery({ site: "7", from: "2026-11-01", to: "2026-11-10" }, now),
    ).toMatchObject({
      scope: 7,
      range: { from: "2026-11-01", to: "2026-11-10" },
      previous: { from: "2026-10-22", to: "2026-10-31" },
      errors: {},
    });
    expect(parseInsightQuery({ site: "all" }, now).scope).toBe("all");
  });

  it("defaults to the last 30 days and no site choice", () => {
    const query = parseInsightQuery({}, now);
    expect(query).toMatchObject({
      scope: null,
      range: { from: "2026-10-28", to: "2026-11-26" },
      previous: { from: "2026-09-28", to: "2026-10-27" },
    });
  });

  it("counts the default range to today in the site's zone, and asked days as they are", () => {
    // 05:28 on 29 Nov in Sydney is still 28 Nov in UTC.
    const sydneyMorning = new Date("2026-11-28T18:28:00Z");
    expect(parseInsightQuery({}, sydneyMorning).range.to).toBe("2026-11-28");
    const utc = parseInsightQuery({ site: "3" }, sydneyMorning);
    const sydney = insightQueryIn(utc, "Australia/Sydney");
    expect(sydney).toMatchObject({
      scope: 3,
      timeZone: "Australia/Sydney",
      range: { from: "2026-10-31", to: "2026-11-29" },
    });
    const asked = parseInsightQuery({ from: "2026-11-01", to: "2026-11-02" }, sydneyMorning);
    expect(insightQueryIn(asked, "Australia/Sydney").range).toEqual(asked.range);
  });

  it("falls back to the default range and says why a bad one was not used", () => {
    const query = parseInsightQuery({ site: "x1", from: "2026-11-10", to: "2026-11-01" }, now);
    expect(query.scope).toBeNull();
    expect(query.range).toEqual({ from: "2026-10-28", to: "2026-11-26" });
    expect(query.errors.from).toBe("from must not be after to.");
    expect(parseInsightQuery({ from: "2026-02-31" }, now).errors.from).toMatch(/YYYY-MM-DD/);
  });
});

describe("previousPeriod", () => {
  it("is as long as the range and ends the day before it, across a month and a leap day", () => {
    expect(previousPeriod({ from: "2026-11-26", to: "2026-11-26" })).toEqual({
      from: "2026-11-25",
      to: "2026-11-25",
    });
    expect(previousPeriod({ from: "2028-03-01", to: "2028-03-02" })).toEqual({
      from: "2028-02-28",
      to: "2028-02-29",
    });
  });
});

describe("insightSearch", () => {
  it("puts the view in the URL", () => {
    expect(insightSearch({ scope: "all", range: { from: "2026-11-01", to: "2026-11-02" } })).toBe(
      "?site=all&from=2026-11-01&to=2026-11-02",
    );
  });
});
