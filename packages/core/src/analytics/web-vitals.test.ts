import { describe, expect, it } from "vitest";
import {
  checkWebVital,
  isSampled,
  percentile,
  rateWebVital,
  rumPageGroup,
  WEB_VITAL_MAX,
} from "./web-vitals.ts";

describe("checkWebVital", () => {
  it("keeps a known metric with a value in range, rounded", () => {
    expect(checkWebVital({ name: "LCP", value: 1234.56 })).toEqual({
      ok: true,
      vital: { name: "LCP", value: 1235 },
    });
    expect(checkWebVital({ name: "CLS", value: 0.123456 })).toEqual({
      ok: true,
      vital: { name: "CLS", value: 0.1235 },
    });
    expect(checkWebVital({ name: "TTFB", value: 0 })).toMatchObject({ ok: true });
    expect(checkWebVital({ name: "INP", value: WEB_VITAL_MAX.INP })).toMatchObject({ ok: true });
  });

  it("refuses an unknown metric, a non-number, a negative or an implausible value", () => {
    expect(checkWebVital({ name: "FID", value: 10 })).toEqual({
      ok: false,
      reason: "name must be one of LCP, INP, CLS, TTFB.",
    });
    expect(checkWebVital({ name: "LCP", value: "12" })).toMatchObject({ ok: false });
    expect(checkWebVital({ name: "LCP", value: -1 })).toMatchObject({ ok: false });
    expect(checkWebVital({ name: "CLS", value: Number.NaN })).toMatchObject({ ok: false });
    expect(checkWebVital({ name: "INP", value: WEB_VITAL_MAX.INP + 1 })).toEqual({
      ok: false,
      reason: "INP must be at most 60000.",
    });
    expect(checkWebVital(null)).toMatchObject({ ok: false });
  });
});

describe("rateWebVital", () => {
  it("rates at the Core Web Vitals boundaries", () => {
    expect(rateWebVital("LCP", 2500)).toBe("good");
    expect(rateWebVital("LCP", 2501)).toBe("needs-improvement");
    expect(rateWebVital("LCP", 4000)).toBe("needs-improvement");
    expect(rateWebVital("LCP", 4001)).toBe("poor");
    expect(rateWebVital("CLS", 0.1)).toBe("good");
    expect(rateWebVital("CLS", 0.26)).toBe("poor");
    expect(rateWebVital("INP", 201)).toBe("needs-improvement");
    expect(rateWebVital("TTFB", 1801)).toBe("poor");
  });
});

describe("rumPageGroup, isSampled, percentile", () => {
  it("groups page types as the dashboard shows them", () => {
    expect(rumPageGroup("Home")).toBe("home");
    expect(rumPageGroup("Vehicle Inventory Listing")).toBe("search");
    expect(rumPageGroup("vehicle")).toBe("vehicle");
    expect(rumPageGroup("Used Vehicle Details")).toBe("vehicle");
    expect(rumPageGroup("Finance")).toBe("other");
    expect(rumPageGroup(null)).toBe("other");
  });

  it("samples at the site's rate", () => {
    expect(isSampled(0, 0)).toBe(false);
    expect(isSampled(0.1, 0.0999)).toBe(true);
    expect(isSampled(0.1, 0.1)).toBe(false);
    expect(isSampled(1, 0.9999)).toBe(true);
  });

  it("takes the nearest-rank percentile", () => {
    expect(percentile([], 0.75)).toBeNull();
    expect(percentile([4, 1, 3, 2], 0.75)).toBe(3);
    expect(percentile([10], 0.75)).toBe(10);
    expect(percentile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.75)).toBe(8);
  });
});
