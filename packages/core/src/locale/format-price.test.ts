import { describe, expect, it } from "vitest";
import { formatPrice, netPrice, priceDisplay, subscriptionPriceDisplay } from "./format-price.ts";

describe("formatPrice for cards (no decimals)", () => {
  it("adds a dollar sign and thousands separators", () => {
    expect(formatPrice(45990)).toBe("$45,990");
    expect(formatPrice(1234567)).toBe("$1,234,567");
    expect(formatPrice(999)).toBe("$999");
    expect(formatPrice(0)).toBe("$0");
  });

  it("rounds to whole dollars", () => {
    expect(formatPrice(45990.4)).toBe("$45,990");
    expect(formatPrice(45990.5)).toBe("$45,991");
    expect(formatPrice(1234.5, { decimals: false })).toBe("$1,235");
  });

  it("puts the minus sign before the dollar sign", () => {
    expect(formatPrice(-1000)).toBe("-$1,000");
    expect(formatPrice(-1000.6)).toBe("-$1,001");
  });

  it("never prints minus zero", () => {
    expect(formatPrice(-0)).toBe("$0");
    expect(formatPrice(-0.4)).toBe("$0");
  });

  it("takes another symbol", () => {
    expect(formatPrice(45990, { symbol: "£" })).toBe("£45,990");
  });

  it("refuses a non-finite amount", () => {
    expect(() => formatPrice(Number.NaN)).toThrow(RangeError);
    expect(() => formatPrice(Number.NEGATIVE_INFINITY)).toThrow(RangeError);
  });
});

describe("formatPrice with decimals (the general formatter)", () => {
  it("pads a single decimal digit to two", () => {
    expect(formatPrice(1234.5, { decimals: true })).toBe("$1,234.50");
    expect(formatPrice(0.5, { decimals: true })).toBe("$0.50");
  });

  it("keeps two decimal digits as they are", () => {
    expect(formatPrice(1234.56, { decimals: true })).toBe("$1,234.56");
    expect(formatPrice(1234.05, { decimals: true })).toBe("$1,234.05");
  });

  it("rounds to cents", () => {
    expect(formatPrice(1234.567, { decimals: true })).toBe("$1,234.57");
    expect(formatPrice(1234.999, { decimals: true })).toBe("$1,235");
  });

  it("leaves whole amounts without decimals", () => {
    expect(formatPrice(1234, { decimals: true })).toBe("$1,234");
    expect(formatPrice(1234.001, { decimals: true })).toBe("$1,234");
  });

  it("handles negatives and near-zero", () => {
    expect(formatPrice(-1000.5, { decimals: true })).toBe("-$1,000.50");
    expect(formatPrice(-0.004, { decimals: true })).toBe("$0");
    expect(formatPrice(-0.01, { decimals: true })).toBe("-$0.01");
  });
});

