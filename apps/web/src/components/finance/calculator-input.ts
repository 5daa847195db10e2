import {
  DEFAULT_TERM_YEARS,
  REPAYMENT_FREQUENCIES,
  TERM_YEARS,
  type RepaymentFrequency,
} from "@forecourt/core/finance/repayments";

/** The calculator's figures as they travel in the finance page's query string. */
export type CalculatorFigures = {
  price: number;
  deposit: number;
  balloon: number;
  termYears: number;
  interestRate: number;
  frequency: RepaymentFrequency;
};

type Params = Record<string, string | string[] | undefined>;

const num = (value: string | string[] | undefined, fallback: number) => {
  if (typeof value !== "string" || value.trim() === "") return fallback;
  const n = Number(value.replace(/[$,\s]/g, ""));
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};

/** Spec §2 finance query parameters (vehiclePriceBudget) plus the calculator's own. */
export function figuresFromParams(params: Params, defaultRate: number): CalculatorFigures {
  const term = num(params.term, DEFAULT_TERM_YEARS);
  const frequency = params.frequency;
  return {
    price: num(params.vehiclePriceBudget, 0),
    deposit: num(params.deposit, 0),
    balloon: num(params.balloon, 0),
    termYears: (TERM_YEARS as readonly number[]).includes(term) ? term : DEFAULT_TERM_YEARS,
    interestRate: Math.min(50, num(params.rate, defaultRate)),
    frequency:
      typeof frequency === "string" &&
      (REPAYMENT_FREQUENCIES as readonly string[]).includes(frequency)
        ? (frequency as RepaymentFrequency)
        : "monthly",
  };
}
