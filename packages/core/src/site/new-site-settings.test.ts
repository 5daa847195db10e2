import { describe, expect, it } from "vitest";
import { NEW_SITE_SETTINGS, withNewSiteSettings } from "./new-site-settings.ts";
import { parseSiteSettings } from "./site-settings.ts";

describe("withNewSiteSettings", () => {
  it("starts a site with the opt-in unticked and visits counted", () => {
    const settings = withNewSiteSettings({ template: "cars" });
    expect(settings).toEqual({ template: "cars", ...NEW_SITE_SETTINGS });
    const parsed = parseSiteSettings(settings);
    if (!parsed.ok) throw new Error("settings refused");
    expect(parsed.settings.leads.isOptInTickedByDefault).toBe(false);
    expect(parsed.settings.analytics.collectorEnabled).toBe(true);
  });
  it("keeps what the settings say, beside the rest of their section", () => {
    expect(
      withNewSiteSettings({
        leads: { isOptInTickedByDefault: true, askMiddleName: true },
        analytics: { googleAnalyticsId: "G-ABC" },
      }),
    ).toEqual({
      leads: { isOptInTickedByDefault: true, askMiddleName: true },
      analytics: { collectorEnabled: true, googleAnalyticsId: "G-ABC" },
    });
    expect(withNewSiteSettings({ analytics: { collectorEnabled: false } }).analytics).toEqual({
      collectorEnabled: false,
    });
  });
  it("leaves a section of the wrong kind for the schema to refuse", () => {
    expect(withNewSiteSettings({ leads: "yes" }).leads).toBe("yes");
  });
});
