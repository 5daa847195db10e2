import { beforeEach, describe, expect, it, vi } from "vitest";
import { ONLINE_PAYMENT_PROVIDERS } from "@forecourt/core/payments/payment-provider";
import { PAYMENT_PROVIDER_CREDENTIALS } from "@forecourt/env/env";

// The platform's credentials as this server's environment has them.
const platform = vi.hoisted(() => ({ env: {} as Record<string, string | undefined> }));
vi.mock("@forecourt/env/env", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  env: () => ({
    STRIPE_API_URL: undefined,
    TILL_API_URL: "https://gateway.till.test",
    ST_GEORGE_API_URL: "https://api.payway.test/rest/v1",
    ...platform.env,
  }),
}));

const { PAYMENT_PROVIDERS, paymentProviderModule, providersOnThisServer, webhookProtocolOf } =
  await import("./registry.ts");

const allCredentials = Object.fromEntries(
  Object.values(PAYMENT_PROVIDER_CREDENTIALS)
    .flat()
    .map((name) => [name, "set"]),
);

beforeEach(() => {
  platform.env = {};
});

describe("the payment providers' registry", () => {
  it("has one row for each of core's provider names, and none for another name", () => {
    expect(Object.keys(PAYMENT_PROVIDERS).sort()).toEqual([...ONLINE_PAYMENT_PROVIDERS].sort());
    for (const name of ["cash", "paypal", "__proto__", "toString"]) {
      expect(paymentProviderModule(name), name).toBeNull();
      expect(webhookProtocolOf(name), name).toBeNull();
    }
  });

  it("offers a provider on this server once the platform credentials env lists for it are set", () => {
    expect(providersOnThisServer()).toEqual(
      ONLINE_PAYMENT_PROVIDERS.filter((name) => PAYMENT_PROVIDER_CREDENTIALS[name].length === 0),
    );
    platform.env = allCredentials;
    expect(providersOnThisServer()).toEqual([...ONLINE_PAYMENT_PROVIDERS]);
  });

  it("knows each provider's webhooks: its signature header, and none for St George", () => {
    expect(webhookProtocolOf("stripe")?.signatureHeader).toBe("stripe-signature");
    expect(webhookProtocolOf("till")?.signatureHeader).toBe("x-signature");
    expect(webhookProtocolOf("test")?.signatureHeader).toBe("x-forecourt-signature");
    expect(webhookProtocolOf("st-george")).toBeNull();
  });
});
