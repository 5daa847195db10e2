import { describe, expect, it } from "vitest";
import {
  testDriveEligibility,
  checkoutEligibility,
  MIN_CHECKOUT_PRICE,
  tradeInEligibility,
  type CheckoutCar,
  type CheckoutRules,
} from "./eligibility.ts";

const car: CheckoutCar = {
  status: "in_stock",
  price: 35_000,
  isSold: false,
  isReserved: false,
  isReservable: null,
  carType: "used",
  paymentProcessors: [
    { authorizationType: "stripe", authorizationKey: "pk_test", depositAmount: 500 },
  ],
};
const rules: CheckoutRules = {
  allowComingSoon: false,
  excludedCarTypes: [],
  paymentProviders: ["stripe", "test"],
};

describe("checkoutEligibility (reserve and online purchase)", () => {
  it("allows an in-stock, priced, unreserved car with a keyed payment processor", () => {
    expect(checkoutEligibility(car, rules)).toEqual({ isEligible: true });
    expect(checkoutEligibility({ ...car, isReservable: true }, rules)).toEqual({
      isEligible: true,
    });
  });

  it("refuses sold cars, by flag or by status", () => {
    expect(checkoutEligibility({ ...car, isSold: true }, rules)).toEqual({
      isEligible: false,
      reason: "sold",
    });
    expect(checkoutEligibility({ ...car, status: "sold" }, rules)).toEqual({
      isEligible: false,
      reason: "sold",
    });
  });

  it("refuses reserved cars", () => {
    expect(checkoutEligibility({ ...car, isReserved: true }, rules)).toEqual({
      isEligible: false,
      reason: "reserved",
    });
  });

  it("allows coming-soon cars only where the site says so", () => {
    const comingSoon = { ...car, status: "coming_soon" as const };
    expect(checkoutEligibility(comingSoon, rules)).toEqual({
      isEligible: false,
      reason: "status-not-allowed",
    });
    expect(checkoutEligibility(comingSoon, { ...rules, allowComingSoon: true })).toEqual({
      isEligible: true,
    });
  });

  it("needs a price above 200", () => {
    expect(MIN_CHECKOUT_PRICE).toBe(200);
    expect(checkoutEligibility({ ...car, price: 200 }, rules)).toEqual({
      isEligible: false,
      reason: "price-too-low",
    });
    expect(checkoutEligibility({ ...car, price: 201 }, rules)).toEqual({ isEligible: true });
    expect(checkoutEligibility({ ...car, price: null }, rules)).toMatchObject({
      reason: "price-too-low",
    });
    expect(checkoutEligibility({ ...car, price: 0 }, rules)).toMatchObject({
      reason: "price-too-low",
    });
  });

  it("blocks only an explicit reservable false", () => {
    expect(checkoutEligibility({ ...car, isReservable: false }, rules)).toEqual({
      isEligible: false,
      reason: "not-reservable",
    });
  });

  it("needs at least one payment processor with a key", () => {
    expect(checkoutEligibility({ ...car, paymentProcessors: [] }, rules)).toMatchObject({
      reason: "no-payment-processor",
    });
    const keyless = [
      { authorizationType: "stripe", authorizationKey: null, depositAmount: 500 },
      { authorizationType: "till", authorizationKey: "  ", depositAmount: 500 },
    ];
    expect(checkoutEligibility({ ...car, paymentProcessors: keyless }, rules)).toMatchObject({
      reason: "no-payment-processor",
    });
    expect(
      checkoutEligibility(
        { ...car, paymentProcessors: [...keyless, ...car.paymentProcessors] },
        rules,
      ),
    ).toEqual({ isEligible: true });
  });

  it("offers no online reservation where the only keyed processor's provider is not set up on this server", () => {
    for (const type of ["Till", "St George", "st_george", "Worldpay"]) {
      const processors = [{ authorizationType: type, authorizationKey: "key", depositAmount: 500 }];
      expect(checkoutEligibility({ ...car, paymentProcessors: processors }, rules)).toEqual({
        isEligible: false,
        reason: "payment-provider-unsupported",
      });
    }
    const withStripe = [
      { authorizationType: "Till", authorizationKey: "key", depositAmount: 500 },
      { authorizationType: "Stripe", authorizationKey: "sk_test", depositAmount: 250 },
    ];
    expect(checkoutEligibility({ ...car, paymentProcessors: withStripe }, rules)).toEqual({
      isEligible: true,
    });
  });

  it("offers Till and St George where this server has their credentials", () => {
    const withTill = { ...rules, paymentProviders: ["test", "till", "st-george"] as const };
    for (const type of ["Till", "St George", "st_george"]) {
      const processors = [{ authorizationType: type, authorizationKey: "key", depositAmount: 500 }];
      expect(checkoutEligibility({ ...car, paymentProcessors: processors }, withTill)).toEqual({
        isEligible: true,
      });
    }
  });

  it("needs a positive deposit on the processor it would use", () => {
    const free = [{ authorizationType: "stripe", authorizationKey: "sk", depositAmount: 0 }];
    expect(checkoutEligibility({ ...car, paymentProcessors: free }, rules)).toMatchObject({
      reason: "payment-provider-unsupported",
    });
  });

  it("respects the site's exclusions", () => {
    expect(checkoutEligibility(car, { ...rules, excludedCarTypes: ["used"] })).toEqual({
      isEligible: false,
      reason: "excluded-by-site",
    });
    expect(checkoutEligibility(car, { ...rules, excludedCarTypes: ["new", "demo"] })).toEqual({
      isEligible: true,
    });
  });
});

