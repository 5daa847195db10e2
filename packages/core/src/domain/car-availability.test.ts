import { describe, expect, it } from "vitest";
import { carAvailability } from "./car-availability.ts";

const car = { isSold: false, status: "in_stock", isPreorder: false, isReserved: false } as const;

describe("carAvailability", () => {
  it("is sold by the flag or the status", () => {
    expect(carAvailability({ ...car, isSold: true })).toBe("sold");
    expect(carAvailability({ ...car, status: "sold" })).toBe("sold");
  });
  it("is a pre-order when coming soon or flagged preorder", () => {
    expect(carAvailability({ ...car, status: "coming_soon" })).toBe("pre_order");
    expect(carAvailability({ ...car, isPreorder: true })).toBe("pre_order");
  });
  it("is reserved while a shopper's deposit holds it, pre-order or not, until it is sold", () => {
    expect(carAvailability({ ...car, isReserved: true })).toBe("reserved");
    expect(carAvailability({ ...car, isReserved: true, isPreorder: true })).toBe("reserved");
    expect(carAvailability({ ...car, isReserved: true, isSold: true })).toBe("sold");
  });
  it("is in stock otherwise", () => {
    expect(carAvailability(car)).toBe("in_stock");
  });
});
