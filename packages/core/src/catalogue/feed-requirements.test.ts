import { describe, expect, it } from "vitest";
import { buildCarDetail } from "../testing/car-detail.ts";
import { buildCatalogueSite } from "../testing/catalogue-site.ts";
import { CATALOGUE_FEEDS } from "./catalogue-feed.ts";
import { feedExclusionReason } from "./feed-requirements.ts";

const site = buildCatalogueSite();

const reasons = (detail = buildCarDetail(), onSite = site) =>
  Object.fromEntries(
    CATALOGUE_FEEDS.map((feed) => [feed, feedExclusionReason(feed, onSite, detail)]),
  );

describe("feedExclusionReason", () => {
  it("lists a complete used car in every feed", () => {
    expect(Object.values(reasons())).toEqual(CATALOGUE_FEEDS.map(() => null));
  });

  it("needs a VIN of 17 characters in the Meta and Google feeds, not in the export", () => {
    for (const [vin, reason] of [
      [null, "no-vin"],
      ["  ", "no-vin"],
      ["JTNK4RBE50312345", "vin-not-17-characters"],
      ["JTNK4RBE5031234567", "vin-not-17-characters"],
    ] as const) {
      expect(reasons(buildCarDetail({ car: { vin } }))).toEqual({
        "meta.csv": reason,
        "meta.xml": reason,
        "google-vehicle-listings.csv": reason,
        "google-vehicle-ads.csv": reason,
        "stock.csv": null,
        "stock.json": null,
      });
    }
  });

  it("needs an image for Meta and Google's ads; a placeholder is no image", () => {
    const placeholder = buildCarDetail({
      car: { primaryImageUrl: "/media/default-car.png", images: [] },
    });
    expect(reasons(placeholder)).toEqual({
      "meta.csv": "no-image",
      "meta.xml": "no-image",
      "google-vehicle-listings.csv": null,
      "google-vehicle-ads.csv": "no-image",
      "stock.csv": null,
      "stock.json": null,
    });
  });

  it("needs a price above the placeholder amount", () => {
    for (const price of [null, 0, 10]) {
      expect(reasons(buildCarDetail({ car: { price } }))).toMatchObject({
        "meta.csv": "no-price",
        "google-vehicle-listings.csv": "no-price",
        "google-vehicle-ads.csv": "no-price",
        "stock.csv": null,
      });
    }
    expect(reasons(buildCarDetail({ car: { price: 11 } }))["meta.csv"]).toBeNull();
  });

  it("needs a drive-away price for a new car in Google's Australian vehicle ads only", () => {
    const newCar = buildCarDetail({ car: { carType: "new", dapPrice: null } });
    expect(reasons(newCar)["google-vehicle-ads.csv"]).toBe("no-price");
    expect(reasons(newCar)["google-vehicle-listings.csv"]).toBeNull();
    expect(reasons(newCar)["meta.csv"]).toBeNull();
    const nz = buildCatalogueSite({ locale: "en-NZ", currency: "NZD" });
    expect(reasons(newCar, nz)["google-vehicle-ads.csv"]).toBeNull();
    const driveAway = buildCarDetail({ car: { carType: "new", dapPrice: 33_490 } });
    expect(reasons(driveAway)["google-vehicle-ads.csv"]).toBeNull();
  });

  it("leaves vehicles Google does not take out of both Google feeds only", () => {
    const caravan = buildCarDetail({ car: { body: "Caravan" } });
    expect(reasons(caravan, buildCatalogueSite({ template: "rv" }))).toEqual({
      "meta.csv": null,
      "meta.xml": null,
      "google-vehicle-listings.csv": "vehicle-type-not-accepted",
      "google-vehicle-ads.csv": "vehicle-type-not-accepted",
      "stock.csv": null,
      "stock.json": null,
    });
  });
});
