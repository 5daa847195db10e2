import { describe, expect, it } from "vitest";
import {
  LOCALES,
  SITE_TEMPLATES,
  currencyFor,
  distanceUnit,
  formatDistance,
  formatLength,
  lengthUnit,
  metresOfLengthText,
  siteLengthText,
  kmFromSiteDistance,
  localize,
  pluralize,
  usedLabel,
  usedSlug,
  vehicleNoun,
} from "./locale.ts";

describe("vehicleNoun", () => {
  it.each([
    ["cars", "Car"],
    ["rv", "RV"],
    ["campers", "Camper"],
    ["truck", "Truck"],
    ["trucks", "Trucks"],
    ["motorcycles", "Motorcycle"],
  ] as const)("template %s is %s", (template, noun) => {
    expect(vehicleNoun(template)).toBe(noun);
  });

  it("has a noun for every template", () => {
    for (const template of SITE_TEMPLATES) expect(vehicleNoun(template)).toMatch(/^[A-Z]/);
  });

  it("defaults to Car without a template", () => {
    expect(vehicleNoun(undefined)).toBe("Car");
    expect(vehicleNoun(null)).toBe("Car");
  });

  it("lets the site's override win, trimmed", () => {
    expect(vehicleNoun("cars", "Caravan")).toBe("Caravan");
    expect(vehicleNoun("rv", "  Motorhome ")).toBe("Motorhome");
  });

  it("ignores a blank override", () => {
    expect(vehicleNoun("campers", "")).toBe("Camper");
    expect(vehicleNoun("campers", "   ")).toBe("Camper");
    expect(vehicleNoun("campers", null)).toBe("Camper");
  });
});

describe("pluralize", () => {
  it.each([
    ["bus", "buses"],
    ["Bus", "Buses"],
    ["BUS", "BUSES"],
    ["hatch", "hatches"],
    ["Hatch", "Hatches"],
    ["HATCH", "HATCHES"],
    ["SUV", "SUVs"],
    ["suv", "suvs"],
    ["utility", "utilities"],
    ["Utility", "Utilities"],
    ["UTILITY", "UTILITIES"],
  ])("irregular %s -> %s", (singular, plural) => {
    expect(pluralize(singular)).toBe(plural);
  });

  it("pluralizes the last word of a phrase", () => {
    expect(pluralize("Small SUV")).toBe("Small SUVs");
    expect(pluralize("Mini Bus")).toBe("Mini Buses");
    expect(pluralize("Light Utility")).toBe("Light Utilities");
    expect(pluralize("Used Car")).toBe("Used Cars");
  });

  it("leaves nouns that are already plural alone", () => {
    expect(pluralize("Trucks")).toBe("Trucks");
    expect(pluralize("Campers")).toBe("Campers");
    expect(pluralize("SUVs")).toBe("SUVs");
    expect(pluralize("RVs")).toBe("RVs");
    expect(pluralize("Buses")).toBe("Buses");
    expect(pluralize("Utilities")).toBe("Utilities");
  });

  it("gives acronyms a lower-case s", () => {
    expect(pluralize("RV")).toBe("RVs");
    expect(pluralize("4WD")).toBe("4WDs");
  });

  it("adds s otherwise", () => {
    expect(pluralize("Car")).toBe("Cars");
    expect(pluralize("Camper")).toBe("Campers");
    expect(pluralize("Motorcycle")).toBe("Motorcycles");
    expect(pluralize("Ute")).toBe("Utes");
  });

  it("follows English spelling for other sibilant and -y endings", () => {
    expect(pluralize("Coach")).toBe("Coaches");
    expect(pluralize("Lorry")).toBe("Lorries");
    expect(pluralize("Buggy")).toBe("Buggies");
    expect(pluralize("Day")).toBe("Days");
  });

  it("keeps trailing punctuation after the word", () => {
    expect(pluralize("SUV:")).toBe("SUVs:");
  });

  it("returns text with no word unchanged", () => {
    expect(pluralize("")).toBe("");
    expect(pluralize("  ")).toBe("  ");
  });
});

describe("usedLabel and usedSlug", () => {
  it("says Used by default", () => {
    expect(usedLabel({ usePreOwnedLabel: false })).toBe("Used");
    expect(usedSlug({ usePreOwnedLabel: false })).toBe("used");
  });

  it("says Pre-owned when the site asks", () => {
    expect(usedLabel({ usePreOwnedLabel: true })).toBe("Pre-owned");
    expect(usedSlug({ usePreOwnedLabel: true })).toBe("pre-owned");
  });
});

describe("localize", () => {
  it.each([
    ["colour", "color"],
    ["Colour", "Color"],
    ["COLOUR", "COLOR"],
    ["colours", "colors"],
    ["enquiry", "inquiry"],
    ["Enquiry", "Inquiry"],
    ["ENQUIRY", "INQUIRY"],
    ["enquiries", "inquiries"],
    ["Enquiries", "Inquiries"],
    ["enquire", "inquire"],
    ["Enquire", "Inquire"],
    ["petrol", "gas"],
    ["Petrol", "Gas"],
    ["PETROL", "GAS"],
    ["kilometres", "miles"],
    ["Kilometres", "Miles"],
  ])("en-US swaps %s -> %s", (au, us) => {
    expect(localize(au, "en-US")).toBe(us);
  });

  it("swaps every word in a sentence", () => {
    expect(localize("Enquire for price.", "en-US")).toBe("Inquire for price.");
    expect(localize("Colour: Red. Fuel: Petrol. Send an enquiry!", "en-US")).toBe(
      "Color: Red. Fuel: Gas. Send an inquiry!",
    );
    expect(localize("colour-coded kilometres", "en-US")).toBe("color-coded miles");
  });

  it("swaps whole words only", () => {
    expect(localize("Petroleum", "en-US")).toBe("Petroleum");
    expect(localize("multicolour", "en-US")).toBe("multicolour");
    expect(localize("colourful", "en-US")).toBe("colourful");
  });

  it.each(["en-AU", "en-NZ"] as const)("leaves %s text unchanged", (locale) => {
    const text = "Colour, petrol and kilometres: enquire now about our enquiries.";
    expect(localize(text, locale)).toBe(text);
  });
});

