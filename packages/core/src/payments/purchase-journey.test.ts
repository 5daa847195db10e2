import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_LEAD_FORM_OPTIONS } from "../forms/definitions/contact-fields.ts";
import { formFields, validateForm, validateStep } from "../forms/form-definition.ts";
import { purchaseJourneyForm } from "../forms/definitions/purchase-journey-form.ts";
import { journeyFigures, journeyRepayments, purchasePriceBreakdown } from "./purchase-journey.ts";

const ctx = { phoneVariant: "au" } as const;
const form = purchaseJourneyForm({
  ...DEFAULT_LEAD_FORM_OPTIONS,
  locations: [
    { value: "1", label: "Brisbane" },
    { value: "2", label: "Gold Coast" },
  ],
});
const REQUIRED = "*This is a required field.";

const complete = {
  vehicle_confirmed: true,
  has_trade_in: "Yes",
  rego: "ABC123",
  regoState: "QLD",
  kilometres: "85000",
  payment_method: "Finance",
  finance_deposit: "5000",
  finance_term_years: "5",
  repayment_frequency: "monthly",
  handover: "Delivery",
  delivery_address: "1 Beach Road, Noosa",
  delivery_postcode: "4567",
  first_name: "Robin",
  last_name: "Camper",
  email: "robin@example.com",
  phone: "0412 345 678",
  location_id: "1",
  reservation_terms: true,
};

describe("purchaseJourneyForm", () => {
  it("has the journey's five steps in order", () => {
    expect(form.steps.map((s) => s.title)).toEqual([
      "Your vehicle",
      "Trade-in",
      "Finance or cash",
      "Delivery or pickup",
      "Your details",
    ]);
  });

  it("asks to confirm the car on the first step", () => {
    expect(validateStep(form, 0, {}, ctx).errors).toEqual({ vehicle_confirmed: REQUIRED });
    expect(validateStep(form, 0, { vehicle_confirmed: true }, ctx).ok).toBe(true);
  });

  it("asks the registration and state only with a trade-in", () => {
    expect(validateStep(form, 1, { has_trade_in: "No" }, ctx).ok).toBe(true);
    const withTradeIn = validateStep(form, 1, { has_trade_in: "Yes" }, ctx);
    expect(Object.keys(withTradeIn.errors).sort()).toEqual(["kilometres", "rego", "regoState"]);
    expect(validateStep(form, 1, {}, ctx).errors).toEqual({ has_trade_in: REQUIRED });
  });

  it("asks the loan's term only for finance; the deposit is optional", () => {
    expect(validateStep(form, 2, { payment_method: "Cash" }, ctx).ok).toBe(true);
    expect(
      validateStep(form, 2, { payment_method: "Finance", finance_term_years: "" }, ctx).errors,
    ).toMatchObject({ finance_term_years: REQUIRED });
    expect(
      validateStep(
        form,
        2,
        { payment_method: "Finance", finance_term_years: "5", repayment_frequency: "weekly" },
        ctx,
      ).ok,
    ).toBe(true);
  });

  it("asks the pickup location for pickup, the address and postcode for delivery", () => {
    expect(validateStep(form, 3, { handover: "Pickup" }, ctx).errors).toEqual({
      pickup_location_id: REQUIRED,
    });
    expect(validateStep(form, 3, { handover: "Pickup", pickup_location_id: "2" }, ctx).ok).toBe(
      true,
    );
    const delivery = validateStep(
      form,
      3,
      { handover: "Delivery", delivery_address: "1 Beach Road", delivery_postcode: "45" },
      ctx,
    );
    expect(Object.keys(delivery.errors)).toEqual(["delivery_postcode"]);
  });

  it("asks no pickup location on a site with one location", () => {
    const single = purchaseJourneyForm(DEFAULT_LEAD_FORM_OPTIONS);
    expect(validateStep(single, 3, { handover: "Pickup" }, ctx).ok).toBe(true);
  });

  it("needs the details and the reservation terms on the last step", () => {
    expect(validateForm(form, complete, ctx).ok).toBe(true);
    expect(validateForm(form, { ...complete, reservation_terms: false }, ctx).errors).toEqual({
      reservation_terms: REQUIRED,
    });
  });
});

