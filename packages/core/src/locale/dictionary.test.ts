import { describe, expect, it } from "vitest";
import { DICTIONARY, dictionary, foreignWordsIn, formatAddress, regionName } from "./dictionary.ts";
import { LOCALES, localize } from "./locale.ts";

describe("the locale dictionary", () => {
  it("has every word for every locale", () => {
    const keys = Object.keys(DICTIONARY["en-AU"]).sort();
    for (const locale of LOCALES) {
      expect(Object.keys(dictionary(locale)).sort()).toEqual(keys);
      expect(dictionary(locale).locale).toBe(locale);
    }
  });

  it("lists each country's regions once, by a unique code", () => {
    for (const locale of LOCALES) {
      const codes = dictionary(locale).regions.map((region) => region.code);
      expect(new Set(codes).size).toBe(codes.length);
    }
    expect(dictionary("en-AU").regions).toHaveLength(8);
    expect(dictionary("en-NZ").regions).toHaveLength(17);
  });

  it("names a region by its code, in any case, or returns the code", () => {
    expect(regionName("en-AU", "qld")).toBe("Queensland");
    expect(regionName("en-NZ", "AUK")).toBe("Auckland");
    expect(regionName("en-US", "TX")).toBe("Texas");
    expect(regionName("en-NZ", "NSW")).toBe("NSW");
  });

  it("finds another locale's words in a page's text", () => {
    expect(foreignWordsIn("Send enquiry. 12,345 km. Highest Kms", "en-US")).toEqual([
      "enquir",
      " km",
      "kms",
    ]);
    expect(foreignWordsIn("Send inquiry about the color", "en-AU")).toEqual(["inquir", "color"]);
    expect(foreignWordsIn("Send enquiry about the colour, 12 km", "en-NZ")).toEqual([]);
    expect(foreignWordsIn("State: Queensland", "en-NZ")).toEqual(["queensland"]);
    expect(foreignWordsIn("State: Queensland", "en-AU")).toEqual([]);
  });

  it("turns the Australian source text into US text with no foreign word left", () => {
    const source =
      "Send enquiry. Enquiry type. Colour: Red. Fuel: Petrol. Registration. Postcode. 5 kilometres.";
    expect(foreignWordsIn(localize(source, "en-US"), "en-US")).toEqual([]);
    expect(localize("Postcode", "en-US")).toBe("ZIP code");
    expect(localize("Registration", "en-US")).toBe("Plate");
  });
});

describe("formatAddress", () => {
  const at = (street: string, city: string, state: string, postcode: string) => ({
    street,
    city,
    state,
    postcode,
  });
  it("writes each country's address line", () => {
    expect(formatAddress(at("1 Beach Rd", "Maroochydore", "QLD", "4558"), "en-AU")).toBe(
      "1 Beach Rd, Maroochydore QLD 4558",
    );
    expect(formatAddress(at("500 Congress Ave", "Austin", "TX", "78701"), "en-US")).toBe(
      "500 Congress Ave, Austin, TX 78701",
    );
    expect(formatAddress(at("88 Broadway", "Newmarket, Auckland", "AUK", "1023"), "en-NZ")).toBe(
      "88 Broadway, Newmarket, Auckland 1023",
    );
  });
});
