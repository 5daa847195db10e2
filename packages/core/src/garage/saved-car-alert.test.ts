import { describe, expect, it } from "vitest";
import { savedCarAlertKey, savedCarChange, type AlertCarState } from "./saved-car-alert.ts";

const onSale: AlertCarState = {
  price: 30_000,
  isSold: false,
  status: "in_stock",
  isReserved: false,
};

describe("savedCarChange", () => {
  it("hears a sale, by flag or status, once", () => {
    expect(savedCarChange(onSale, { ...onSale, isSold: true })).toBe("sold");
    expect(savedCarChange(onSale, { ...onSale, status: "sold", price: 1 })).toBe("sold");
    expect(savedCarChange({ ...onSale, isSold: true }, { ...onSale, isSold: true })).toBeNull();
  });

  it("hears a new reservation, not one already held", () => {
    expect(savedCarChange(onSale, { ...onSale, isReserved: true })).toBe("reserved");
    expect(
      savedCarChange({ ...onSale, isReserved: true }, { ...onSale, isReserved: true }),
    ).toBeNull();
  });

  it("hears a lower price, not a rise, the same price, or a price of 10 or less", () => {
    expect(savedCarChange(onSale, { ...onSale, price: 29_000 })).toBe("price-drop");
    expect(savedCarChange(onSale, { ...onSale, price: 31_000 })).toBeNull();
    expect(savedCarChange(onSale, onSale)).toBeNull();
    expect(savedCarChange(onSale, { ...onSale, price: 10 })).toBeNull();
    expect(savedCarChange({ ...onSale, price: null }, { ...onSale, price: 20_000 })).toBeNull();
  });
});

describe("savedCarAlertKey", () => {
  it("is one key per watcher and change, a price drop per price", () => {
    expect(savedCarAlertKey(4, "sold", { price: 1 })).toBe("4:sold");
    expect(savedCarAlertKey(4, "price-drop", { price: 29_000 })).toBe("4:price-drop:29000");
  });
});
