import { describe, expect, it } from "vitest";
import { bodyStyle } from "./body-style.ts";

describe("bodyStyle", () => {
  it.each([
    ["Sedan", "SEDAN", "sedan"],
    ["Hatch", "HATCHBACK", "hatchback"],
    ["Hatchback", "HATCHBACK", "hatchback"],
    ["SUV", "SUV", "suv"],
    ["Wagon", "WAGON", "station wagon"],
    ["Ute", "TRUCK", "truck"],
    ["Utility", "TRUCK", "truck"],
    ["Cab Chassis", "TRUCK", "truck"],
    ["Dual Cab Pick-up", "TRUCK", "truck"],
    ["Coupe", "COUPE", "coupe"],
    ["Cabriolet", "CONVERTIBLE", "convertible"],
    ["People Mover", "MINIVAN", "minivan"],
    ["Van", "VAN", "full size van"],
    ["Crossover", "CROSSOVER", "crossover"],
  ] as const)("%s is %s for Meta and %s for Google", (body, meta, google) => {
    expect(bodyStyle(body)).toEqual({ meta, google });
  });

  it.each([
    "Caravan",
    "Campervan",
    "Camper Trailer",
    "Pop Top",
    "Motorhome",
    "Motorcycle",
    "Scooter",
    "Bus",
    "Light Truck",
    "Prime Mover",
    "Boat",
  ])("%s is OTHER for Meta and not a vehicle Google takes", (body) => {
    expect(bodyStyle(body)).toEqual({ meta: "OTHER", google: null });
  });

  it("knows nothing of an empty or unfamiliar body", () => {
    expect(bodyStyle(null)).toBeNull();
    expect(bodyStyle("  ")).toBeNull();
    expect(bodyStyle("Other")).toBeNull();
  });
});
