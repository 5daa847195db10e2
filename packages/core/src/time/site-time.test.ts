import { describe, expect, it } from "vitest";
import { siteTime } from "./site-time.ts";

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
