import { describe, expect, it } from "vitest";
import { valuationEndpointOf, valuationServiceOf } from "./valuation-service.ts";

describe("valuationServiceOf", () => {
  it("prefers AutoGrab, then Redbook, and is none with neither", () => {
    expect(valuationServiceOf({ autograb: true, redbook: true })).toBe("autograb");
    expect(valuationServiceOf({ autograb: false, redbook: true })).toBe("redbook");
    expect(valuationServiceOf({ autograb: false, redbook: false })).toBeNull();
  });

  it("names each service's endpoint", () => {
    expect(valuationEndpointOf({ autograb: true, redbook: false })).toBe(
      "/api/simple-autograb-lookup",
    );
    expect(valuationEndpointOf({ autograb: false, redbook: true })).toBe("/api/redbook-valuation");
    expect(valuationEndpointOf({ autograb: false, redbook: false })).toBeNull();
  });
});
