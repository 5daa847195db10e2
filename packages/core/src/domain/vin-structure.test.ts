import { describe, expect, it } from "vitest";
import { checkVinStructure, VIN_MAKER_WMIS, vinYearCode } from "./vin-structure.ts";

describe("vinYearCode", () => {
  it("gives position 10's code of a model year, in 30-year cycles", () => {
    expect(vinYearCode(1980)).toBe("A");
    expect(vinYearCode(2000)).toBe("Y");
    expect(vinYearCode(2001)).toBe("1");
    expect(vinYearCode(2009)).toBe("9");
    expect(vinYearCode(2010)).toBe("A");
    expect(vinYearCode(2021)).toBe("M");
    expect(vinYearCode(2026)).toBe("T");
  });
});

describe("checkVinStructure", () => {
  // JA4AR3AW8GZ057772 is a real 2016 Mitsubishi Outlander Sport VIN (JA4 Mitsubishi, G 2016).
  it("takes a VIN with its make's WMI and its model year", () => {
    expect(checkVinStructure("JA4AR3AW8GZ057772", { make: "Mitsubishi", year: 2016 })).toEqual({
      isValid: true,
    });
    expect(checkVinStructure("JTMK4RBE0M3123456", { make: "Toyota", year: 2021 })).toEqual({
      isValid: true,
    });
  });

  it("finds another maker's WMI and a wrong model year", () => {
    expect(checkVinStructure("JA4AR3AW8GZ057772", { make: "Toyota", year: 2016 })).toEqual({
      isValid: false,
      reason: "vin-other-maker",
    });
    expect(checkVinStructure("JA4AR3AW8GZ057772", { make: "Mitsubishi", year: 2017 })).toEqual({
      isValid: false,
      reason: "vin-model-year",
    });
    // An unknown WMI on a make the table knows is not that make's.
    expect(checkVinStructure("ZZZAR3AW8GZ057772", { make: "Mitsubishi", year: 2016 })).toEqual({
      isValid: false,
      reason: "vin-other-maker",
    });
  });

  it("judges a make it does not know by its model year only", () => {
    expect(checkVinStructure("ZZZAR3AW8GZ057772", { make: "Lada", year: 2016 }).isValid).toBe(true);
    expect(checkVinStructure("JA4AR3AW8GZ057772", { make: "Lada", year: 2016 })).toEqual({
      isValid: false,
      reason: "vin-other-maker",
    });
  });

  it("holds only WMIs a VIN can start with", () => {
    for (const wmis of Object.values(VIN_MAKER_WMIS)) {
      for (const wmi of wmis) expect(wmi).toMatch(/^[A-HJ-NPR-Z0-9]{3}$/);
    }
  });
});
