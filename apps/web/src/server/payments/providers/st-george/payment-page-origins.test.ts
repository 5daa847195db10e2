import { describe, expect, it } from "vitest";
import { withPaymentPageOrigins } from "./payment-page-origins.ts";

const origins = {
  script: ["https://www.googletagmanager.com"],
  frame: [],
  connect: [],
  img: [],
  payment: [],
};
const PAYWAY = "https://api.payway.com.au";

describe("withPaymentPageOrigins", () => {
  it("lets PayWay's script and frame into the St George payment page only", () => {
    expect(withPaymentPageOrigins(origins, "/pay/st-george/RES-ABCD2345", PAYWAY)).toEqual({
      ...origins,
      script: ["https://www.googletagmanager.com", PAYWAY],
      frame: [PAYWAY],
    });
    for (const other of ["/", "/cars/ranger/checkout", "/pay/test/tp_RES-1", "/pay/st-george"]) {
      expect(withPaymentPageOrigins(origins, other, PAYWAY)).toBe(origins);
    }
  });

  it("adds nothing where the server has no PayWay keys", () => {
    expect(withPaymentPageOrigins(origins, "/pay/st-george/RES-ABCD2345", null)).toBe(origins);
  });
});
