import { describe, expect, it } from "vitest";
import { checkVin, vinCheckDigit, withVinCheckDigit } from "./vin.ts";

describe("vinCheckDigit", () => {
  it("computes the ISO 3779 / 49 CFR 565 check digit, X for ten", () => {
    // NHTSA's worked example and real VINs.
    expect(vinCheckDigit("1M8GDM9AXKP042788")).toBe("X");
    expect(vinCheckDigit("11111111111111111")).toBe("1");
    expect(vinCheckDigit("JA4AR3AW8GZ057772")).toBe("8");
  });

  it("puts the digit in position 9", () => {
    const vin = withVinCheckDigit("1FTFW1E50PFA12345");
    expect(checkVin(vin)).toEqual({ isValid: true, vin });
  });
});

describe("checkVin", () => {
  it("names the reason a VIN is refused", () => {
    expect(checkVin(null)).toEqual({ isValid: false, reason: "no-vin" });
    expect(checkVin("  ")).toEqual({ isValid: false, reason: "no-vin" });
    expect(checkVin("SHORTVIN")).toEqual({ isValid: false, reason: "vin-not-17-characters" });
    expect(checkVin("JM0KF4W7A0OOOOOOO")).toEqual({ isValid: false, reason: "vin-characters" });
    expect(checkVin("JM0KF4W7A0-123456")).toEqual({ isValid: false, reason: "vin-characters" });
  });

  it("checks the digit of North American VINs (1-5, 7) and not of others", () => {
    expect(checkVin("1M8GDM9AXKP042788").isValid).toBe(true);
    expect(checkVin("1M8GDM9A1KP042788")).toEqual({ isValid: false, reason: "vin-check-digit" });
    expect(checkVin("2M8GDM9A1KP042788")).toEqual({ isValid: false, reason: "vin-check-digit" });
    expect(checkVin("7SAYGDEE1PF000000")).toEqual({ isValid: false, reason: "vin-check-digit" });
    // A Japanese or European maker's VIN need not carry one outside the US market.
    expect(checkVin("JM0KF4W7A01234567").isValid).toBe(true);
    expect(checkVin("JM0KF4W7A01234567", { isUnitedStatesMarket: true })).toEqual({
      isValid: false,
      reason: "vin-check-digit",
    });
    expect(checkVin("JA4AR3AW8GZ057772", { isUnitedStatesMarket: true }).isValid).toBe(true);
  });

  it("leaves the digit of an import 25 or more years old unchecked, as Google does", () => {
    const imported = "JM0KF4W7A01234567";
    const us = { isUnitedStatesMarket: true, currentYear: 2026 };
    expect(checkVin(imported, { ...us, year: 2001 }).isValid).toBe(true);
    expect(checkVin(imported, { ...us, year: 1990 }).isValid).toBe(true);
    expect(checkVin(imported, { ...us, year: 2002 })).toEqual({
      isValid: false,
      reason: "vin-check-digit",
    });
    // A North American vehicle is no import: its digit is checked from 1981 whatever its age.
    expect(checkVin("1M8GDM9A1KP042788", { ...us, year: 1989 })).toEqual({
      isValid: false,
      reason: "vin-check-digit",
    });
  });

  it("leaves the digit of cars before 1981 unchecked, and reads lower case as capitals", () => {
    expect(checkVin("1M8GDM9A1KP042788", { year: 1980 }).isValid).toBe(true);
    expect(checkVin(" 1m8gdm9axkp042788 ")).toEqual({ isValid: true, vin: "1M8GDM9AXKP042788" });
  });
});
