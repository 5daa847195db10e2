import { describe, expect, it } from "vitest";
import { parseSiteSettings, type SiteSettingsInput } from "./site-settings.ts";
import { siteWords } from "./site-words.ts";

function wordsFor(input: SiteSettingsInput) {
  const parsed = parseSiteSettings(input);
  if (!parsed.ok) throw new Error(parsed.issues.join());
  return siteWords(parsed.settings);
}

describe("siteWords", () => {
  it("speaks Australian English about cars by default", () => {
    const words = wordsFor({});
    expect([words.noun, words.nounPlural]).toEqual(["Car", "Cars"]);
    expect(words.carTypeLabel("used")).toBe("Used");
    expect(words.distance(12345)).toBe("12,345 km");
    expect(words.text("Send an enquiry about the colour")).toBe("Send an enquiry about the colour");
    expect(words.carPrice({ price: 45990, isPreorder: false })).toEqual({
      kind: "price",
      text: "$45,990",
    });
  });

  it("uses the template's noun and the pre-owned label where set", () => {
    const words = wordsFor({ template: "rv", labels: { usePreOwnedLabel: true } });
    expect([words.noun, words.nounPlural]).toEqual(["RV", "RVs"]);
    expect(words.carTypeLabel("used")).toBe("Pre-owned");
    expect(words.carTypeLabel("demo")).toBe("Demo");
  });

  it("uses miles and US spelling on a US site", () => {
    const words = wordsFor({ locale: "en-US" });
    expect(words.distance(16093)).toBe("10,000 mi");
    expect(words.text("Send an enquiry about the colour")).toBe("Send an inquiry about the color");
    expect(words.carPrice({ price: 5, isPreorder: false }).text).toBe("Inquire for price.");
  });

  it("shows PREORDER or the enquire text when the price does not count", () => {
    const words = wordsFor({});
    expect(words.carPrice({ price: 10, isPreorder: true }).text).toBe("PREORDER");
    expect(words.carPrice({ price: null, isPreorder: false }).text).toBe("Enquire for price.");
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
