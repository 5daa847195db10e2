import { netPrice } from "../locale/format-price.ts";

/**
 * The finance page's repayment calculator (spec §9: default interest 10%; net price is price
 * minus offer price minus a given amount, here the deposit). Pure: the site's default rate is a
 * parameter.
 */

export const REPAYMENT_FREQUENCIES = ["weekly", "fortnightly", "monthly"] as const;
export type RepaymentFrequency = (typeof REPAYMENT_FREQUENCIES)[number];

const PERIODS_PER_YEAR: Record<RepaymentFrequency, number> = {
  weekly: 52,
  fortnightly: 26,
  monthly: 12,
};

export const TERM_YEARS = [1, 2, 3, 4, 5, 6, 7] as const;
export const DEFAULT_TERM_YEARS = 5;

/** A loan term as read: "1 year", "5 years". */
export const termText = (years: number) => `${years} ${years === 1 ? "year" : "years"}`;
export const DEFAULT_INTEREST_RATE = 10;

export type RepaymentInput = {
  price: number;
  /** A discount off the price (an offer); optional. */
  offerPrice?: number | null;
  deposit?: number | null;
  /** Owed at the end of the term, on top of the last repayment. */
  balloon?: number | null;
  termYears: number;
  /** Annual percentage, e.g. 10 for 10%. */
  interestRate: number;
  frequency: RepaymentFrequency;
};

export type RepaymentResult =
  | {
      ok: true;
      amountFinanced: number;
      repayment: number;
      periods: number;
      totalInterest: number;
      totalRepaid: number;
    }
  | {
      ok: false;
      reason:
        | "price-required"
        | "invalid-amount"
        | "nothing-to-finance"
        | "balloon-too-large"
        | "invalid-term"
        | "invalid-rate";
    };

const round2 = (n: number) => Math.round(n * 100) / 100;
const isAmount = (n: number | null | undefined) => n == null || (Number.isFinite(n) && n >= 0);

export function calculateRepayments(input: RepaymentInput): RepaymentResult {
  const { price, termYears, interestRate, frequency } = input;
  if (!Number.isFinite(price) || price <= 0) return { ok: false, reason: "price-required" };
  if (!isAmount(input.offerPrice) || !isAmount(input.deposit) || !isAmount(input.balloon)) {
    return { ok: false, reason: "invalid-amount" };
  }
  if (!Number.isInteger(termYears) || termYears < 1 || termYears > 30) {
    return { ok: false, reason: "invalid-term" };
  }
  if (!Number.isFinite(interestRate) || interestRate < 0 || interestRate > 50) {
    return { ok: false, reason: "invalid-rate" };
  }
  const principal = netPrice(price, input.offerPrice, input.deposit);
  if (principal <= 0) return { ok: false, reason: "nothing-to-finance" };
  const balloon = input.balloon ?? 0;
  if (balloon >= principal) return { ok: false, reason: "balloon-too-large" };

  const perYear = PERIODS_PER_YEAR[frequency];
  const periods = termYears * perYear;
  const rate = interestRate / 100 / perYear;
  const repayment =
    rate === 0
      ? (principal - balloon) / periods
      : ((principal - balloon / (1 + rate) ** periods) * rate) / (1 - (1 + rate) ** -periods);
  const totalRepaid = repayment * periods + balloon;
  return {
    ok: true,
    amountFinanced: round2(principal),
    repayment: round2(repayment),
    periods,
    totalInterest: round2(totalRepaid - principal),
    totalRepaid: round2(totalRepaid),
  };
}
