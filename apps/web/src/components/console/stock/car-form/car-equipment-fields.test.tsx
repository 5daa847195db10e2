// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { carFormWordsOf } from "@forecourt/core/console/car-form";
import { siteSettingsSchema } from "@forecourt/core/site/site-settings";
import { CarForm } from "./car-form.tsx";

// The server action stays on the server: only the form's first render is looked at.
vi.mock("@/server/console/car-form-action", () => ({ carFormAction: vi.fn() }));

afterEach(cleanup);

function renderForm(
  template: "cars" | "rv" | "campers",
  initial: Record<string, string> = {},
  locale: "en-AU" | "en-US" = "en-AU",
) {
  const words = carFormWordsOf(siteSettingsSchema.parse({ template, locale }));
  render(
    <CarForm target={{ carId: 9 }} initial={initial} words={words} locations={[]} clientKey="k" />,
  );
}

describe("CarForm's engine and features", () => {
  it("asks every site for drivetrain, engine and features, one a line", () => {
    renderForm("cars", { drivetrain: "AWD", features: "Tow bar\nCanopy" });
    expect((screen.getByLabelText(/^Drivetrain/) as HTMLInputElement).value).toBe("AWD");
    expect(screen.getByLabelText(/^Engine/)).toBeTruthy();
    const features = screen.getByLabelText(/^Features/) as HTMLTextAreaElement;
    expect(features.tagName).toBe("TEXTAREA");
    expect(features.value).toBe("Tow bar\nCanopy");
  });

  it("asks for berths and length only on a caravan or RV site", () => {
    renderForm("cars");
    expect(screen.queryByLabelText(/^Berths/)).toBeNull();
    expect(screen.queryByLabelText(/^Length/)).toBeNull();
    for (const template of ["rv", "campers"] as const) {
      cleanup();
      renderForm(template, { berths: "4", length_m: "6.4" });
      expect((screen.getByLabelText(/^Berths/) as HTMLInputElement).value).toBe("4");
      expect((screen.getByLabelText(/^Length \(metres\)/) as HTMLInputElement).value).toBe("6.4");
    }
  });

  it("asks a site that counts miles for the length in feet", () => {
    renderForm("rv", { length_m: "21 ft 4 in" }, "en-US");
    const length = screen.getByLabelText(/^Length \(feet\)/) as HTMLInputElement;
    expect(length.value).toBe("21 ft 4 in");
    expect(length.inputMode).toBe("text");
  });
});
