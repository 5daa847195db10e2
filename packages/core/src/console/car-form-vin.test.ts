import { describe, expect, it } from "vitest";
import { drivetrainOf, vinFormFill } from "./car-form-vin.ts";

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
      engine: "3.0 L, 6 cylinders (J30A4)",
    });
    expect(fill.summary).toBe("Filled make, model, year, body, fuel and engine from the VIN.");
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
      drivetrain: "4WD/4-Wheel Drive/4x4",
      engine: null,
    });
    expect(fill.values.simple_fuel).toBeUndefined();
    expect(fill.values.drivetrain).toBe("4WD");
    expect(fill.summary).toBe("Filled make, model, year and drivetrain from the VIN.");
  });

  it("puts vPIC's drive types in the car's short words", () => {
    expect(drivetrainOf("AWD/All-Wheel Drive")).toBe("AWD");
    expect(drivetrainOf("FWD/Front-Wheel Drive/Front Wheel Drive")).toBe("FWD");
    expect(drivetrainOf("4x2")).toBe("4x2");
    expect(drivetrainOf(null)).toBeNull();
    expect(drivetrainOf("Part-time four wheel drive with low range")).toBeNull();
  });
});
