import { describe, expect, it } from "vitest";
import { buildCar, buildCarDetail } from "../testing/car-detail.ts";
import {
  absoluteOnOrigin,
  clipText,
  feedAddress,
  feedCountry,
  feedDate,
  feedImages,
  feedMileage,
  feedPrice,
  feedPlaceId,
  feedStoreCode,
  listingPrices,
  vehicleUrl,
} from "./listing-values.ts";

const site = { origin: "https://harbour.example", vehicleBase: "/cars", locale: "en-AU" } as const;

describe("feedPrice", () => {
  it("writes the amount and the currency code, cents only when there are some", () => {
    expect(feedPrice(27_990, "AUD")).toBe("27990 AUD");
    expect(feedPrice(27_990.5, "nzd")).toBe("27990.50 NZD");
    expect(feedPrice(27_990.004, "USD")).toBe("27990 USD");
  });
});

describe("listingPrices", () => {
  it("lists at the earlier price with the price as the sale price when it was higher", () => {
    expect(listingPrices({ price: 25_000, beforePrice: 27_000, dapPrice: null })).toEqual({
      price: 27_000,
      salePrice: 25_000,
    });
  });

  it("lists at the price alone when the earlier price is missing, lower or a placeholder", () => {
    for (const beforePrice of [null, 24_000, 25_000, 5]) {
      expect(listingPrices({ price: 25_000, beforePrice, dapPrice: null })).toEqual({
        price: 25_000,
        salePrice: null,
      });
    }
  });

  it("lists at the drive-away price where there is one, the page's one advertised price", () => {
    expect(listingPrices({ price: 34_170, beforePrice: 36_000, dapPrice: 37_080 })).toEqual({
      price: 37_080,
      salePrice: null,
    });
  });

  it("has nothing to list without a real price", () => {
    expect(listingPrices({ price: 10, beforePrice: 30_000, dapPrice: null })).toBeNull();
    expect(listingPrices({ price: null, beforePrice: null, dapPrice: null })).toBeNull();
  });
});

describe("places and units", () => {
  it("gives the country of the locale and the odometer in its unit", () => {
    expect(feedCountry({ locale: "en-NZ" })).toBe("NZ");
    expect(feedMileage(16_093, "en-AU")).toEqual({ value: 16_093, unit: "km" });
    expect(feedMileage(16_093, "en-US")).toEqual({ value: 10_000, unit: "mi" });
  });

  it("uses the location's slug as the store code, else the dealership's", () => {
    expect(feedStoreCode(buildCarDetail())).toBe("parramatta");
    expect(feedStoreCode(buildCarDetail({ location: null, car: { location: null } }))).toBe(
      "harbour-motors",
    );
  });

  it("uses the store code the dealer set for the location, and sends its place id where set", () => {
    const located = buildCarDetail();
    const coded = buildCarDetail({
      location: {
        ...located.location!,
        googleStoreCode: "GBP-0042",
        address: { ...located.location!.address, placeId: "ChIJN1t_tDeuEmsRUsoyG83frY4" },
      },
    });
    expect(feedStoreCode(coded)).toBe("GBP-0042");
    expect(feedPlaceId(coded)).toBe("ChIJN1t_tDeuEmsRUsoyG83frY4");
    expect(feedPlaceId(located)).toBe("");
  });

  it("takes the location's address, else the car's city and state", () => {
    expect(feedAddress(buildCarDetail())).toEqual({
      street: "12 Church St",
      city: "Parramatta",
      region: "NSW",
      postcode: "2150",
      latitude: -33.8136,
      longitude: 151.0034,
    });
    expect(feedAddress(buildCarDetail({ location: null }))).toEqual({
      street: "",
      city: "Parramatta",
      region: "NSW",
      postcode: "",
      latitude: null,
      longitude: null,
    });
  });

  it("writes dates as calendar days", () => {
    expect(feedDate(new Date("2026-10-01T23:59:59Z"))).toBe("2026-10-01");
  });
});

describe("links and images", () => {
  it("makes stored paths absolute and keeps absolute URLs", () => {
    expect(absoluteOnOrigin(site, "/media/a.jpg")).toBe("https://harbour.example/media/a.jpg");
    expect(absoluteOnOrigin(site, "media/a.jpg")).toBe("https://harbour.example/media/a.jpg");
    expect(absoluteOnOrigin(site, "https://cdn.example/a.jpg")).toBe("https://cdn.example/a.jpg");
    expect(vehicleUrl(site, { slug: "a b" })).toBe("https://harbour.example/cars/a%20b");
  });

  it("puts the main picture first, each picture once, and leaves placeholders out", () => {
    const car = buildCar({
      primaryImageUrl: "/media/side.jpg",
      images: [
        { url: "/media/front.jpg", thumbUrl: "/t/front.jpg", width: 1, height: 1, alt: "Front" },
        { url: "/media/side.jpg", thumbUrl: "/t/side.jpg", width: 1, height: 1, alt: "Side" },
        { url: "/media/no-image.png", thumbUrl: "/t/x.png", width: 1, height: 1, alt: "" },
      ],
    });
    expect(feedImages(site, car)).toEqual([
      { url: "https://harbour.example/media/side.jpg", alt: "Side" },
      { url: "https://harbour.example/media/front.jpg", alt: "Front" },
    ]);
  });
});

describe("clipText", () => {
  it("keeps text within the limit as it is", () => {
    expect(clipText("2025 Škoda Octavia RS", 21)).toBe("2025 Škoda Octavia RS");
  });

  it("cuts between characters as a reader sees them, never inside an emoji or an accent", () => {
    // The limit falls inside the flag (two UTF-16 units), the family (joined by ZWJs) and "é".
    expect(clipText("Track 🏁 ready", 8)).toBe("Track…");
    expect(clipText("Family 👨‍👩‍👧 car", 10)).toBe("Family…");
    expect(clipText("Cafe\u0301 racer", 5)).toBe("Caf…");
    for (const clipped of [clipText("🚗".repeat(80), 150), clipText("ab🏁cd", 4)]) {
      expect(clipped.length).toBeLessThanOrEqual(150);
      expect(/\p{Cs}/u.test(clipped)).toBe(false);
    }
  });
});
