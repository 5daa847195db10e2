import { describe, expect, it } from "vitest";
import {
  financePath,
  onlinePurchasePath,
  reservePath,
  tradeInPath,
  vehiclePath,
  phoneFallbacksFrom,
  vehiclePhone,
  vehiclePhoneWithSource,
} from "./vehicle-links.ts";

const paths = { vehicleBase: "/campers", finance: "/finance-enquiry" as const };

describe("vehicle action paths", () => {
  it("builds the vehicle, reserve, online purchase and trade-in paths", () => {
    expect(vehiclePath(paths, "2024-jayco-swan-co10001")).toBe("/campers/2024-jayco-swan-co10001");
    expect(reservePath(paths, "abc_1")).toBe("/campers/abc_1/checkout");
    expect(onlinePurchasePath("abc-1")).toBe("/checkout-journey?car_id=abc-1");
    expect(tradeInPath(paths, 42)).toBe("/campers/trade-in?car_id=42");
  });

  it("fills the finance page's query and anchor", () => {
    expect(
      financePath(paths, { slug: "abc-1", carType: "used", vin: "VIN123", price: 35_990 }),
    ).toBe(
      "/finance-enquiry?car_id=abc-1&car_type=used&vin=VIN123&vehiclePriceBudget=35990#finance-form",
    );
    expect(financePath(paths, { slug: "abc-1", carType: "new", vin: null, price: 0 })).toBe(
      "/finance-enquiry?car_id=abc-1&car_type=new#finance-form",
    );
  });
});

describe("vehiclePhone", () => {
  const location = {
    id: 1,
    name: "Main",
    slug: "main",
    phone: "02 9999 0000",
    city: "",
    state: "",
    mapUrl: null,
  };
  it("prefers the site's number for the car type, then the location's", () => {
    expect(vehiclePhone({ used: "0400 111 222" }, { carType: "used", location })).toBe(
      "0400 111 222",
    );
    expect(vehiclePhone({ used: "0400 111 222" }, { carType: "new", location })).toBe(
      "02 9999 0000",
    );
    expect(vehiclePhone({}, { carType: "new", location: null })).toBeNull();
  });
});

describe("a car whose yard has no phone", () => {
  const yard = {
    id: 2,
    name: "Yard",
    slug: "yard",
    phone: null,
    city: "",
    state: "",
    mapUrl: null,
  };
  const locations = [
    { dealershipId: 7, isPrimary: false, phone: "03 9000 0002" },
    { dealershipId: 7, isPrimary: true, phone: "03 9000 0001" },
    { dealershipId: 7, isPrimary: false, phone: null },
    { dealershipId: 9, isPrimary: true, phone: "03 8000 0000" },
  ];

  it("falls back to its dealership's primary number", () => {
    const fallbacks = phoneFallbacksFrom(locations, 7);
    expect(fallbacks.dealership).toBe("03 9000 0001");
    expect(vehiclePhoneWithSource({}, { carType: "used", location: yard }, fallbacks)).toEqual({
      phone: "03 9000 0001",
      source: "dealership",
    });
  });

  it("falls back to the site's number when its dealership has none", () => {
    const fallbacks = phoneFallbacksFrom(locations, 11);
    expect(fallbacks.dealership).toBeNull();
    expect(vehiclePhoneWithSource({}, { carType: "used", location: yard }, fallbacks)).toEqual({
      phone: "03 9000 0001",
      source: "site",
    });
  });

  it("still prefers the car type's and the location's own numbers", () => {
    const fallbacks = phoneFallbacksFrom(locations, 7);
    expect(
      vehiclePhone({ used: "0400 111 222" }, { carType: "used", location: yard }, fallbacks),
    ).toBe("0400 111 222");
    expect(vehiclePhone({}, { carType: "used", location: null }, {})).toBeNull();
  });
});
