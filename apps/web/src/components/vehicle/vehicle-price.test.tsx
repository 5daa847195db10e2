import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { siteWords } from "@forecourt/core/site/site-words";
import { buildCar } from "@forecourt/core/testing/car-detail";
import { VehiclePrice } from "./vehicle-price.tsx";

const words = siteWords(siteSettingsSchema.parse({}));
const priceOf = (car: ReturnType<typeof buildCar>) =>
  renderToStaticMarkup(<VehiclePrice car={car} words={words} offersSubscription={false} />);

describe("VehiclePrice", () => {
  it("shows the drive-away price (spec §3 dapprice) under the price", () => {
    const markup = priceOf(buildCar({ price: 42_990, dapPrice: 46_340 }));
    expect(markup).toContain("$42,990");
    expect(markup).toContain("Drive away <strong>$46,340</strong>");
  });

  it("shows none without one", () => {
    expect(priceOf(buildCar({ price: 42_990, dapPrice: null }))).not.toContain("Drive away");
    expect(priceOf(buildCar({ price: 42_990, dapPrice: 10 }))).not.toContain("Drive away");
  });

  it("shows the drive-away price the catalogues advertise in the price slot, once, when the car has no price", () => {
    const preorder = priceOf(buildCar({ price: null, dapPrice: 134_620, isPreorder: true }));
    expect(preorder).toContain("Drive away $134,620 · Pre-order");
    expect(preorder).not.toContain("PREORDER");
    expect(preorder.match(/134,620/g)).toHaveLength(1);
    expect(priceOf(buildCar({ price: 5, dapPrice: 46_340 }))).toContain("Drive away $46,340");
  });

  it("offers a subscription on a car for sale, not on a reserved or sold one", () => {
    const subscribed = (car: ReturnType<typeof buildCar>) =>
      renderToStaticMarkup(<VehiclePrice car={car} words={words} offersSubscription />);
    expect(subscribed(buildCar({ subscriptionPrice: 199 }))).toContain("Or subscribe from");
    for (const taken of [{ isReserved: true }, { isSold: true }, { status: "sold" as const }]) {
      expect(subscribed(buildCar({ subscriptionPrice: 199, ...taken }))).not.toContain("subscribe");
    }
  });
});
