import { describe, expect, it } from "vitest";
import { tagGate } from "./tag-gate.ts";

describe("tag gate", () => {
  it("never loads on a site with no tags", () => {
    expect(tagGate(false, false, "granted")).toEqual({ mayLoad: false, reason: "no-tags" });
    expect(tagGate(false, true, null)).toEqual({ mayLoad: false, reason: "no-tags" });
  });

  it("loads without asking where the site does not require consent", () => {
    for (const consent of [null, "unknown", "denied", "granted"] as const) {
      expect(tagGate(true, false, consent)).toEqual({ mayLoad: true });
    }
  });

  it("waits for the shopper's Accept where the site requires consent", () => {
    expect(tagGate(true, true, "unknown")).toEqual({ mayLoad: false, reason: "hydrating" });
    expect(tagGate(true, true, null)).toEqual({ mayLoad: false, reason: "asking-consent" });
    expect(tagGate(true, true, "denied")).toEqual({ mayLoad: false, reason: "consent-declined" });
    expect(tagGate(true, true, "granted")).toEqual({ mayLoad: true });
  });
});
