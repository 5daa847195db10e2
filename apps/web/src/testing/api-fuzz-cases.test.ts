import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createApiFuzzCases, malformed, urlPathOf } from "./api-fuzz-cases";

describe("malformed", () => {
  it("never makes a body that is JSON after all (such as {} from a generated })", () => {
    fc.assert(
      fc.property(malformed, (body) => {
        if (typeof body !== "string") return;
        expect(() => JSON.parse(body), body).toThrow();
      }),
      { numRuns: 5_000, seed: 7 },
    );
  });
});

describe("urlPathOf", () => {
  it("gives every case a path Node's HTTP client sends (no raw space or control character)", () => {
    const cases = createApiFuzzCases({ site: { id: 1, slug: "s", dealershipId: 1 }, carId: 1 });
    for (const [file, make] of Object.entries(cases)) {
      for (const bad of fc.sample(make(), { numRuns: 200, seed: 1 })) {
        const urlPath = urlPathOf(file, bad);
        expect(/[^\u0021-\u00ff]/.test(urlPath), `${file}: ${urlPath}`).toBe(false);
      }
    }
  });

  it("keeps a '?' inside a parameter's value in the encoded segment, not as a query", () => {
    const bad = { method: "GET", path: "/api/leads/a?b c", params: { leadId: "a?b c" } } as const;
    expect(urlPathOf("leads/[leadId]/route.ts", bad)).toBe("/api/leads/a%3Fb%20c");
    const withQuery = {
      method: "GET",
      path: "/api/payments/return?reservation=RES-1",
      params: {},
    } as const;
    expect(urlPathOf("payments/return/route.ts", withQuery)).toBe(
      "/api/payments/return?reservation=RES-1",
    );
  });
});
