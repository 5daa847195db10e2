import { describe, expect, it } from "vitest";
import { compareVariants, twoProportionZ } from "./split-test-significance.ts";

describe("twoProportionZ", () => {
  it("matches the textbook figure", () => {
    // 200/1000 against 150/1000: z = 0.05 / sqrt(0.175 * 0.825 * 0.002) = 2.9424.
    const z = twoProportionZ(
      { name: "a", visits: 1000, conversions: 200 },
      { name: "b", visits: 1000, conversions: 150 },
    );
    expect(z).toBeCloseTo(2.9424, 3);
  });

  it("is 0 when nobody or everybody converted", () => {
    expect(
      twoProportionZ(
        { name: "a", visits: 50, conversions: 0 },
        { name: "b", visits: 50, conversions: 0 },
      ),
    ).toBe(0);
  });
});

describe("compareVariants", () => {
  it("names the better variant when the difference is significant", () => {
    expect(
      compareVariants(
        { name: "a", visits: 1000, conversions: 150 },
        { name: "b", visits: 1000, conversions: 200 },
      ),
    ).toMatchObject({
      verdict: "significant",
      better: "b",
      statement:
        "b converts better (a 15.0%, b 20.0%), a difference unlikely to be chance (95% confidence).",
    });
  });

  it("says a small difference may be chance", () => {
    expect(
      compareVariants(
        { name: "a", visits: 1000, conversions: 100 },
        { name: "b", visits: 1000, conversions: 110 },
      ),
    ).toMatchObject({
      verdict: "no-difference",
      statement: expect.stringMatching(/may be chance/),
    });
  });

  it("gives no verdict with too few visits or leads", () => {
    expect(
      compareVariants(
        { name: "a", visits: 29, conversions: 10 },
        { name: "b", visits: 500, conversions: 10 },
      ).verdict,
    ).toBe("too-few");
    expect(
      compareVariants(
        { name: "a", visits: 100, conversions: 2 },
        { name: "b", visits: 100, conversions: 2 },
      ).verdict,
    ).toBe("too-few");
  });
});