describe("purchasePriceBreakdown", () => {
  it("takes the deposit off the price (spec §9 net price)", () => {
    expect(purchasePriceBreakdown({ price: 45_990, deposit: 500 })).toEqual({
      ok: true,
      breakdown: {
        price: 45_990,
        deposit: 500,
        balance: 45_490,
        balanceAfterTradeIn: null,
        tradeInSurplus: null,
        owed: 45_490,
      },
    });
  });

  it("gives the balance's range after a trade-in valuation, finance owing its top end", () => {
    const result = purchasePriceBreakdown({
      price: 45_990,
      deposit: 500,
      tradeIn: { low: 10_000, high: 12_000 },
    });
    expect(result.ok && result.breakdown).toMatchObject({
      balanceAfterTradeIn: { low: 33_490, high: 35_490 },
      tradeInSurplus: null,
      owed: 35_490,
    });
  });

  it("names the surplus of a trade-in worth more than the balance, never a negative balance", () => {
    const partly = purchasePriceBreakdown({
      price: 10_000,
      deposit: 500,
      tradeIn: { low: 9_000, high: 11_000 },
    });
    expect(partly.ok && partly.breakdown).toMatchObject({
      balanceAfterTradeIn: { low: 0, high: 500 },
      tradeInSurplus: { low: 0, high: 1_500 },
      owed: 500,
    });
    const wholly = purchasePriceBreakdown({
      price: 10_000,
      deposit: 500,
      tradeIn: { low: 12_000, high: 14_000 },
    });
    expect(wholly.ok && wholly.breakdown).toMatchObject({
      balanceAfterTradeIn: { low: 0, high: 0 },
      tradeInSurplus: { low: 2_500, high: 4_500 },
      owed: 0,
    });
  });

  it("names why there is no breakdown", () => {
    expect(purchasePriceBreakdown({ price: null, deposit: 500 })).toEqual({
      ok: false,
      reason: "price-required",
    });
    expect(purchasePriceBreakdown({ price: 0, deposit: 0 })).toMatchObject({ ok: false });
    expect(purchasePriceBreakdown({ price: 500, deposit: 500 })).toEqual({
      ok: false,
      reason: "deposit-exceeds-price",
    });
  });

  it("always adds up: deposit and balance make the price, the trade-in and what is left make the balance", () => {
    const money = fc.integer({ min: 0, max: 200_000 });
    fc.assert(
      fc.property(money, money, money, money, (price, deposit, a, b) => {
        const tradeIn = { low: Math.min(a, b), high: Math.max(a, b) };
        const result = purchasePriceBreakdown({ price, deposit, tradeIn });
        if (!result.ok) return price <= 0 || deposit >= price;
        const { balance, balanceAfterTradeIn, tradeInSurplus, owed } = result.breakdown;
        const after = balanceAfterTradeIn!;
        const surplus = tradeInSurplus ?? { low: 0, high: 0 };
        return (
          balance + deposit === price &&
          // At each end of the valuation: what is left less what is over is the balance less it.
          after.high - surplus.low === balance - tradeIn.low &&
          after.low - surplus.high === balance - tradeIn.high &&
          after.low <= after.high &&
          surplus.low <= surplus.high &&
          Math.min(after.low, surplus.high) === 0 &&
          owed === after.high &&
          owed <= balance
        );
      }),
    );
  });
});

describe("journeyRepayments and journeyFigures", () => {
  const priced = (
    price: number,
    deposit: number,
    tradeIn: { low: number; high: number } | null,
  ) => {
    const result = purchasePriceBreakdown({ price, deposit, tradeIn });
    if (!result.ok) throw new Error(result.reason);
    return result.breakdown;
  };
  const rate = { breakdown: priced(45_990, 500, null), interestRate: 10 };

  it("gives no figures for cash", () => {
    expect(journeyRepayments({ payment_method: "Cash" }, rate)).toBeNull();
    expect(
      journeyFigures(
        { payment_method: "Cash", has_trade_in: "No" },
        { price: 45_990, deposit: 500, interestRate: 10, valuation: null },
      ),
    ).toEqual({});
  });

  it("finances the balance after the online deposit, less the finance deposit", () => {
    const result = journeyRepayments(complete, rate);
    expect(result).toMatchObject({ ok: true, amountFinanced: 40_490, periods: 60 });
  });

  it("finances what is left after the trade-in at its lower valuation", () => {
    const result = journeyRepayments(complete, {
      breakdown: priced(45_990, 500, { low: 9_000, high: 11_000 }),
      interestRate: 10,
    });
    expect(result).toMatchObject({ ok: true, amountFinanced: 31_490 });
  });

  it("names a deposit or trade-in that leaves nothing to finance", () => {
    expect(journeyRepayments({ ...complete, finance_deposit: "50000" }, rate)).toEqual({
      ok: false,
      reason: "nothing-to-finance",
    });
    expect(
      journeyRepayments(complete, {
        breakdown: priced(10_000, 500, { low: 12_000, high: 14_000 }),
        interestRate: 10,
      }),
    ).toEqual({ ok: false, reason: "nothing-to-finance" });
  });

  it("puts the valuation range, any surplus and the repayments into the lead's answers", () => {
    const figures = journeyFigures(complete, {
      price: 45_990,
      deposit: 500,
      interestRate: 10,
      valuation: { low: 9_000, high: 11_000 },
    });
    expect(figures).toMatchObject({
      trade_in_valuation_low: "9000",
      trade_in_valuation_high: "11000",
      finance_amount: "31490",
      finance_interest_rate: "10",
    });
    expect(figures).not.toHaveProperty("trade_in_surplus_high");
    expect(Number(figures.finance_repayment)).toBeGreaterThan(600);
    const surplus = journeyFigures(
      { ...complete, payment_method: "Cash" },
      { price: 10_000, deposit: 500, interestRate: 10, valuation: { low: 12_000, high: 14_000 } },
    );
    expect(surplus).toEqual({
      trade_in_valuation_low: "12000",
      trade_in_valuation_high: "14000",
      trade_in_surplus_low: "2500",
      trade_in_surplus_high: "4500",
    });
  });

  it("the lead's amount financed is the one the journey shows, for any price, deposit and trade-in", () => {
    const money = fc.integer({ min: 1, max: 150_000 });
    fc.assert(
      fc.property(money, fc.integer({ min: 0, max: 5_000 }), money, (price, deposit, value) => {
        fc.pre(deposit < price);
        const valuation = { low: Math.round(value * 0.9), high: value };
        const shown = journeyRepayments(complete, {
          breakdown: priced(price, deposit, valuation),
          interestRate: 10,
        });
        const lead = journeyFigures(complete, { price, deposit, interestRate: 10, valuation });
        return shown?.ok
          ? lead.finance_amount === String(shown.amountFinanced)
          : lead.finance_amount === undefined;
      }),
    );
  });
  it("reads its loan terms as words: '1 year', '5 years' (never '1 years')", () => {
    const term = formFields(purchaseJourneyForm(DEFAULT_LEAD_FORM_OPTIONS)).find(
      (field) => field.name === "finance_term_years",
    );
    expect(term?.options?.slice(0, 2).map((option) => option.label)).toEqual(["1 year", "2 years"]);
  });
});
