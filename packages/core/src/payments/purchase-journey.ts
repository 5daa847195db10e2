import {
  DEFAULT_TERM_YEARS,
  REPAYMENT_FREQUENCIES,
  calculateRepayments,
  type RepaymentFrequency,
  type RepaymentResult,
} from "../finance/repayments.ts";
import { netPrice } from "../locale/format-price.ts";
import { JOURNEY_FIELDS } from "../forms/definitions/purchase-journey-form.ts";
import type { FormValues } from "../forms/form-definition.ts";

const F = JOURNEY_FIELDS;

/** A range of money, its low and high figures (a trade-in valuation and what follows from it). */
type MoneyRange = { low: number; high: number };

type PriceBreakdown = {
  price: number;
  deposit: number;
  /** Price less the deposit (spec §9 net price): what is left to pay at handover. */
  balance: number;
  /** With a trade-in valued: the balance less the valuation's high and low figures, never below 0. */
  balanceAfterTradeIn: MoneyRange | null;
  /**
   * What a trade-in worth more than the balance leaves over for the shopper, at its low and high
   * valuation; null when the trade-in is worth no more than the balance (or there is none).
   */
  tradeInSurplus: MoneyRange | null;
  /** What finance would have to cover: the balance after a trade-in at its lower valuation. */
  owed: number;
};

type PriceBreakdownResult =
  | { ok: true; breakdown: PriceBreakdown }
  | { ok: false; reason: "price-required" | "deposit-exceeds-price" };

/**
 * The journey's one calculation of money: price, the deposit paid online, the balance at
 * handover, the balance after a trade-in's range and any surplus over it, and what finance would
 * cover. Every figure the journey shows and the dealer's lead carries comes from here, so they
 * always agree.
 */
export function purchasePriceBreakdown(input: {
  price: number | null;
  deposit: number;
  tradeIn?: MoneyRange | null;
}): PriceBreakdownResult {
  const { price, deposit } = input;
  if (price == null || !Number.isFinite(price) || price <= 0) {
    return { ok: false, reason: "price-required" };
  }
  if (!(deposit >= 0) || deposit >= price) return { ok: false, reason: "deposit-exceeds-price" };
  const tradeIn = input.tradeIn ?? null;
  const balance = netPrice(price, deposit, 0);
  const afterTradeIn = tradeIn
    ? {
        low: Math.max(0, balance - tradeIn.high),
        high: Math.max(0, balance - tradeIn.low),
      }
    : null;
  const isSurplus = tradeIn !== null && tradeIn.high > balance;
  return {
    ok: true,
    breakdown: {
      price,
      deposit,
      balance,
      balanceAfterTradeIn: afterTradeIn,
      tradeInSurplus: isSurplus
        ? { low: Math.max(0, tradeIn.low - balance), high: tradeIn.high - balance }
        : null,
      owed: afterTradeIn ? afterTradeIn.high : balance,
    },
  };
}

const amountOf = (value: unknown): number => {
  const n = Number(String(value ?? "").replace(/[$,\s]/g, ""));
  return String(value ?? "").trim() === "" ? 0 : Number.isFinite(n) ? n : Number.NaN;
};

/**
 * The repayment calculator's figures for the journey's finance answers (deposit, term,
 * frequency) on what is still owed once the deposit paid online and the trade-in (at its lower
 * valuation) are taken off the price; null when the shopper pays cash.
 */
export function journeyRepayments(
  answers: FormValues,
  input: { breakdown: PriceBreakdown; interestRate: number },
): RepaymentResult | null {
  if (answers[F.paymentMethod] !== "Finance") return null;
  const term = Number(answers[F.financeTermYears] ?? DEFAULT_TERM_YEARS);
  const frequency = (REPAYMENT_FREQUENCIES as readonly unknown[]).includes(
    answers[F.repaymentFrequency],
  )
    ? (answers[F.repaymentFrequency] as RepaymentFrequency)
    : "monthly";
  if (input.breakdown.owed <= 0) return { ok: false, reason: "nothing-to-finance" };
  return calculateRepayments({
    price: input.breakdown.owed,
    deposit: amountOf(answers[F.financeDeposit]),
    termYears: term,
    interestRate: input.interestRate,
    frequency,
  });
}

/**
 * What the server adds to a completed journey's answers, so the dealer's lead carries the
 * figures the shopper saw: the trade-in valuation's range, any surplus, and the repayments.
 */
export function journeyFigures(
  answers: FormValues,
  input: {
    price: number;
    deposit: number;
    interestRate: number;
    valuation: MoneyRange | null;
  },
): Record<string, string> {
  const out: Record<string, string> = {};
  const tradeIn = answers[F.hasTradeIn] === "Yes" ? input.valuation : null;
  if (tradeIn) {
    out.trade_in_valuation_low = String(tradeIn.low);
    out.trade_in_valuation_high = String(tradeIn.high);
  }
  const priced = purchasePriceBreakdown({ price: input.price, deposit: input.deposit, tradeIn });
  if (!priced.ok) return out;
  if (priced.breakdown.tradeInSurplus) {
    out.trade_in_surplus_low = String(priced.breakdown.tradeInSurplus.low);
    out.trade_in_surplus_high = String(priced.breakdown.tradeInSurplus.high);
  }
  const finance = journeyRepayments(answers, {
    breakdown: priced.breakdown,
    interestRate: input.interestRate,
  });
  if (finance?.ok) {
    out.finance_amount = String(finance.amountFinanced);
    out.finance_repayment = String(finance.repayment);
    out.finance_interest_rate = String(input.interestRate);
    out.finance_total_repaid = String(finance.totalRepaid);
  }
  return out;
}
