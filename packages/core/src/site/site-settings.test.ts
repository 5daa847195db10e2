import { describe, expect, it } from "vitest";
import { settingsInputSchema } from "./site-input.ts";
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
      // §5: the box starts ticked unless the site says otherwise.
      isOptInTickedByDefault: true,
    });
    expect(settings.commerce.financeCalculatorInterest).toBe(10);
    expect(settings.features).toEqual({
      autograb: false,
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

// docs/decisions/0024: a setting that nothing reads promises a feature the site does not have.
describe("settings that nothing read", () => {
  const unread = {
    manufacturer: { id: 11, name: "Jayco", slug: "jayco" },
    features: { autobot: true, dealercell: true, dealerstudio: true, impel: true, nevdis: true },
    search: { host: "https://search.example.com", key: "search-admin-key", pageSize: 12 },
    branding: { logoUrl: "/media/logo", logoThumbUrl: "/media/logo-thumb" },
    commerce: { paymentProvider: "stripe", offersSubscription: true },
  };

  it("are no longer kept: a stored site still loads, without them", () => {
    const result = parseSiteSettings({ ...unread, address: { city: "Perth", state: "WA" } });
    if (!result.ok) throw new Error(result.issues.join("; "));
    const { settings } = result;
    expect(settings.manufacturer).toEqual({ name: "Jayco" });
    expect(settings.features).toEqual({ autograb: false, redbook: false, nevdis: true });
    expect(settings.search).not.toHaveProperty("host");
    expect(settings.search).not.toHaveProperty("key");
    expect(settings.search.pageSize).toBe(12);
    expect(settings.branding).not.toHaveProperty("logoThumbUrl");
    expect(settings.commerce).not.toHaveProperty("paymentProvider");
    expect(settings.commerce.offersSubscription).toBe(true);
    expect(settings).not.toHaveProperty("address");
  });

  it("are refused by name when a whole section is gone (address)", () => {
    const result = settingsInputSchema.safeParse({ address: { city: "Perth", state: "WA" } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ["address"],
      message: "There is no such setting.",
    });
  });

  it("are refused by name at any depth, in a list too (features.impel, search.key)", () => {
    const result = settingsInputSchema.safeParse({
      features: { impel: true, redbook: true },
      search: { key: "search-admin-key", pageSize: 12 },
      navigation: { header: [{ label: "Used", children: [{ label: "Utes", colour: "red" }] }] },
    });
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["features.impel", "There is no such setting."],
      ["search.key", "There is no such setting."],
      ["navigation.header.0.children.0.colour", "There is no such setting."],
    ]);
    expect(settingsInputSchema.safeParse({ features: { redbook: true } }).success).toBe(true);
  });

  it("keep the dealer group, which the footer names", () => {
    expect(defaultSiteSettings().dealershipGroup).toBeUndefined();
    const result = parseSiteSettings({ dealershipGroup: "Metro Motor Group" });
    expect(result.ok && result.settings.dealershipGroup).toBe("Metro Motor Group");
  });
});
