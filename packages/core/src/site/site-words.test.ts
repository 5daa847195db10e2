import { describe, expect, it } from "vitest";
import { testSiteSettings } from "../testing/site-settings.ts";
import type { SiteSettingsInput } from "./site-settings.ts";
import { siteWords } from "./site-words.ts";

function wordsFor(input: SiteSettingsInput) {
  return siteWords(testSiteSettings(input));
}

describe("siteWords", () => {
  it("speaks Australian English about cars by default", () => {
    const words = wordsFor({});
    expect([words.noun, words.nounPlural]).toEqual(["Car", "Cars"]);
    expect([words.nounInText, words.nounPluralInText]).toEqual(["car", "cars"]);
    expect(words.carTypeLabel("used")).toBe("Used");
    expect(words.distance(12345)).toBe("12,345 km");
    expect(words.text("Send an enquiry about the colour")).toBe("Send an enquiry about the colour");
    expect(words.carPrice({ price: 45990, dapPrice: null, isPreorder: false })).toEqual({
      kind: "price",
      text: "$45,990",
    });
  });

  it("uses the template's noun and the pre-owned label where set", () => {
    const words = wordsFor({ template: "rv", labels: { usePreOwnedLabel: true } });
    expect([words.noun, words.nounPlural]).toEqual(["RV", "RVs"]);
    // An abbreviation keeps its capitals inside a sentence.
    expect([words.nounInText, words.nounPluralInText]).toEqual(["RV", "RVs"]);
    expect(words.carTypeLabel("used")).toBe("Pre-owned");
    expect(words.carTypeLabel("demo")).toBe("Demo");
  });

  it("uses miles and US spelling on a US site", () => {
    const words = wordsFor({ locale: "en-US" });
    expect(words.distance(16093)).toBe("10,000 mi");
    expect(words.text("Send an enquiry about the colour")).toBe("Send an inquiry about the color");
    expect(words.carPrice({ price: 5, dapPrice: null, isPreorder: false }).text).toBe(
      "Inquire for price.",
    );
  });

  it("shows PREORDER or the enquire text when the price does not count", () => {
    const words = wordsFor({});
    expect(words.carPrice({ price: 10, dapPrice: null, isPreorder: true }).text).toBe("PREORDER");
    expect(words.carPrice({ price: null, dapPrice: null, isPreorder: false }).text).toBe(
      "Enquire for price.",
    );
  });

  it("shows the drive-away price every channel advertises when the car has no price of its own", () => {
    const words = wordsFor({});
    expect(words.carPrice({ price: null, dapPrice: 134_620, isPreorder: true })).toEqual({
      kind: "drive-away",
      text: "Drive away $134,620 · Pre-order",
    });
    expect(words.carPrice({ price: 5, dapPrice: 46_340, isPreorder: false }).text).toBe(
      "Drive away $46,340",
    );
    // The price slot keeps the price; the page shows the drive-away price beside it.
    expect(words.carPrice({ price: 42_990, dapPrice: 46_340, isPreorder: false }).text).toBe(
      "$42,990",
    );
    // A drive-away price of 10 or less is a placeholder too (spec §9).
    expect(words.carPrice({ price: null, dapPrice: 10, isPreorder: true }).text).toBe("PREORDER");
  });
});

describe("siteWords.date", () => {
  it("writes dates in the site's locale and time zone", () => {
    const at = new Date("2026-11-22T20:00:00Z");
    const au = wordsFor({ timeZone: "Australia/Brisbane" });
    const us = wordsFor({ locale: "en-US", timeZone: "America/Chicago" });
    expect(au.date(at)).toBe("23 November 2026");
    expect(us.date(at)).toBe("November 22, 2026");
  });
});

describe("siteWords.count and the locale's places", () => {
  it("pluralises with the spec's irregular plurals and keeps the noun's case", () => {
    const words = wordsFor({ template: "rv" });
    expect(words.count(71, words.noun)).toBe("71 RVs");
    expect(words.count(1, words.noun)).toBe("1 RV");
    expect(words.count(6, "Hatch")).toBe("6 Hatches");
    expect(words.count(12, "Utility")).toBe("12 Utilities");
    expect(words.count(2, "Bus")).toBe("2 Buses");
    expect(words.count(3, "SUV")).toBe("3 SUVs");
    expect(words.count(1234, "Car")).toBe("1,234 Cars");
    expect(words.countLabel("Hatch", 6)).toBe("Hatches");
    expect(words.countLabel("Hatch", 1)).toBe("Hatch");
  });

  it("writes a city and region as each country does", () => {
    expect(wordsFor({}).cityRegion("Maroochydore", "QLD")).toBe("Maroochydore QLD");
    expect(wordsFor({ locale: "en-US" }).cityRegion("Austin", "TX")).toBe("Austin, TX");
    expect(wordsFor({ locale: "en-NZ" }).cityRegion("Auckland", "AUK")).toBe("Auckland");
    expect(wordsFor({ locale: "en-NZ" }).regionName("AUK")).toBe("Auckland");
  });

  it("gives each locale its own region list and labels", () => {
    expect(wordsFor({}).dict.regions.map((r) => r.code)).toContain("NSW");
    expect(wordsFor({ locale: "en-NZ" }).dict.regions.map((r) => r.code)).not.toContain("NSW");
    expect(wordsFor({ locale: "en-NZ" }).dict.regionLabel).toBe("Region");
    expect(wordsFor({ locale: "en-US" }).dict.regions).toHaveLength(51);
    expect(wordsFor({ locale: "en-US" }).dict.postcodeLabel).toBe("ZIP code");
  });
});