describe("distanceUnit and formatDistance", () => {
  it("uses km outside the US and miles in it", () => {
    expect(distanceUnit("en-AU")).toBe("km");
    expect(distanceUnit("en-NZ")).toBe("km");
    expect(distanceUnit("en-US")).toBe("mi");
  });

  it("formats kilometres with thousands separators", () => {
    expect(formatDistance(12345, "en-AU")).toBe("12,345 km");
    expect(formatDistance(12345, "en-NZ")).toBe("12,345 km");
    expect(formatDistance(1234567, "en-AU")).toBe("1,234,567 km");
    expect(formatDistance(0, "en-AU")).toBe("0 km");
  });

  it("rounds fractional kilometres", () => {
    expect(formatDistance(12.6, "en-AU")).toBe("13 km");
    expect(formatDistance(-0.2, "en-AU")).toBe("0 km");
  });

  it("converts to whole miles for en-US", () => {
    expect(formatDistance(12345, "en-US")).toBe("7,671 mi");
    expect(formatDistance(1.609344, "en-US")).toBe("1 mi");
    expect(formatDistance(0, "en-US")).toBe("0 mi");
  });

  it("refuses a non-finite distance", () => {
    expect(() => formatDistance(Number.NaN, "en-AU")).toThrow(RangeError);
    expect(() => formatDistance(Number.POSITIVE_INFINITY, "en-US")).toThrow(RangeError);
  });
});

describe("currencyFor", () => {
  it("is AUD with a dollar sign in every locale by default", () => {
    for (const locale of LOCALES) expect(currencyFor(locale)).toEqual({ code: "AUD", symbol: "$" });
  });

  it("treats a blank override as no override", () => {
    expect(currencyFor("en-NZ", "")).toEqual({ code: "AUD", symbol: "$" });
    expect(currencyFor("en-NZ", null)).toEqual({ code: "AUD", symbol: "$" });
  });

  it("takes the site's override, in any case", () => {
    expect(currencyFor("en-NZ", "NZD")).toEqual({ code: "NZD", symbol: "$" });
    expect(currencyFor("en-US", "usd")).toEqual({ code: "USD", symbol: "$" });
    expect(currencyFor("en-AU", "GBP")).toEqual({ code: "GBP", symbol: "£" });
  });

  it("refuses an override that is not a currency code", () => {
    expect(() => currencyFor("en-AU", "dollars")).toThrow(RangeError);
    expect(() => currencyFor("en-AU", "A$")).toThrow(RangeError);
  });
});

describe("kmFromSiteDistance", () => {
  it("reads a shopper's miles as kilometres on a US site only", () => {
    expect(kmFromSiteDistance(10000, "en-US")).toBe(16093);
    expect(kmFromSiteDistance(10000, "en-AU")).toBe(10000);
    expect(kmFromSiteDistance(10000, "en-NZ")).toBe(10000);
  });
});

describe("a vehicle's length in the site's unit", () => {
  it("measures in feet where the site counts miles, metres elsewhere", () => {
    expect(lengthUnit("en-US")).toBe("ft");
    expect(lengthUnit("en-AU")).toBe("m");
    expect(lengthUnit("en-NZ")).toBe("m");
  });

  it("writes a stored length as the site does, to the inch on a feet site", () => {
    expect(formatLength(6.4, "en-AU")).toBe("6.4 m");
    expect(formatLength(6.5, "en-US")).toBe("21 ft 4 in");
    expect(formatLength(6.1, "en-US")).toBe("20 ft");
    expect(siteLengthText(6.4, "en-AU")).toBe("6.4");
    expect(siteLengthText(6.5, "en-US")).toBe("21 ft 4 in");
  });

  it.each([
    ["6.4", "m", 6.4],
    ["6,42", "m", 6.42],
    ["6.4 m", "ft", 6.4],
    ["21 ft 4 in", "ft", 6.5],
    [`21' 4"`, "ft", 6.5],
    ["21'4", "ft", 6.5],
    ["21.5", "ft", 6.55],
    ["21 ft", "m", 6.4],
    ["256 in", "ft", 6.5],
    ["", "ft", null],
    ["long", "m", null],
    ["6.4 yards", "ft", null],
  ] as const)("reads %j in %s as %j metres", (text, unit, metres) => {
    expect(metresOfLengthText(text, unit)).toBe(metres);
  });

  it("reads back to the inch what it writes on a feet site", () => {
    for (const metres of [3.05, 5.49, 6.5, 7.32, 9.99]) {
      const stored = metresOfLengthText(siteLengthText(metres, "en-US"), "ft")!;
      expect(formatLength(stored, "en-US")).toBe(formatLength(metres, "en-US"));
    }
  });
});
