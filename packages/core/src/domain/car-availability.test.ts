import { describe, expect, it } from "vitest";
import { carAvailability } from "./car-availability.ts";

const car = { isSold: false, status: "in_stock", isPreorder: false } as const;

describe("carAvailability", () => {
  it("is sold by the flag or the status", () => {
    expect(carAvailability({ ...car, isSold: true })).toBe("sold");
    expect(carAvailability({ ...car, status: "sold" })).toBe("sold");
  });
  it("is a pre-order when coming soon or flagged preorder", () => {
    expect(carAvailability({ ...car, status: "coming_soon" })).toBe("pre_order");
    expect(carAvailability({ ...car, isPreorder: true })).toBe("pre_order");
  });
  it("is in stock otherwise", () => {
    expect(carAvailability(car)).toBe("in_stock");
  });
});
