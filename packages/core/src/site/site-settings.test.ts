import { describe, expect, it } from "vitest";
import { defaultSiteSettings, parseSiteSettings } from "./site-settings.ts";

describe("site settings", () => {
  it("fills every default from an empty object", () => {
    const settings = defaultSiteSettings();
    expect(settings.template).toBe("cars");
    expect(settings.locale).toBe("en-AU");
    expect(settings.currency).toBe("AUD");
    expect(settings.search.includeSoldCarsDays).toBe(3);
    expect(settings.stock.justArrivedDays).toBe(8);
    expect(settings.labels.soldTag).toBe("JUST SOLD");
    expect(settings.labels.usePreOwnedLabel).toBe(false);
    expect(settings.header.dropdownTrigger).toBe("click");
    expect(settings.paths).toMatchObject({
      vehicleBase: "/cars",
      search: "/search",
      blog: "/blog",
      finance: "/finance",
      garage: "/my-garage",
      usePagesPath: false,
    });
    expect(settings.leads).toMatchObject({
      phoneVariant: "au",
      isMessageRequired: true,
      conversionEventId: 22,
    });
    expect(settings.commerce.financeCalculatorInterest).toBe(10);
    expect(settings.features).toEqual({
      autograb: false,
      autobot: false,
      dealercell: false,
      dealerstudio: false,
      impel: false,
      redbook: false,
      nevdis: false,
    });
    expect(settings.garage.isEnabled).toBe(false);
    expect(settings.auth.isEnabled).toBe(false);
    expect(settings.experiments.splitTest).toBeUndefined();
  });

  it("keeps what a site sets and defaults the rest of the same group", () => {
    const result = parseSiteSettings({
      search: { includeSoldCarsDays: 7 },
      labels: { usePreOwnedLabel: true },
    });
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.settings.search.includeSoldCarsDays).toBe(7);
    expect(result.settings.search.defaultSlug).toBe("new-used-and-demo-cars");
    expect(result.settings.labels).toMatchObject({ usePreOwnedLabel: true, soldTag: "JUST SOLD" });
  });

  it("treats null as empty settings", () => {
    expect(parseSiteSettings(null).ok).toBe(true);
  });

  it("names each invalid value", () => {
    const result = parseSiteSettings({
      template: "spaceships",
      branding: { colours: { primary: "blue" } },
      paths: { vehicleBase: "cars" },
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.reason).toBe("invalid-settings");
    expect(result.issues.some((i) => i.startsWith("template:"))).toBe(true);
    expect(
      result.issues.some(
        (i) => i.startsWith("branding.colours.primary:") && i.includes("hex colour"),
      ),
    ).toBe(true);
    expect(result.issues.some((i) => i.startsWith("paths.vehicleBase:"))).toBe(true);
  });

  it("rejects links that are not internal, tel, mailto or http(s)", () => {
    const result = parseSiteSettings({
      navigation: { header: [{ label: "Bad", href: "javascript:alert(1)" }] },
    });
    expect(result.ok).toBe(false);
  });

  it("accepts nested navigation and a split test", () => {
    const result = parseSiteSettings({
      navigation: {
        header: [{ label: "Stock", children: [{ label: "New", href: "/search/new" }] }],
      },
      experiments: { splitTest: { name: "hero", variants: ["a", "b"] } },
    });
    expect(result.ok).toBe(true);
  });
});
