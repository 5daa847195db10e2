import { describe, expect, it } from "vitest";
import { advertisedPrice } from "./advertised-price.ts";

describe("advertisedPrice", () => {
  it("is the drive-away price where the dealer gives one", () => {
    expect(advertisedPrice({ price: 34_170, dapPrice: 37_080 })).toEqual({
      amount: 37_080,
      kind: "drive-away",
    });
  });
  it("is the price otherwise, and none for a placeholder", () => {
    expect(advertisedPrice({ price: 34_170, dapPrice: null })).toEqual({
      amount: 34_170,
      kind: "price",
    });
    expect(advertisedPrice({ price: 34_170, dapPrice: 10 })).toEqual({
      amount: 34_170,
      kind: "price",
    });
    expect(advertisedPrice({ price: 1, dapPrice: null })).toBeNull();
    expect(advertisedPrice({ price: null, dapPrice: null })).toBeNull();
  });
});
