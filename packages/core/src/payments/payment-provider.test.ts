import { describe, expect, it } from "vitest";
import {
  checkoutProcessor,
  ONLINE_PAYMENT_PROVIDERS,
  paymentProviderName,
  toMinorUnits,
} from "./payment-provider.ts";

describe("paymentProviderName", () => {
  it("gives one spelling whatever the settings or feed wrote", () => {
    expect(paymentProviderName("Stripe")).toBe("stripe");
    expect(paymentProviderName(" St George ")).toBe("st-george");
    expect(paymentProviderName("st_george")).toBe("st-george");
  });
});

describe("checkoutProcessor", () => {
  const processors = [
    { authorizationType: "stripe", authorizationKey: "", depositAmount: 500 },
    { authorizationType: "Worldpay", authorizationKey: "wp-key", depositAmount: 200 },
    { authorizationType: "Till", authorizationKey: "till-key", depositAmount: 300 },
    { authorizationType: "Stripe", authorizationKey: "sk_test_1", depositAmount: 750 },
    { authorizationType: "test", authorizationKey: "demo", depositAmount: 100 },
  ];

  it("takes the first keyed processor whose provider this server can use", () => {
    expect(checkoutProcessor(processors, ONLINE_PAYMENT_PROVIDERS)).toEqual({
      authorizationType: "Till",
      authorizationKey: "till-key",
      depositAmount: 300,
      provider: "till",
    });
    const chosen = checkoutProcessor(processors, ["stripe", "test"]);
    expect(chosen).toEqual({
      authorizationType: "Stripe",
      authorizationKey: "sk_test_1",
      depositAmount: 750,
      provider: "stripe",
    });
  });

  it("is null with no usable processor", () => {
    expect(checkoutProcessor([], ONLINE_PAYMENT_PROVIDERS)).toBeNull();
    expect(
      checkoutProcessor(
        [{ authorizationType: "till", authorizationKey: "k", depositAmount: 1 }],
        ["stripe", "test"],
      ),
    ).toBeNull();
    expect(
      checkoutProcessor(
        [{ authorizationType: "test", authorizationKey: "k", depositAmount: -5 }],
        ONLINE_PAYMENT_PROVIDERS,
      ),
    ).toBeNull();
  });
});

describe("toMinorUnits", () => {
  it("counts cents", () => {
    expect(toMinorUnits(500)).toBe(50_000);
    expect(toMinorUnits(19.99)).toBe(1_999);
  });
});

describe("testCardOutcome", () => {
  it("pays the success card, declines the decline card, refuses anything else", async () => {
    const { testCardOutcome, TEST_CARD_DECLINED_MESSAGE } = await import("./test-cards.ts");
    expect(testCardOutcome("4242 4242 4242 4242")).toEqual({ outcome: "succeeded" });
    expect(testCardOutcome("4242-4242-4242-4242")).toEqual({ outcome: "succeeded" });
    expect(testCardOutcome("4000000000000002")).toEqual({
      outcome: "declined",
      message: TEST_CARD_DECLINED_MESSAGE,
    });
    expect(testCardOutcome("1234")).toMatchObject({ outcome: "invalid" });
  });
});
