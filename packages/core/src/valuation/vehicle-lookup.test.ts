import { describe, expect, it } from "vitest";
import {
  OFFLINE_DEMO_PLATES,
  offlineValuation,
  offlineValuationProvider,
  offlineVehicleLookup,
} from "./vehicle-lookup.ts";

const now = () => new Date("2026-06-01T00:00:00Z");

describe("offline vehicle lookup", () => {
  it("answers a listed demo plate with the same vehicle every time, in any state", async () => {
    const lookup = offlineVehicleLookup(now);
    const first = await lookup.lookup({ rego: "ABC123", regoState: "NSW" });
    expect(first).toEqual(await lookup.lookup({ rego: "ABC123", regoState: "NSW" }));
    expect(first).toEqual(await lookup.lookup({ rego: "ABC123", regoState: "VIC" }));
    expect(first).toEqual({
      found: true,
      vehicle: {
        make: "Mazda",
        model: "CX-5",
        variant: "Touring",
        year: 2022,
        vin: "JM0KF4W7A00123456",
      },
    });
    for (const vehicle of Object.values(OFFLINE_DEMO_PLATES)) {
      expect(vehicle.vin).toMatch(/^[A-HJ-NPR-Z0-9]{17}$/);
    }
  });

  it("finds no other plate: it never invents a vehicle", async () => {
    // XYZ789 in QLD was answered "Toyota HiLux 2021 SR5" when the provider invented cars.
    for (const rego of ["XYZ789", "XYZ788", "ZZ1234", "ABC1234", "HASOWNPROPERTY", "toString"]) {
      expect(await offlineVehicleLookup(now).lookup({ rego, regoState: "QLD" })).toEqual({
        found: false,
        reason: "not-found",
      });
    }
    expect(
      await offlineValuationProvider("AUD", now).value({ rego: "XYZ789", regoState: "QLD" }),
    ).toEqual({ found: false, reason: "not-found" });
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
