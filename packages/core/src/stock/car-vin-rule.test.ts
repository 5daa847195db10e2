import { describe, expect, it } from "vitest";
import { withVinCheckDigit } from "../domain/vin.ts";
import { carVinProblem, carVinRule, VIN_CHECK_DIGIT_MESSAGE } from "./car-vin-rule.ts";

const GOOD = withVinCheckDigit("JTMHV05J404012345");
const BAD = `${GOOD.slice(0, 8)}${GOOD[8] === "1" ? "2" : "1"}${GOOD.slice(9)}`;
const NOW = new Date("2026-11-29T00:00:00Z");
const US = carVinRule("en-US");

describe("carVinRule", () => {
  it("requires the check digit on a site whose country is the US only", () => {
    expect(US).toEqual({ isCheckDigitRequired: true });
    expect(carVinRule("en-AU")).toEqual({ isCheckDigitRequired: false });
    expect(carVinRule("en-NZ")).toEqual({ isCheckDigitRequired: false });
  });

  it("reads a missing or unknown locale as the default (Australia)", () => {
    expect(carVinRule(undefined).isCheckDigitRequired).toBe(false);
    expect(carVinRule("fr-FR").isCheckDigitRequired).toBe(false);
  });
});

describe("carVinProblem", () => {
  it("refuses a bad check digit on a US site, naming the VIN field", () => {
    expect(carVinProblem({ vin: BAD, year: 2020 }, US, NOW)).toEqual({
      vin: VIN_CHECK_DIGIT_MESSAGE,
    });
  });

  it("takes the right check digit, no VIN, and any VIN on a site elsewhere", () => {
    expect(carVinProblem({ vin: GOOD, year: 2020 }, US, NOW)).toBeNull();
    expect(carVinProblem({ vin: null, year: 2020 }, US, NOW)).toBeNull();
    expect(carVinProblem({ vin: BAD, year: 2020 }, carVinRule("en-AU"), NOW)).toBeNull();
  });

  it("keeps the exemptions: before 1981, and an import 25 years old", () => {
    expect(carVinProblem({ vin: BAD, year: 1980 }, US, NOW)).toBeNull();
    expect(carVinProblem({ vin: BAD, year: 2001 }, US, NOW)).toBeNull();
    expect(carVinProblem({ vin: BAD, year: 2002 }, US, NOW)).not.toBeNull();
  });
});
