import { describe, expect, it } from "vitest";
import { australianVehiclePrice } from "./vehicle-price-type.ts";

describe("australianVehiclePrice", () => {
  it("lists a car with a drive-away price at it, new or used", () => {
    for (const carType of ["new", "used", "demo"] as const) {
      expect(australianVehiclePrice({ carType, price: 30_000, dapPrice: 33_490 })).toEqual({
        isPriced: true,
        amount: 33_490,
        type: "drive_away_price",
      });
    }
  });

  it("lists a used or demo car without one at its price excluding government charges", () => {
    for (const carType of ["used", "demo"] as const) {
      expect(australianVehiclePrice({ carType, price: 30_000, dapPrice: null })).toEqual({
        isPriced: true,
        amount: 30_000,
        type: "excluding_government_charges_price",
      });
    }
  });

  it("has no price for a new car without a drive-away price, or a car without a real price", () => {
    expect(australianVehiclePrice({ carType: "new", price: 30_000, dapPrice: null })).toEqual({
      isPriced: false,
      reason: "no-price",
    });
    expect(australianVehiclePrice({ carType: "used", price: 10, dapPrice: 5 })).toEqual({
      isPriced: false,
      reason: "no-price",
    });
  });
});
