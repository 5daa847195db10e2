import { describe, expect, it } from "vitest";
import { BELOW_MARKET_MARGIN, belowMarketPrice } from "./market-price.ts";

describe("belowMarketPrice", () => {
  it("compares with the state average when there is one", () => {
    expect(
      belowMarketPrice({ price: 30_000, marketPrice: { state: 31_000, national: 29_000 } }),
    ).toEqual({
      isBelowMarket: true,
      reference: "state",
      marketPrice: 31_000,
      difference: 1_000,
    });
    // The national average is lower, but the state's decides.
    expect(
      belowMarketPrice({ price: 30_000, marketPrice: { state: 30_100, national: 40_000 } }),
    ).toEqual({ isBelowMarket: false, reason: "not-below-market" });
  });

  it("falls back to the national average when the state's is unknown", () => {
    expect(
      belowMarketPrice({ price: 30_000, marketPrice: { state: null, national: 31_000 } }),
    ).toEqual({
      isBelowMarket: true,
      reference: "national",
      marketPrice: 31_000,
      difference: 1_000,
    });
    expect(
      belowMarketPrice({ price: 30_000, marketPrice: { state: 0, national: 30_600 } }),
    ).toMatchObject({ isBelowMarket: true, reference: "national" });
  });

  it("needs more than 499 below: 499 and 500 are the boundary", () => {
    expect(BELOW_MARKET_MARGIN).toBe(499);
    const at = (gap: number) =>
      belowMarketPrice({ price: 20_000, marketPrice: { state: 20_000 + gap, national: null } });
    expect(at(499)).toEqual({ isBelowMarket: false, reason: "not-below-market" });
    expect(at(499.5)).toMatchObject({ isBelowMarket: true });
    expect(at(500)).toMatchObject({ isBelowMarket: true, difference: 500 });
    expect(at(0)).toEqual({ isBelowMarket: false, reason: "not-below-market" });
    expect(at(-1_000)).toEqual({ isBelowMarket: false, reason: "not-below-market" });
  });

  it("never flags a car without a shown price", () => {
    for (const price of [null, undefined, 0, 10, -5, Number.NaN]) {
      expect(belowMarketPrice({ price, marketPrice: { state: 50_000, national: 50_000 } })).toEqual(
        { isBelowMarket: false, reason: "no-price" },
      );
    }
    expect(
      belowMarketPrice({ price: 11, marketPrice: { state: 600, national: null } }),
    ).toMatchObject({
      isBelowMarket: true,
    });
  });

  it("says when no market price is known", () => {
    expect(
      belowMarketPrice({ price: 30_000, marketPrice: { state: null, national: null } }),
    ).toEqual({
      isBelowMarket: false,
      reason: "no-market-price",
    });
    expect(
      belowMarketPrice({ price: 30_000, marketPrice: { state: undefined, national: -1 } }),
    ).toEqual({ isBelowMarket: false, reason: "no-market-price" });
  });
});
