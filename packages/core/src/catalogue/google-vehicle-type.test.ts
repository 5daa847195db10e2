import { describe, expect, it } from "vitest";
import { googleVehicleType } from "./google-vehicle-type.ts";

const accepted = { isAccepted: true };
const notAccepted = { isAccepted: false, reason: "vehicle-type-not-accepted" };
const ADS = "google-vehicle-ads.csv";
const LISTINGS = "google-vehicle-listings.csv";

describe("googleVehicleType", () => {
  it("takes cars, utes and pickups in both feeds, whatever the site sells", () => {
    for (const feed of [ADS, LISTINGS] as const) {
      expect(googleVehicleType({ body: "Sedan" }, { template: "cars" }, feed)).toEqual(accepted);
      expect(googleVehicleType({ body: "Ute" }, { template: "rv" }, feed)).toEqual(accepted);
      expect(googleVehicleType({ body: "Truck" }, { template: "cars" }, feed)).toEqual(accepted);
      expect(googleVehicleType({ body: "SUV" }, { template: "motorcycles" }, feed)).toEqual(
        accepted,
      );
    }
  });

  // Vehicle listings policy: "passenger cars and trucks, RV, ATV, motorcycles, trailers".
  it.each(["Caravan", "Motorhome", "Motorcycle", "Pop Top", "Quad Bike", "Box Trailer"])(
    "keeps a %s out of vehicle ads and in vehicle listings",
    (body) => {
      expect(googleVehicleType({ body }, { template: "cars" }, ADS)).toEqual(notAccepted);
      expect(googleVehicleType({ body }, { template: "cars" }, LISTINGS)).toEqual(accepted);
    },
  );

  it.each(["Bus", "Boat", "Prime Mover"])("keeps a %s out of both feeds", (body) => {
    expect(googleVehicleType({ body }, { template: "cars" }, ADS)).toEqual(notAccepted);
    expect(googleVehicleType({ body }, { template: "cars" }, LISTINGS)).toEqual(notAccepted);
  });

  it("reads a motorcycle dealer's Touring as a motorcycle", () => {
    const touring = { body: "Touring" };
    expect(googleVehicleType(touring, { template: "motorcycles" }, ADS)).toEqual(notAccepted);
    expect(googleVehicleType(touring, { template: "motorcycles" }, LISTINGS)).toEqual(accepted);
  });

  it("decides by the template when the body says nothing", () => {
    expect(googleVehicleType({ body: null }, { template: "cars" }, ADS)).toEqual(accepted);
    expect(googleVehicleType({ body: "Other" }, { template: null }, ADS)).toEqual(accepted);
    for (const template of ["rv", "campers", "motorcycles"]) {
      expect(googleVehicleType({ body: null }, { template }, ADS)).toEqual(notAccepted);
      expect(googleVehicleType({ body: null }, { template }, LISTINGS)).toEqual(accepted);
    }
    for (const template of ["truck", "trucks"]) {
      expect(googleVehicleType({ body: null }, { template }, LISTINGS)).toEqual(notAccepted);
    }
  });
});
