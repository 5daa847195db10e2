import { describe, expect, it } from "vitest";
import {
  offlineValuation,
  offlineValuationProvider,
  offlineVehicleLookup,
} from "./vehicle-lookup.ts";

const now = () => new Date("2026-06-01T00:00:00Z");

describe("offline vehicle lookup", () => {
  it("answers the same vehicle for the same plate and state, another for another state", async () => {
    const lookup = offlineVehicleLookup(now);
    const first = await lookup.lookup({ rego: "ABC123", regoState: "NSW" });
    const again = await lookup.lookup({ rego: "ABC123", regoState: "NSW" });
    const elsewhere = await lookup.lookup({ rego: "ABC123", regoState: "VIC" });
    expect(first).toEqual(again);
    expect(first).not.toEqual(elsewhere);
    if (!first.found) throw new Error("not found");
    expect(first.vehicle.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    expect(first.vehicle.year).toBeGreaterThanOrEqual(2014);
    expect(first.vehicle.year).toBeLessThanOrEqual(2025);
  });

  it("does not find a ZZ plate", async () => {
    expect(await offlineVehicleLookup(now).lookup({ rego: "ZZ1234", regoState: "QLD" })).toEqual({
      found: false,
      reason: "not-found",
    });
  });
});

describe("offline valuation", () => {
  const vehicle = { make: "Toyota", model: "HiLux", year: 2020, variant: "SR5", vin: "X" };

  it("is a range around a depreciated price, lower for more km", () => {
    const typical = offlineValuation(vehicle, { thisYear: 2026, currency: "AUD" });
    expect(typical.low).toBeLessThan(typical.high);
    expect(typical.low % 100).toBe(0);
    const driven = offlineValuation(vehicle, { thisYear: 2026, km: 250_000, currency: "AUD" });
    expect(driven.high).toBeLessThan(typical.high);
    const old = offlineValuation({ ...vehicle, year: 1990 }, { thisYear: 2026, currency: "AUD" });
    expect(old.low).toBe(500);
  });

  it("the provider values the looked-up vehicle", async () => {
    const result = await offlineValuationProvider("AUD", now).value({
      rego: "ABC123",
      regoState: "NSW",
    });
    if (!result.found) throw new Error("not found");
    expect(result.valuation.currency).toBe("AUD");
    expect(result.valuation.low).toBeGreaterThan(0);
  });
});
