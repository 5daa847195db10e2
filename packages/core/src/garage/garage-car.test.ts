import { describe, expect, it } from "vitest";
import type { Car } from "../domain/car.ts";
import { siteSettingsSchema } from "../site/site-settings.ts";
import { siteWords } from "../site/site-words.ts";
import {
  REMOVED_LABEL,
  carState,
  garageCarView,
  garageCarsQuerySchema,
  similarSearchHref,
} from "./garage-car.ts";

const settings = siteSettingsSchema.parse({
  paths: { vehicleBase: "/campers", search: "/campers-for-sale" },
  labels: { soldTag: "JUST SOLD" },
});
const words = siteWords(settings);
const saved = {
  id: 7,
  name: "2024 Jayco Journey",
  make: "Jayco",
  model: "Journey",
  primary_image_url: "/media/7.webp",
};
// Only the fields the garage reads; the rest of a Car does not matter here.
const live = (over: Partial<Car> = {}) =>
  ({
    id: 7,
    slug: "jayco-journey-7",
    name: "2024 Jayco Journey Outback",
    make: "Jayco",
    model: "Journey",
    price: 89_990,
    isPreorder: false,
    isFeatured: false,
    isSold: false,
    isReserved: false,
    status: "in_stock",
    primaryImageUrl: "/media/7-new.webp",
    images: [],
    ...over,
  }) as Car;

describe("carState", () => {
  it("names each state, sold before reserved", () => {
    expect(carState(null)).toBe("removed");
    expect(carState(live())).toBe("available");
    expect(carState(live({ isReserved: true }))).toBe("reserved");
    expect(carState(live({ isSold: true, isReserved: true }))).toBe("sold");
    expect(carState(live({ status: "sold" }))).toBe("sold");
  });
});

describe("garageCarView", () => {
  it("reads name, price and picture from the live car", () => {
    expect(garageCarView(saved, live(), settings, words)).toEqual({
      id: 7,
      name: "2024 Jayco Journey Outback",
      href: "/campers/jayco-journey-7",
      imageUrl: "/media/7-new.webp",
      priceText: "$89,990",
      state: "available",
      stateLabel: null,
      similarHref: "/campers-for-sale?make=Jayco&model=Journey",
    });
  });

  it("says a sold car is sold, without a price, and offers similar stock", () => {
    const view = garageCarView(saved, live({ isSold: true }), settings, words);
    expect(view).toMatchObject({ state: "sold", stateLabel: "JUST SOLD", priceText: null });
    expect(view.similarHref).toBe("/campers-for-sale?make=Jayco&model=Journey");
  });

  it("keeps a reserved car's price", () => {
    const view = garageCarView(saved, live({ isReserved: true }), settings, words);
    expect(view).toMatchObject({ state: "reserved", stateLabel: "RESERVED", priceText: "$89,990" });
  });

  it("shows a removed car as saved, with no page to link to", () => {
    expect(garageCarView(saved, null, settings, words)).toEqual({
      id: 7,
      name: "2024 Jayco Journey",
      href: null,
      imageUrl: "/media/7.webp",
      priceText: null,
      state: "removed",
      stateLabel: REMOVED_LABEL,
      similarHref: "/campers-for-sale?make=Jayco&model=Journey",
    });
  });
});

describe("similarSearchHref", () => {
  it("narrows by make alone when the model is unknown, and not at all without a make", () => {
    expect(similarSearchHref({ search: "/search" }, { make: "Ford", model: null })).toBe(
      "/search?make=Ford",
    );
    expect(similarSearchHref({ search: "/search" }, { make: null, model: "Ranger" })).toBe(
      "/search",
    );
  });
});

describe("garageCarsQuerySchema", () => {
  it("reads a comma-separated id list", () => {
    expect(garageCarsQuerySchema.parse({ ids: "3,40,7" })).toEqual({ ids: [3, 40, 7] });
  });

  it("refuses anything else, and more ids than a garage holds", () => {
    for (const ids of ["", "a", "1,,2", "1;2", "-1", "1.5", "12345678901"]) {
      expect(garageCarsQuerySchema.safeParse({ ids }).success, ids).toBe(false);
    }
    const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(",");
    expect(garageCarsQuerySchema.safeParse({ ids: tooMany }).success).toBe(false);
  });
});
