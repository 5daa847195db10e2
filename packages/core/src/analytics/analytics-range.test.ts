import { describe, expect, it } from "vitest";
import { parseAnalyticsRange } from "./analytics-range.ts";

const now = new Date("2026-11-22T15:30:00Z");

describe("parseAnalyticsRange", () => {
  it("defaults to the 30 days up to today", () => {
    expect(parseAnalyticsRange({}, now)).toEqual({
      ok: true,
      range: { from: "2026-10-24", to: "2026-11-22" },
    });
  });

  it("takes a range, one day included", () => {
    expect(parseAnalyticsRange({ from: "2026-11-01", to: "2026-11-01" }, now)).toEqual({
      ok: true,
      range: { from: "2026-11-01", to: "2026-11-01" },
    });
  });

  it("refuses bad dates, a reversed range and more than 366 days", () => {
    expect(parseAnalyticsRange({ from: "2026-02-31" }, now)).toEqual({
      ok: false,
      errors: { from: "from must be a date as YYYY-MM-DD." },
    });
    expect(parseAnalyticsRange({ to: "yesterday" }, now)).toMatchObject({
      ok: false,
      errors: { to: "to must be a date as YYYY-MM-DD." },
    });
    expect(parseAnalyticsRange({ from: "2026-11-05", to: "2026-11-04" }, now)).toMatchObject({
      errors: { from: "from must not be after to." },
    });
    expect(parseAnalyticsRange({ from: "2025-01-01", to: "2026-01-02" }, now)).toMatchObject({
      errors: { from: "Ask for at most 366 days at a time." },
    });
  });
});
