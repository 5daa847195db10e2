import { describe, expect, it } from "vitest";
import { valuationEndpointOf, valuationServiceOf } from "./valuation-service.ts";

const settings = (
  features: { autograb: boolean; redbook: boolean },
  valuationService?: "autograb" | "redbook",
) => ({ features, commerce: { valuationService } });

describe("valuationServiceOf", () => {
  it("prefers AutoGrab, then Redbook, and is none with neither", () => {
    expect(valuationServiceOf(settings({ autograb: true, redbook: true }))).toBe("autograb");
    expect(valuationServiceOf(settings({ autograb: false, redbook: true }))).toBe("redbook");
    expect(valuationServiceOf(settings({ autograb: false, redbook: false }))).toBeNull();
  });

  it("a site with both asks the one its settings name, only where it subscribes to it", () => {
    expect(valuationServiceOf(settings({ autograb: true, redbook: true }, "redbook"))).toBe(
      "redbook",
    );
    expect(valuationServiceOf(settings({ autograb: true, redbook: false }, "redbook"))).toBe(
      "autograb",
    );
  });

  it("names each service's endpoint", () => {
    expect(valuationEndpointOf(settings({ autograb: true, redbook: false }))).toBe(
      "/api/simple-autograb-lookup",
    );
    expect(valuationEndpointOf(settings({ autograb: false, redbook: true }))).toBe(
      "/api/redbook-valuation",
    );
    expect(valuationEndpointOf(settings({ autograb: true, redbook: true }, "redbook"))).toBe(
      "/api/redbook-valuation",
    );
    expect(valuationEndpointOf(settings({ autograb: false, redbook: false }))).toBeNull();
  });
});
