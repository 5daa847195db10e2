// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  CAR_FORM_FLAGS,
  CAR_FORM_TEXT_FIELDS,
  carFormWordsOf,
} from "@forecourt/core/console/car-form";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { CarForm } from "./car-form.tsx";

// The server action stays on the server: only the form's first render is looked at.
vi.mock("@/server/console/car-form-action", () => ({ carFormAction: vi.fn() }));

afterEach(cleanup);

const LOCATIONS = [
  { id: 1, name: "Dandenong" },
  { id: 2, name: "Ringwood" },
];

function renderNewCar(settings: Record<string, unknown>) {
  const words = carFormWordsOf(siteSettingsSchema.parse(settings));
  render(
    <CarForm
      target={{ websiteId: 4 }}
      initial={{ car_type: "used", status: "in_stock" }}
      words={words}
      locations={LOCATIONS}
      clientKey="k"
    />,
  );
  return words;
}

const control = (name: string) => document.querySelector(`[name="${name}"]`);

describe("CarForm's fields", () => {
  it("asks for every field of the car a dealer types, in the site's words", () => {
    const words = renderNewCar({ locale: "en-US", commerce: { offersSubscription: true } });
    const typed = [
      ...CAR_FORM_TEXT_FIELDS,
      ...CAR_FORM_FLAGS,
      "year",
      "odometer",
      "car_type",
      "simple_fuel",
      "features",
      "price",
      "before_price",
      "dapprice",
      "subscription_price",
      "location",
      "status",
    ];
    expect(typed.filter((name) => control(name) === null)).toEqual([]);
    for (const label of [
      "Make",
      "Model",
      "Series",
      "Badge",
      "Year",
      "Condition",
      "Body",
      words.colour,
      "Transmission",
      "Fuel",
      words.odometerLabel,
      "Drivetrain",
      "Engine",
      "Features",
      "Price",
      "Before price",
      "Drive-away price",
      "Subscription price",
      "Stock number",
      words.registration,
      "Location",
      "Status",
      "Description",
      "Certified",
      "Pre-order",
      "VIN",
    ]) {
      expect(screen.getByLabelText(new RegExp(`^${label.replace(/[()]/g, "\\$&")}`))).toBeTruthy();
    }
    expect(words.odometerLabel).toBe("Odometer (mi)");
    // New, used (in the site's word) and demo; the location among the dealership's.
    const condition = screen.getByLabelText(/^Condition/) as HTMLSelectElement;
    expect([...condition.options].map((option) => [option.value, option.text])).toEqual([
      ["new", "New"],
      ["used", words.usedLabel],
      ["demo", "Demo"],
    ]);
    const location = screen.getByLabelText(/^Location/) as HTMLSelectElement;
    expect([...location.options].map((option) => option.text)).toEqual([
      "The dealership's own",
      "Dandenong",
      "Ringwood",
    ]);
  });

  it("asks for a subscription price only where the site offers subscriptions", () => {
    renderNewCar({ commerce: { offersSubscription: false } });
    expect(control("subscription_price")).toBeNull();
    expect(screen.getByLabelText(/^Drive-away price/)).toBeTruthy();
  });
});
