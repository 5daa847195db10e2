import { describe, expect, it } from "vitest";
import { fieldLabel, leadAnswers } from "./lead-answers.ts";

const names = new Map([
  ["metro", "Metro Motors"],
  ["harbour", "Harbour Cars"],
]);

describe("leadAnswers", () => {
  it("labels answers in a dealer's words, not the form's field names", () => {
    expect(fieldLabel("vehiclePriceBudget")).toBe("Vehicle price budget");
    expect(fieldLabel("trade_in_make")).toBe("Trade in make");
    expect(fieldLabel("annual_income")).toBe("Annual income");
    const answers = leadAnswers(
      { vehiclePriceBudget: "30000", opt_in: true, colours: ["red", "blue"] },
      { dealershipSlug: "metro", dealershipNames: names },
    );
    expect(answers.map(({ label, value }) => [label, value])).toEqual([
      ["Vehicle price budget", "30000"],
      ["Happy to hear about offers", "Yes"],
      ["Colours", "red, blue"],
    ]);
  });

  it("words a value stored as a code: the car's status as the console shows it", () => {
    const answers = leadAnswers(
      { vehicle_status: "in_stock", car_type: "demo", message_kind: "in_stock" },
      { dealershipSlug: "metro", dealershipNames: names },
    );
    expect(answers.map(({ label, value }) => [label, value])).toEqual([
      ["Vehicle status", "In stock"],
      ["Car type", "demo"],
      // Only the fields whose values are codes: a shopper's own answer stays as they wrote it.
      ["Message kind", "in_stock"],
    ]);
  });

  it("shows a date sent in parts as one date, and a lone year as itself", () => {
    const answers = leadAnswers(
      {
        birth_date_day: "4",
        birth_date_month: "3",
        birth_date_year: "1990",
        trade_in_year: "2015",
      },
      { dealershipSlug: null, dealershipNames: names },
    );
    expect(answers.map(({ label, value }) => [label, value])).toEqual([
      ["Date of birth", "1990-03-04"],
      ["Trade in year", "2015"],
    ]);
  });

  it("says the finance form's preferred dealership once: dropped when it is where the lead went", () => {
    const same = leadAnswers(
      { preferredDealership: "metro" },
      { dealershipSlug: "metro", dealershipNames: names },
    );
    expect(same).toEqual([]);
    const other = leadAnswers(
      { preferredDealership: "harbour" },
      { dealershipSlug: "metro", dealershipNames: names },
    );
    expect(other).toEqual([
      {
        name: "preferredDealership",
        label: "Preferred dealership",
        value: "Harbour Cars (the lead went to Metro Motors)",
      },
    ]);
  });
});
