import { describe, expect, it } from "vitest";
import {
  amountOf,
  carBodyOf,
  carTypeOf,
  featureListOf,
  feedPricesOf,
  imageUrlsOf,
  simpleFuelOf,
} from "./feed-values.ts";

describe("simpleFuelOf", () => {
  it.each([
    ["Petrol - Unleaded ULP", "Petrol"],
    ["Premium Unleaded", "Petrol"],
    ["Gasoline", "Petrol"],
    ["Turbo Diesel", "Diesel"],
    ["Plug-in Hybrid", "PHEV"],
    ["Petrol Hybrid", "Hybrid"],
    ["Electric", "Electric"],
    ["Dual Fuel LPG", "LPG"],
    ["Hydrogen", "Hydrogen"],
  ])("%s -> %s", (fuel, simple) => {
    expect(simpleFuelOf(fuel)).toBe(simple);
  });
});

describe("carTypeOf", () => {
  it.each([
    ["N", "new"],
    ["Used", "used"],
    ["D", "demo"],
    ["Certified Pre-Owned", "used"],
    ["Ex-Demo", "demo"],
    ["Pre-owned", "used"],
  ])("%s -> %s", (condition, carType) => {
    expect(carTypeOf(condition)).toBe(carType);
  });

  it("leaves an unknown condition for the schema to refuse", () => {
    expect(carTypeOf("Salvage")).toBe("Salvage");
  });
});

describe("amountOf and imageUrlsOf", () => {
  it("reads prices as dealer systems write them", () => {
    expect(amountOf("$12,990")).toBe(12_990);
    expect(amountOf("AUD 12990.00")).toBe(12_990);
    expect(amountOf("POA")).toBe("POA");
  });

  it("splits images on ; and |, keeping their order", () => {
    expect(imageUrlsOf("https://a/1.jpg; https://a/2.jpg|https://a/3.jpg;;")).toEqual([
      "https://a/1.jpg",
      "https://a/2.jpg",
      "https://a/3.jpg",
    ]);
  });

  it("splits on a comma before the next URL, and lists each URL once", () => {
    expect(imageUrlsOf("https://a/1.jpg, https://a/2.jpg?w=1,2;https://a/1.jpg")).toEqual([
      "https://a/1.jpg",
      "https://a/2.jpg?w=1,2",
    ]);
  });
});

describe("feedPricesOf", () => {
  it("keeps the price given and reads the drive-away amount as dapprice", () => {
    expect(feedPricesOf(45_990, 49_990)).toEqual({ price: 45_990, dapprice: 49_990 });
    expect(feedPricesOf(45_990, undefined)).toEqual({ price: 45_990 });
    expect(feedPricesOf(null, 49_990)).toEqual({ price: null, dapprice: 49_990 });
  });

  it("takes the drive-away amount as the price when no price is given", () => {
    expect(feedPricesOf(undefined, 49_990)).toEqual({ price: 49_990, dapprice: 49_990 });
    expect(feedPricesOf(undefined, null)).toEqual({ price: null, dapprice: null });
    expect(feedPricesOf(undefined, undefined)).toEqual({});
  });
});

describe("carBodyOf", () => {
  it("reads a row as the car API's body, leaving blank cells out", () => {
    expect(
      carBodyOf(
        {
          stocknum: " A123 ",
          vin: "jtmhv05j604012345",
          year: "2021",
          make: "Toyota",
          colour: "",
          km: "45,000 km",
          price: "$39,990",
          car_type: "U",
          images: "https://img/1.jpg|https://img/2.jpg",
        },
        "en-AU",
      ),
    ).toEqual({
      stocknum: "A123",
      vin: "JTMHV05J604012345",
      year: 2021,
      make: "Toyota",
      km: 45_000,
      price: 39_990,
      car_type: "used",
      images: ["https://img/1.jpg", "https://img/2.jpg"],
    });
  });

  it("reads miles as miles everywhere, and an odometer in the site's unit", () => {
    expect(carBodyOf({ miles: "10,000" }, "en-AU")).toEqual({ km: 16_093 });
    expect(carBodyOf({ odometer: "10,000" }, "en-US")).toEqual({ km: 16_093 });
    expect(carBodyOf({ odometer: "10,000" }, "en-AU")).toEqual({ km: 10_000 });
    expect(carBodyOf({ km: "10000" }, "en-US")).toEqual({ km: 10_000 });
  });

  it("reads POA and the like as no price", () => {
    expect(carBodyOf({ price: "POA" }, "en-AU")).toEqual({ price: null });
    expect(carBodyOf({ price: "Price on application" }, "en-AU")).toEqual({ price: null });
  });

  it("reads a drive-away amount as dapprice, and as the price when the row has none", () => {
    expect(carBodyOf({ price: "$45,990", dapprice: "$49,990" }, "en-AU")).toEqual({
      price: 45_990,
      dapprice: 49_990,
    });
    expect(carBodyOf({ price: "", dapprice: "$49,990" }, "en-AU")).toEqual({
      price: 49_990,
      dapprice: 49_990,
    });
    expect(carBodyOf({ price: "$45,990" }, "en-AU")).toEqual({ price: 45_990 });
  });

  it("keeps text that is not a number for the schema to refuse", () => {
    expect(carBodyOf({ year: "twenty", price: "cheap" }, "en-AU")).toEqual({
      year: "twenty",
      price: "cheap",
    });
  });
});

describe("the equipment columns", () => {
  it("reads drivetrain and engine as written, berths as a number, features as a list", () => {
    expect(
      carBodyOf(
        {
          drivetrain: "AWD",
          engine: "2.0L 4cyl turbo",
          berths: "4",
          features: "Solar panel; Annexe | Reversing camera",
        },
        "en-AU",
      ),
    ).toEqual({
      drivetrain: "AWD",
      engine: "2.0L 4cyl turbo",
      berths: 4,
      features: ["Solar panel", "Annexe", "Reversing camera"],
    });
    expect(carBodyOf({ berths: "four" }, "en-AU").berths).toBe("four");
  });

  it("splits features at commas only where no other separator is used, each once", () => {
    expect(featureListOf("Bluetooth, Heated seats, Bluetooth")).toEqual([
      "Bluetooth",
      "Heated seats",
    ]);
    expect(featureListOf("Wheels, 18 inch alloy; Tow bar")).toEqual([
      "Wheels, 18 inch alloy",
      "Tow bar",
    ]);
    expect(featureListOf(Array.from({ length: 80 }, (_, i) => `F${i}`).join("|"))).toHaveLength(50);
  });

  it("reads a length column in its unit: metres, feet, or the site's for a plain length", () => {
    expect(carBodyOf({ length_m: "6.4" }, "en-US").length_m).toBe(6.4);
    expect(carBodyOf({ length_ft: "21 ft 4 in" }, "en-AU").length_m).toBe(6.5);
    expect(carBodyOf({ length: "21.5" }, "en-US").length_m).toBe(6.55);
    expect(carBodyOf({ length: "6.4" }, "en-AU").length_m).toBe(6.4);
    expect(carBodyOf({ length: "6.4 m" }, "en-US").length_m).toBe(6.4);
    expect(carBodyOf({ length: "long" }, "en-AU").length_m).toBe("long");
  });
});
