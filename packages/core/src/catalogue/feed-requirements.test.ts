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
      ["JTNK4RBE3031234567", "vin-not-17-characters"],
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

  it("needs VIN characters everywhere and the check digit of a North American VIN", () => {
    const only = (reason: string) => ({
      "meta.csv": reason,
      "meta.xml": reason,
      "google-vehicle-listings.csv": reason,
      "google-vehicle-ads.csv": reason,
      "stock.csv": null,
      "stock.json": null,
    });
    expect(reasons(buildCarDetail({ car: { vin: "JTNK4RBE3O3123456" } }))).toEqual(
      only("vin-characters"),
    );
    // A Ford F-150's VIN with its check digit (position 9) off by one.
    const us = buildCatalogueSite({ locale: "en-US", currency: "USD" });
    expect(reasons(buildCarDetail({ car: { vin: "1FTFW1E5XPFA12345" } }), us)).toEqual(
      only("vin-check-digit"),
    );
    expect(reasons(buildCarDetail({ car: { vin: "1FTFW1E50PFA12345" } }), us)).toEqual(
      only("vin-check-digit"),
    );
    expect(
      Object.values(reasons(buildCarDetail({ car: { vin: "1FTFW1E51PFA12345" } }), us)),
    ).toEqual(CATALOGUE_FEEDS.map(() => null));
    // In the US every VIN carries the digit, an import's too; elsewhere only North American ones.
    const japanese = buildCarDetail({ car: { vin: "JTNK4RBE503123456" } });
    expect(reasons(japanese, us)["google-vehicle-listings.csv"]).toBe("vin-check-digit");
    expect(reasons(japanese)["google-vehicle-listings.csv"]).toBeNull();
  });

  it("gives Google only what a shopper can buy, as the page says; Meta keeps the rest marked", () => {
    for (const [car, reason] of [
      [{ isSold: true }, "sold"],
      [{ status: "sold" }, "sold"],
      [{ status: "coming_soon" }, "not-yet-in-stock"],
      [{ isPreorder: true }, "not-yet-in-stock"],
      // The page says RESERVED: another shopper paid a deposit, so it is not for sale now.
      [{ isReserved: true }, "reserved"],
    ] as const) {
      expect(reasons(buildCarDetail({ car }))).toEqual({
        "meta.csv": null,
        "meta.xml": null,
        "google-vehicle-listings.csv": reason,
        "google-vehicle-ads.csv": reason,
        "stock.csv": null,
        "stock.json": null,
      });
    }
  });

  it("takes pickups to Google, and a motorcycle dealer's Touring bikes to vehicle listings only", () => {
    const truck = buildCarDetail({ car: { body: "Truck" } });
    expect(
      reasons(truck, buildCatalogueSite({ template: "cars" }))["google-vehicle-listings.csv"],
    ).toBeNull();
    const touring = buildCarDetail({ car: { body: "Touring" } });
    expect(reasons(touring, buildCatalogueSite({ template: "motorcycles" }))).toMatchObject({
      "meta.csv": null,
      "google-vehicle-listings.csv": null,
      "google-vehicle-ads.csv": "vehicle-type-not-accepted",
    });
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

  it("leaves caravans out of vehicle ads only, and boats and buses out of both Google feeds", () => {
    const caravan = buildCarDetail({ car: { body: "Caravan" } });
    expect(reasons(caravan, buildCatalogueSite({ template: "rv" }))).toEqual({
      "meta.csv": null,
      "meta.xml": null,
      "google-vehicle-listings.csv": null,
      "google-vehicle-ads.csv": "vehicle-type-not-accepted",
      "stock.csv": null,
      "stock.json": null,
    });
    for (const body of ["Boat", "Bus"]) {
      expect(reasons(buildCarDetail({ car: { body } }))).toMatchObject({
        "meta.csv": null,
        "google-vehicle-listings.csv": "vehicle-type-not-accepted",
        "google-vehicle-ads.csv": "vehicle-type-not-accepted",
      });
    }
  });
});
