// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CAR_NOT_LISTED, saleCarChoice } from "@forecourt/core/leads/lead-sale";
import { LeadSaleForm } from "./lead-sale-form.tsx";

// The server action stays on the server: only the form's first render is looked at.
vi.mock("@/server/console/lead-sale-action", () => ({ markLeadSoldAction: vi.fn() }));

afterEach(cleanup);

const leadId = "0b6f3c2e-8d1a-4f5e-9a7b-1c2d3e4f5a6b";
const STOCK = [
  { stockNumber: "ME10007", name: "2021 Toyota HiLux SR5", isSold: false },
  { stockNumber: "ME10012", name: "2019 Mazda CX-5 Maxx", isSold: false },
];

describe("LeadSaleForm", () => {
  it("asks which car was bought, from the dealership's stock or a car not listed, and its price", () => {
    render(<LeadSaleForm leadId={leadId} isSold={false} cars={STOCK} selected="ME10007" />);
    const car = screen.getByLabelText(/^Car bought/) as HTMLSelectElement;
    expect([...car.options].map((option) => [option.value, option.text])).toEqual([
      [saleCarChoice("ME10007"), "2021 Toyota HiLux SR5 (ME10007)"],
      [saleCarChoice("ME10012"), "2019 Mazda CX-5 Maxx (ME10012)"],
      [CAR_NOT_LISTED, "A car not listed"],
    ]);
    // The car the lead was about is chosen to start with.
    expect(car.value).toBe(saleCarChoice("ME10007"));
    const price = screen.getByLabelText(/^Sale price/) as HTMLInputElement;
    expect([price.name, price.inputMode]).toEqual(["salePrice", "numeric"]);
    expect(screen.getByRole("button", { name: "Mark sold" })).toBeTruthy();
  });

  it("starts from a car not listed for a lead about none, and names a sold lead's car as sold", () => {
    render(<LeadSaleForm leadId={leadId} isSold={false} cars={STOCK} selected={null} />);
    expect((screen.getByLabelText(/^Car bought/) as HTMLSelectElement).value).toBe(CAR_NOT_LISTED);
    cleanup();
    const sold = [{ ...STOCK[0]!, isSold: true }, STOCK[1]!];
    render(<LeadSaleForm leadId={leadId} isSold cars={sold} selected="ME10007" />);
    const car = screen.getByLabelText(/^Car sold/) as HTMLSelectElement;
    expect(car.selectedOptions[0]?.text).toBe("2021 Toyota HiLux SR5 (ME10007), sold");
    expect(screen.getByRole("button", { name: "Save the car sold" })).toBeTruthy();
  });
});
