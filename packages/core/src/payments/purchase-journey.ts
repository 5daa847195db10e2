import {
  DEFAULT_TERM_YEARS,
  REPAYMENT_FREQUENCIES,
  calculateRepayments,
  type RepaymentFrequency,
  type RepaymentResult,
} from "../finance/repayments.ts";
import { netPrice } from "../locale/format-price.ts";
import type { Valuation } from "../valuation/vehicle-lookup.ts";
import { JOURNEY_FIELDS } from "../forms/definitions/purchase-journey-form.ts";
import type { FormValues } from "../forms/form-definition.ts";

const F = JOURNEY_FIELDS;

export type PriceBreakdown = {
  price: number;
  deposit: number;
  /** Price less the deposit (spec §9 net price): what is left to pay at handover. */
  balance: number;
  /** With a trade-in valued: the balance less the valuation's high and low figures. */
  balanceAfterTradeIn: { low: number; high: number } | null;
};

export type PriceBreakdownResult =
  | { ok: true; breakdown: PriceBreakdown }
  | { ok: false; reason: "price-required" | "deposit-exceeds-price" };

/** The journey's price breakdown: price, deposit, balance, and after a trade-in's range. */
export function purchasePriceBreakdown(input: {
  price: number | null;
  deposit: number;
  tradeIn?: Pick<Valuation, "low" | "high"> | null;
}): PriceBreakdownResult {
  const { price, deposit } = input;
  if (price == null || !Number.isFinite(price) || price <= 0) {
    return { ok: false, reason: "price-required" };
  }
  if (!(deposit >= 0) || deposit >= price) return { ok: false, reason: "deposit-exceeds-price" };
  const tradeIn = input.tradeIn;
  return {
    ok: true,
    breakdown: {
      price,
      deposit,
      balance: netPrice(price, deposit, 0),
      balanceAfterTradeIn: tradeIn
        ? {
            low: Math.max(0, netPrice(price, deposit, tradeIn.high)),
            high: Math.max(0, netPrice(price, deposit, tradeIn.low)),
          }
        : null,
    },
  };
}

const amountOf = (value: unknown): number => {
  const n = Number(String(value ?? "").replace(/[$,\s]/g, ""));
  return String(value ?? "").trim() === "" ? 0 : Number.isFinite(n) ? n : Number.NaN;
};

/**
 * The repayment calculator's figures for the journey's finance answers (deposit, term,
 * frequency) on the car's price; null when the shopper pays cash.
 */
export function journeyRepayments(
  answers: FormValues,
  input: { price: number; interestRate: number },
): RepaymentResult | null {
  if (answers[F.paymentMethod] !== "Finance") return null;
  const term = Number(answers[F.financeTermYears] ?? DEFAULT_TERM_YEARS);
  const frequency = (REPAYMENT_FREQUENCIES as readonly unknown[]).includes(
    answers[F.repaymentFrequency],
  )
    ? (answers[F.repaymentFrequency] as RepaymentFrequency)
    : "monthly";
  return calculateRepayments({
    price: input.price,
    deposit: amountOf(answers[F.financeDeposit]),
    termYears: term,
    interestRate: input.interestRate,
    frequency,
  });
}

/**
 * What the server adds to a completed journey's answers, so the dealer's lead carries the
 * figures the shopper saw: the trade-in valuation's range and the finance repayments.
 */
export function journeyFigures(
  answers: FormValues,
  input: {
    price: number;
    interestRate: number;
    valuation: Pick<Valuation, "low" | "high"> | null;
  },
): Record<string, string> {
  const out: Record<string, string> = {};
  if (answers[F.hasTradeIn] === "Yes" && input.valuation) {
    out.trade_in_valuation_low = String(input.valuation.low);
    out.trade_in_valuation_high = String(input.valuation.high);
  }
  const finance = journeyRepayments(answers, input);
  if (finance?.ok) {
    out.finance_amount = String(finance.amountFinanced);
    out.finance_repayment = String(finance.repayment);
    out.finance_interest_rate = String(input.interestRate);
    out.finance_total_repaid = String(finance.totalRepaid);
  }
  return out;
}