describe("priceDisplay", () => {
  it("shows a price above 10", () => {
    expect(priceDisplay({ price: 45990, isPreorder: false })).toEqual({
      kind: "price",
      text: "$45,990",
    });
    expect(priceDisplay({ price: 10.01, isPreorder: true })).toEqual({
      kind: "price",
      text: "$10",
    });
    expect(priceDisplay({ price: 11, isPreorder: false })).toEqual({ kind: "price", text: "$11" });
  });

  it("does not count a price of 10 or less", () => {
    expect(priceDisplay({ price: 10, isPreorder: false }).kind).toBe("enquire");
    expect(priceDisplay({ price: 1, isPreorder: false }).kind).toBe("enquire");
    expect(priceDisplay({ price: 0, isPreorder: false }).kind).toBe("enquire");
    expect(priceDisplay({ price: -500, isPreorder: false }).kind).toBe("enquire");
  });

  it("says PREORDER for a preorder car without a price", () => {
    expect(priceDisplay({ price: 10, isPreorder: true })).toEqual({
      kind: "preorder",
      text: "PREORDER",
    });
    expect(priceDisplay({ price: null, isPreorder: true })).toEqual({
      kind: "preorder",
      text: "PREORDER",
    });
  });

  it("asks to enquire otherwise", () => {
    expect(priceDisplay({ price: null, isPreorder: false })).toEqual({
      kind: "enquire",
      text: "Enquire for price.",
    });
    expect(priceDisplay({ price: undefined, isPreorder: false }).kind).toBe("enquire");
    expect(priceDisplay({ price: Number.NaN, isPreorder: false }).kind).toBe("enquire");
  });

  it("shows a drive-away price above 10 when the price does not count, before PREORDER", () => {
    expect(priceDisplay({ price: null, driveAwayPrice: 134_620, isPreorder: true })).toEqual({
      kind: "drive-away",
      text: "Drive away $134,620 · Pre-order",
    });
    expect(priceDisplay({ price: 10, driveAwayPrice: 11, isPreorder: false })).toEqual({
      kind: "drive-away",
      text: "Drive away $11",
    });
    expect(priceDisplay({ price: 45990, driveAwayPrice: 49_990, isPreorder: false }).text).toBe(
      "$45,990",
    );
    expect(priceDisplay({ price: null, driveAwayPrice: 10, isPreorder: false }).kind).toBe(
      "enquire",
    );
  });

  it("passes the symbol through", () => {
    expect(priceDisplay({ price: 500, isPreorder: false, symbol: "£" }).text).toBe("£500");
  });
});

describe("subscriptionPriceDisplay", () => {
  it("offers no subscription on a sold or reserved car", () => {
    const offered = { offersSubscription: true, subscriptionPrice: 199 };
    expect(subscriptionPriceDisplay({ ...offered, isTaken: true })).toBeNull();
    expect(subscriptionPriceDisplay({ ...offered, isTaken: false })).toBe("$199/wk");
  });

  it("shows a weekly price when the site offers subscriptions", () => {
    expect(subscriptionPriceDisplay({ offersSubscription: true, subscriptionPrice: 199 })).toBe(
      "$199/wk",
    );
    expect(subscriptionPriceDisplay({ offersSubscription: true, subscriptionPrice: 199.5 })).toBe(
      "$199.50/wk",
    );
    expect(subscriptionPriceDisplay({ offersSubscription: true, subscriptionPrice: 0.01 })).toBe(
      "$0.01/wk",
    );
  });

  it("shows a monthly price when asked", () => {
    expect(
      subscriptionPriceDisplay({
        offersSubscription: true,
        subscriptionPrice: 1299,
        period: "month",
      }),
    ).toBe("$1,299/mo");
  });

  it("is null when the site does not offer subscriptions", () => {
    expect(subscriptionPriceDisplay({ offersSubscription: false, subscriptionPrice: 199 })).toBe(
      null,
    );
  });

  it("is null without a price above zero", () => {
    for (const subscriptionPrice of [0, -1, null, undefined, Number.NaN]) {
      expect(subscriptionPriceDisplay({ offersSubscription: true, subscriptionPrice })).toBe(null);
    }
  });
});

describe("netPrice", () => {
  it("subtracts the offer price and the amount", () => {
    expect(netPrice(50000, 2000, 1000)).toBe(47000);
    expect(netPrice(50000, 0, 0)).toBe(50000);
  });

  it("counts a missing offer price or amount as zero", () => {
    expect(netPrice(50000, null, 1000)).toBe(49000);
    expect(netPrice(50000, 2000, undefined)).toBe(48000);
  });

  it("can go negative", () => {
    expect(netPrice(1000, 800, 500)).toBe(-300);
  });

  it("rounds away float noise to cents", () => {
    expect(netPrice(0.3, 0.1, 0.1)).toBe(0.1);
    expect(netPrice(45990.1, 0.2, 0)).toBe(45989.9);
  });
});
