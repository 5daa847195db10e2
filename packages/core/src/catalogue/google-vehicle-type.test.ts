import { describe, expect, it } from "vitest";
import { googleVehicleType } from "./google-vehicle-type.ts";

const notAccepted = { isAccepted: false, reason: "vehicle-type-not-accepted" };

describe("googleVehicleType", () => {
  it("takes cars, utes and pickups whatever the site sells", () => {
    expect(googleVehicleType({ body: "Sedan" }, { template: "cars" })).toEqual({
      isAccepted: true,
    });
    expect(googleVehicleType({ body: "Ute" }, { template: "rv" })).toEqual({ isAccepted: true });
    expect(googleVehicleType({ body: "Truck" }, { template: "cars" })).toEqual({
      isAccepted: true,
    });
    expect(googleVehicleType({ body: "SUV" }, { template: "motorcycles" })).toEqual({
      isAccepted: true,
    });
  });

  it("leaves out caravans, motorhomes, motorcycles and buses, on a car site too", () => {
    for (const body of ["Caravan", "Motorhome", "Motorcycle", "Bus", "Pop Top"]) {
      expect(googleVehicleType({ body }, { template: "cars" })).toEqual(notAccepted);
    }
  });

  it("leaves out a motorcycle dealer's Touring motorcycles", () => {
    expect(googleVehicleType({ body: "Touring" }, { template: "motorcycles" })).toEqual(
      notAccepted,
    );
  });

  it("decides by the template when the body says nothing", () => {
    expect(googleVehicleType({ body: null }, { template: "cars" })).toEqual({ isAccepted: true });
    expect(googleVehicleType({ body: "Other" }, { template: null })).toEqual({ isAccepted: true });
    for (const template of ["rv", "campers", "motorcycles", "truck", "trucks"]) {
      expect(googleVehicleType({ body: null }, { template })).toEqual(notAccepted);
    }
  });
});