describe("tradeInEligibility", () => {
  const on = { isAutograbEnabled: true };

  it("needs autograb on the site", () => {
    expect(tradeInEligibility(car, on)).toEqual({ isEligible: true });
    expect(tradeInEligibility(car, { isAutograbEnabled: false })).toEqual({
      isEligible: false,
      reason: "autograb-disabled",
    });
  });

  it("needs an in-stock, unsold, unreserved car priced above 200", () => {
    expect(tradeInEligibility({ ...car, isSold: true }, on)).toMatchObject({ reason: "sold" });
    expect(tradeInEligibility({ ...car, status: "sold" }, on)).toMatchObject({ reason: "sold" });
    expect(tradeInEligibility({ ...car, isReserved: true }, on)).toMatchObject({
      reason: "reserved",
    });
    expect(tradeInEligibility({ ...car, status: "coming_soon" }, on)).toMatchObject({
      reason: "status-not-allowed",
    });
    expect(tradeInEligibility({ ...car, price: 200 }, on)).toMatchObject({
      reason: "price-too-low",
    });
    expect(tradeInEligibility({ ...car, price: 201 }, on)).toEqual({ isEligible: true });
  });

  it("does not need a payment processor", () => {
    expect(tradeInEligibility({ ...car, paymentProcessors: [] } as CheckoutCar, on)).toEqual({
      isEligible: true,
    });
  });
});

describe("testDriveEligibility", () => {
  const car = { status: "in_stock", isSold: false, isReserved: false } as const;
  const rules = { isOfferedWhenReserved: false };

  it("offers a test drive of a car for sale", () => {
    expect(testDriveEligibility(car, rules)).toEqual({ isEligible: true });
  });

  it("offers none of a sold car, by its flag or its status, whatever the site says", () => {
    for (const sold of [{ isSold: true }, { status: "sold" as const }]) {
      expect(testDriveEligibility({ ...car, ...sold }, { isOfferedWhenReserved: true })).toEqual({
        isEligible: false,
        reason: "sold",
      });
    }
  });

  it("offers none of a reserved car unless the site takes test drives of reserved stock", () => {
    const reserved = { ...car, isReserved: true };
    expect(testDriveEligibility(reserved, rules)).toEqual({
      isEligible: false,
      reason: "reserved",
    });
    expect(testDriveEligibility(reserved, { isOfferedWhenReserved: true })).toEqual({
      isEligible: true,
    });
  });
});
