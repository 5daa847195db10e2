import { beforeEach, describe, expect, it, vi } from "vitest";
import { PAYMENT_PROVIDER_CREDENTIALS } from "@forecourt/env/env";

// The platform's credentials as this server's environment has them.
const platform = vi.hoisted(() => ({ env: {} as Record<string, string | undefined> }));
vi.mock("@forecourt/env/env", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  env: () => ({ ST_GEORGE_API_URL: "https://api.payway.test/rest/v1", ...platform.env }),
}));

const { paymentPageOrigins } = await import("./payment-page-origins.ts");

const origins = { script: ["https://tags.test"], frame: [], connect: [], img: [], payment: [] };
const PAGE = "/pay/st-george/RES-ABCD2345";
const allCredentials = Object.fromEntries(
  Object.values(PAYMENT_PROVIDER_CREDENTIALS)
    .flat()
    .map((name) => [name, "set"]),
);

beforeEach(() => {
  platform.env = {};
});

describe("the payment pages' origins", () => {
  it("let PayWay's script and frame into the St George payment page only", () => {
    platform.env = allCredentials;
    expect(paymentPageOrigins(origins, PAGE)).toEqual({
      ...origins,
      script: ["https://tags.test", "https://api.payway.test"],
      frame: ["https://api.payway.test"],
    });
    for (const other of ["/", "/cars/ranger/checkout", "/pay/test/tp_RES-1", "/pay/st-george"]) {
      expect(paymentPageOrigins(origins, other), other).toBe(origins);
    }
  });

  it("add nothing where the server lacks either PayWay key", () => {
    expect(paymentPageOrigins(origins, PAGE)).toBe(origins);
    platform.env = { ST_GEORGE_SECRET_KEY: "set" };
    expect(paymentPageOrigins(origins, PAGE)).toBe(origins);
  });
});
