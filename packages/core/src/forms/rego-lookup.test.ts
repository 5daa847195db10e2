import { describe, expect, it } from "vitest";
import { REGO_MESSAGE, REQUIRED_MESSAGE } from "../validation/messages.ts";
import { normaliseRego, parseRego } from "../validation/typed-fields.ts";
import { REGO_STATE_MESSAGE, offlineRegoProvider, regoQuerySchema } from "./rego-lookup.ts";

const provider = offlineRegoProvider([
  { rego: "ABC 123", state: "nsw", make: "Mazda", model: "CX-5", year: 2019 },
]);

describe("regoQuerySchema", () => {
  it("normalises rego and state", () => {
    expect(regoQuerySchema.parse({ rego: " abc-123 ", regoState: "nsw" })).toEqual({
      rego: "ABC123",
      regoState: "NSW",
    });
  });
  it.each([
    [{ rego: "", regoState: "NSW" }, REQUIRED_MESSAGE],
    [{ rego: "AB#1", regoState: "NSW" }, REGO_MESSAGE],
    [{ rego: "ABCDEFGHIJK", regoState: "NSW" }, REGO_MESSAGE],
    // Ten characters: refused by the lookup as by the form's rego field (one rule).
    [{ rego: "ABCDEFGHIJ", regoState: "NSW" }, REGO_MESSAGE],
    [{ rego: "ABC123", regoState: "" }, REQUIRED_MESSAGE],
    [{ regoState: "NSW" }, REQUIRED_MESSAGE],
    [{ rego: 42, regoState: "NSW" }, REGO_MESSAGE],
    [{ rego: "ABC123", regoState: "N5W" }, REGO_STATE_MESSAGE],
    [{ rego: "ABC123", regoState: ["NSW"] }, REGO_STATE_MESSAGE],
  ])("rejects %o", (input, message) => {
    const result = regoQuerySchema.safeParse(input);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("offlineRegoProvider", () => {
  it("finds a registration in its state only", async () => {
    expect(await provider.lookup({ rego: "abc123", regoState: "NSW" })).toEqual({
      found: true,
      vehicle: { make: "Mazda", model: "CX-5", year: 2019 },
    });
    expect(await provider.lookup({ rego: "ABC123", regoState: "VIC" })).toEqual({
      found: false,
      reason: "not-found",
    });
  });
  it("normalises", () => expect(normaliseRego("ab c-1")).toBe("ABC1"));

  it("takes exactly the plates the forms' rego field takes", () => {
    for (const rego of ["ab c-1", "ABCDEFGHI", "ABCDEFGHIJ", "AB#1", "-"]) {
      const lookup = regoQuerySchema.safeParse({ rego, regoState: "NSW" });
      expect([rego, lookup.success]).toEqual([rego, parseRego(rego).ok]);
    }
  });
});
