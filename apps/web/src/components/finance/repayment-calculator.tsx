"use client";

import { useId, useState } from "react";
import {
  calculateRepayments,
  REPAYMENT_FREQUENCIES,
  TERM_YEARS,
} from "@forecourt/core/finance/repayments";
import { formatPrice } from "@forecourt/core/locale/format-price";
import type { CalculatorFigures } from "./calculator-input.ts";

type RepaymentCalculatorProps = {
  initial: CalculatorFigures;
  currencySymbol: string;
  /** Hidden values kept when the figures go to the enquiry form (car_id, car_type, ...). */
  carry: Record<string, string>;
  /** This finance page's path; the form submits back to it, at the enquiry form. */
  action: string;
};

const FREQUENCY_LABEL = { weekly: "Weekly", fortnightly: "Fortnightly", monthly: "Monthly" };
const REASON_TEXT: Record<string, string> = {
  "price-required": "Enter a vehicle price to see repayments.",
  "invalid-amount": "Amounts must be zero or more.",
  "nothing-to-finance": "The deposit covers the whole price: there is nothing to finance.",
  "balloon-too-large": "The balloon must be less than the amount financed.",
  "invalid-term": "Choose a loan term.",
  "invalid-rate": "Enter an interest rate between 0% and 50%.",
};

/**
 * Repayment estimate (spec §9). Works without JavaScript: the form is a GET to this page, whose
 * server render computes the same figures; with JavaScript it updates as you type. Submitting
 * hands the figures to the finance enquiry form below (#finance-form) in the query string.
 */
export function RepaymentCalculator({
  initial,
  currencySymbol,
  carry,
  action,
}: RepaymentCalculatorProps) {
  const [figures, setFigures] = useState(initial);
  const id = useId();
  const result = calculateRepayments({
    price: figures.price,
    deposit: figures.deposit,
    balloon: figures.balloon,
    termYears: figures.termYears,
    interestRate: figures.interestRate,
    frequency: figures.frequency,
  });
  const money = (n: number) => formatPrice(n, { symbol: currencySymbol, decimals: true });
  const set =
    (key: keyof CalculatorFigures) =>
    (event: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) => {
      const raw = event.target.value;
      setFigures((f) => ({
        ...f,
        [key]: key === "frequency" ? raw : raw === "" ? 0 : Number(raw),
      }));
    };
  const field = "mt-1 w-full rounded-md border border-slate-400 px-3 py-2";
  return (
    <form
      method="get"
      action={`${action}#finance-form`}
      className="rounded-lg border border-slate-200 p-5 shadow-sm"
      aria-labelledby={`${id}-title`}
    >
      <h2 id={`${id}-title`} className="text-2xl font-bold">
        Repayment calculator
      </h2>
      {Object.entries(carry).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <label className="block">
          <span className="font-medium">Vehicle price ({currencySymbol})</span>
          <input
            name="vehiclePriceBudget"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={figures.price || ""}
            onChange={set("price")}
            className={field}
          />
        </label>
        <label className="block">
          <span className="font-medium">Deposit or trade-in ({currencySymbol})</span>
          <input
            name="deposit"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={figures.deposit || ""}
            onChange={set("deposit")}
            className={field}
          />
        </label>
        <label className="block">
          <span className="font-medium">Balloon payment ({currencySymbol})</span>
          <input
            name="balloon"
            type="number"
            min={0}
            step={1}
            inputMode="numeric"
            value={figures.balloon || ""}
            onChange={set("balloon")}
            className={field}
          />
        </label>
        <label className="block">
          <span className="font-medium">Interest rate (% a year)</span>
          <input
            name="rate"
            type="number"
            min={0}
            max={50}
            step={0.01}
            inputMode="decimal"
            value={figures.interestRate}
            onChange={set("interestRate")}
            className={field}
          />
        </label>
        <label className="block">
          <span className="font-medium">Loan term</span>
          <select
            name="term"
            value={figures.termYears}
            onChange={set("termYears")}
            className={field}
          >
            {TERM_YEARS.map((years) => (
              <option key={years} value={years}>
                {years} {years === 1 ? "year" : "years"}
              </option>
            ))}
          </select>
        </label>
        <label className="block">
          <span className="font-medium">Repayments</span>
          <select
            name="frequency"
            value={figures.frequency}
            onChange={set("frequency")}
            className={field}
          >
            {REPAYMENT_FREQUENCIES.map((frequency) => (
              <option key={frequency} value={frequency}>
                {FREQUENCY_LABEL[frequency]}
              </option>
            ))}
          </select>
        </label>
      </div>
      <div
        className="mt-6 rounded-md bg-slate-100 p-4"
        aria-live="polite"
        data-testid="repayment-result"
      >
        {result.ok ? (
          <>
            <p className="text-lg">
              Estimated {FREQUENCY_LABEL[figures.frequency].toLowerCase()} repayment:{" "}
              <strong className="text-2xl" data-testid="repayment">
                {money(result.repayment)}
              </strong>
            </p>
            <p className="mt-1 text-sm text-slate-700">
              {money(result.amountFinanced)} financed over {result.periods} repayments; total
              interest {money(result.totalInterest)}.
            </p>
          </>
        ) : (
          <p>{REASON_TEXT[result.reason]}</p>
        )}
      </div>
      <p className="mt-2 text-xs text-slate-700">
        An estimate only, not a quote. Fees and your credit history change the rate you are offered.
      </p>
      <button
        type="submit"
        className="mt-4 rounded-md bg-brand px-5 py-3 font-semibold text-brand-foreground"
      >
        Enquire with these figures
      </button>
    </form>
  );
}
