import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import {
  valuationEndpointOf,
  VALUATION_ENDPOINTS,
} from "@forecourt/core/valuation/valuation-service";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";

const demos = DEMO_SITES.map((demo) => ({
  slug: demo.slug,
  settings: siteSettingsSchema.parse(demo.settings),
}));

describe("the demo sites' lookups (issue 40, item 10)", () => {
  it("one demo site switches NEVDIS and car-clarity on, so their endpoints answer somewhere", () => {
    expect(demos.filter((d) => d.settings.features.nevdis).map((d) => d.slug)).toEqual([
      "metro-pre-owned",
    ]);
    expect(
      demos.filter((d) => d.settings.commerce.financeProvider === "car-clarity").map((d) => d.slug),
    ).toEqual(["metro-pre-owned"]);
  });

  it("metro-pre-owned's trade-in forms ask Redbook, the others' AutoGrab where they value", () => {
    const endpoints = Object.fromEntries(
      demos.map((d) => [d.slug, valuationEndpointOf(d.settings)]),
    );
    expect(endpoints["metro-pre-owned"]).toBe(VALUATION_ENDPOINTS.redbook);
    expect(endpoints["coastline-rv"]).toBe(VALUATION_ENDPOINTS.autograb);
  });

  it("no demo site asks a vendor's staging host", () => {
    expect(demos.every((d) => !d.settings.integrations.useStagingHost)).toBe(true);
  });
});
