"use client";

import { useId, useRef, useState } from "react";
import {
  calculateRepayments,
  REPAYMENT_FREQUENCIES,
  TERM_YEARS,
  termText,
} from "@forecourt/core/finance/repayments";
import { formatPrice } from "@forecourt/core/locale/format-price";
import { FINANCE_FORM_ANCHOR } from "@forecourt/core/stock/vehicle-links";
import { Button } from "../ui/button.tsx";
import { Field } from "../ui/field.tsx";
import { Input, Select } from "../ui/input.tsx";
import type { CalculatorFigures } from "./calculator-input.ts";
import { trackEvent } from "../analytics/track-event.ts";

type RepaymentCalculatorProps = {
  initial: CalculatorFigures;
  currencySymbol: string;
  /** Hidden values kept when the figures go to the enquiry form (car_id, car_type, ...). */
  carry: Record<string, string>;
  /** This finance page's path; the form submits back to it, at the enquiry form. */
  action: string;
  /** The submit button's words in the site's locale ("Enquire with these figures"). */
  submitLabel: string;
};

const FREQUENCY_LABEL = { weekly: "Weekly", fortnightly: "Fortnightly", monthly: "Monthly" };

type CalculatorField = {
  key: keyof CalculatorFigures;
  /** The query parameter (spec §2 names the price vehiclePriceBudget). */
  name: string;
  label: string;
  /** Money is typed in whole units of the site's currency; an empty box means 0. */
  isMoney?: boolean;
  input?: Pick<React.ComponentProps<"input">, "min" | "max" | "step" | "inputMode">;
  options?: { value: string | number; label: string }[];
};

const WHOLE_AMOUNT = { min: 0, step: 1, inputMode: "numeric" } as const;

/** The calculator's six fields in order: three amounts, the rate, the term and the frequency. */
const FIELDS: CalculatorField[] = [
  { key: "price", name: "vehiclePriceBudget", label: "Vehicle price", isMoney: true },
  { key: "deposit", name: "deposit", label: "Deposit or trade-in", isMoney: true },
  { key: "balloon", name: "balloon", label: "Balloon payment", isMoney: true },
  {
    key: "interestRate",
    name: "rate",
    label: "Interest rate (% a year)",
    input: { min: 0, max: 50, step: 0.01, inputMode: "decimal" },
  },
  {
    key: "termYears",
    name: "term",
    label: "Loan term",
    options: TERM_YEARS.map((years) => ({
      value: years,
      label: termText(years),
    })),
  },
  {
    key: "frequency",
    name: "frequency",
    label: "Repayments",
    options: REPAYMENT_FREQUENCIES.map((value) => ({ value, label: FREQUENCY_LABEL[value] })),
  },
];

// The calculator's labels are body-sized, larger than a lead form's.
const LABEL_CLASS = "text-base font-medium text-slate-900";

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
  submitLabel,
  action,
}: RepaymentCalculatorProps) {
  const [figures, setFigures] = useState(initial);
  const id = useId();
  const isTracked = useRef(false);
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
      // Event 26 once per visit to the calculator, on the shopper's first change.
      if (!isTracked.current) {
        isTracked.current = true;
        trackEvent({ type: "finance-calculator" }, { properties: { field: key } });
      }
      setFigures((f) => ({
        ...f,
        [key]: key === "frequency" ? raw : raw === "" ? 0 : Number(raw),
      }));
    };
  return (
    <form
      method="get"
      action={`${action}#${FINANCE_FORM_ANCHOR}`}
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
        {FIELDS.map(({ key, name, label, isMoney, input, options }) => (
          <Field
            key={name}
            id={`${id}-${name}`}
            label={isMoney ? `${label} (${currencySymbol})` : label}
            labelClassName={LABEL_CLASS}
          >
            {(control) =>
              options ? (
                <Select {...control} name={name} value={figures[key]} onChange={set(key)}>
                  {options.map((option) => (
                    <option key={option.value} value={option.value}>
                      {option.label}
                    </option>
                  ))}
                </Select>
              ) : (
                <Input
                  {...control}
                  {...(input ?? WHOLE_AMOUNT)}
                  name={name}
                  type="number"
                  value={isMoney ? figures[key] || "" : figures[key]}
                  onChange={set(key)}
                />
              )
            }
          </Field>
        ))}
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
      <Button type="submit" size="lg" className="mt-4 px-5">
        {submitLabel}
      </Button>
    </form>
  );
}
