import { describe, expect, it } from "vitest";
import { vinFormFill } from "./car-form-vin.ts";

describe("vinFormFill", () => {
  it("fills what vPIC gives, the fuel as the site's, and says what it filled", () => {
    const fill = vinFormFill({
      make: "HONDA",
      model: "Accord",
      year: 2003,
      series: null,
      body: "Coupe",
      fuel: "Gasoline",
      transmission: null,
      drivetrain: null,
      engine: "3.0 L, 6 cylinders (J30A4)",
    });
    expect(fill.values).toEqual({
      make: "HONDA",
      model: "Accord",
      year: "2003",
      body: "Coupe",
      simple_fuel: "Petrol",
    });
    expect(fill.summary).toBe(
      "Filled make, model, year, body and fuel from the VIN. vPIC also gives engine 3.0 L, 6 cylinders (J30A4): add them to the description if you wish.",
    );
  });

  it("leaves a fuel the site does not list for typing", () => {
    const fill = vinFormFill({
      make: "FORD",
      model: "F-150",
      year: 2020,
      series: null,
      body: null,
      fuel: "Flexible Fuel Vehicle (FFV)",
      transmission: null,
      drivetrain: "4WD",
      engine: null,
    });
    expect(fill.values.simple_fuel).toBeUndefined();
    expect(fill.summary).toBe(
      "Filled make, model and year from the VIN. vPIC also gives drive 4WD: add them to the description if you wish.",
    );
  });
});
