"use client";

import { useCallback, useState } from "react";
import type { LeadCar } from "@forecourt/core/forms/build-lead";
import type { FormDefinition } from "@forecourt/core/forms/form-definition";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { formatPrice } from "@forecourt/core/locale/format-price";
import {
  journeyRepayments,
  purchasePriceBreakdown,
} from "@forecourt/core/payments/purchase-journey";
import type { Valuation } from "@forecourt/core/valuation/vehicle-lookup";
import { useStoredValue, writeStored } from "../garage/local-store.ts";
import { LeadForm } from "../forms/lead-form.tsx";
import { reserveCar } from "./post-json.ts";

type PurchaseJourneyProps = {
  form: FormDefinition;
  site: FormSite;
  car: LeadCar & { slug: string; price: number };
  deposit: number;
  interestRate: number;
  currencySymbol: string;
  /** The site's valuation service endpoint (core `valuationEndpointOf`). */
  valuationEndpoint: string | null;
};

const TRADE_IN_STEP = 1;
const FINANCE_STEP = 2;

type Money = (amount: number) => string;
type Breakdown = Extract<ReturnType<typeof purchasePriceBreakdown>, { ok: true }>["breakdown"];
type Repayments = Extract<NonNullable<ReturnType<typeof journeyRepayments>>, { ok: true }>;

/** The price, today's deposit and the balance, with the trade-in's effect once it is valued. */
function PriceBreakdown({ priceBreakdown, money }: { priceBreakdown: Breakdown; money: Money }) {
  return (
    <section aria-labelledby="price-breakdown" className="rounded-lg border border-slate-200 p-4">
      <h2 id="price-breakdown" className="text-xl font-semibold">
        Price breakdown
      </h2>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-price-breakdown>
        <dt className="text-slate-700">Price</dt>
        <dd className="font-semibold">{money(priceBreakdown.price)}</dd>
        <dt className="text-slate-700">Deposit paid online today</dt>
        <dd className="font-semibold" data-deposit>
          {money(priceBreakdown.deposit)}
        </dd>
        <dt className="text-slate-700">Balance at handover</dt>
        <dd className="font-semibold" data-balance>
          {money(priceBreakdown.balance)}
        </dd>
        {priceBreakdown.balanceAfterTradeIn ? (
          <>
            <dt className="text-slate-700">Balance after your trade-in</dt>
            <dd className="font-semibold" data-balance-after-trade-in>
              {money(priceBreakdown.balanceAfterTradeIn.low)} to{" "}
              {money(priceBreakdown.balanceAfterTradeIn.high)}
            </dd>
          </>
        ) : null}
        {priceBreakdown.tradeInSurplus ? (
          <>
            <dt className="text-slate-700">Your trade-in is worth more: left over for you</dt>
            <dd className="font-semibold" data-trade-in-surplus>
              {money(priceBreakdown.tradeInSurplus.low)} to{" "}
              {money(priceBreakdown.tradeInSurplus.high)}
            </dd>
          </>
        ) : null}
      </dl>
    </section>
  );
}

/** The finance step's figures: amount financed, estimated repayment and the rate. */
function RepaymentFigures({
  result,
  hasTradeIn,
  frequency,
  interestRate,
  currencySymbol,
}: {
  result: Repayments;
  hasTradeIn: boolean;
  frequency: unknown;
  interestRate: number;
  currencySymbol: string;
}) {
  return (
    <dl
      className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border border-slate-300 p-3"
      data-repayments
    >
      <dt className="text-slate-700">Amount financed</dt>
      <dd className="font-semibold" data-amount-financed>
        {formatPrice(result.amountFinanced, { symbol: currencySymbol })}
        <span className="block text-sm font-normal text-slate-700">
          {hasTradeIn
            ? "The balance after your trade-in, at its lower valuation, less your deposit"
            : "The balance at handover less your deposit"}
        </span>
      </dd>
      <dt className="text-slate-700">Estimated repayment</dt>
      <dd className="font-semibold" data-repayment>
        {formatPrice(result.repayment, { symbol: currencySymbol, decimals: true })} (
        {String(frequency ?? "monthly")})
      </dd>
      <dt className="text-slate-700">Interest rate</dt>
      <dd>{interestRate}% a year, an estimate only</dd>
    </dl>
  );
}

/** Why there is nothing to show on the finance step (a cash buyer's figures, a bad deposit). */
function repaymentRefusal(reason: string, hasTradeIn: boolean): string {
  if (reason !== "nothing-to-finance") return "Check the deposit: give it as a whole amount.";
  return hasTradeIn
    ? "Your deposit and trade-in cover the whole price: choose cash instead."
    : "Your deposit covers the whole price: choose cash instead.";
}

type StepAddonOptions = {
  valuation: Valuation | null;
  priced: ReturnType<typeof purchasePriceBreakdown>;
  interestRate: number;
  currencySymbol: string;
};

/** What a step shows under its fields: the trade-in's valuation, the finance step's figures. */
function stepAddonOf(options: StepAddonOptions) {
  const { valuation, priced, interestRate, currencySymbol } = options;
  const money = (amount: number) => formatPrice(amount, { symbol: currencySymbol });
  return function stepAddon(stepIndex: number, answers: Record<string, unknown>) {
    if (stepIndex === TRADE_IN_STEP && valuation) {
      return (
        <p className="rounded-md border border-slate-300 bg-slate-50 p-3" data-trade-in-valuation>
          Trade-in valuation: {money(valuation.low)} to {money(valuation.high)}
        </p>
      );
    }
    if (stepIndex !== FINANCE_STEP) return null;
    if (!priced.ok) return null;
    const result = journeyRepayments(answers, { breakdown: priced.breakdown, interestRate });
    if (!result) return null;
    if (!result.ok) {
      return (
        <p className="text-sm text-red-800" role="status">
          {repaymentRefusal(result.reason, valuation !== null)}
        </p>
      );
    }
    return (
      <RepaymentFigures
        result={result}
        hasTradeIn={valuation !== null}
        frequency={answers.repayment_frequency}
        interestRate={interestRate}
        currencySymbol={currencySymbol}
      />
    );
  };
}

/** The trade-in's valuation, kept so it still shows after a reload, while a trade-in is given. */
function useTradeInValuation(resumeKey: string) {
  const valuationKey = `${resumeKey}:valuation`;
  // Kept so the range is still shown after a reload; the server and first render have none.
  const valuation = useStoredValue(valuationKey, parseValuation, null);
  const [hasTradeIn, setHasTradeIn] = useState(false);
  const onValuation = useCallback(
    (found: Valuation | null) => writeStored(valuationKey, found),
    [valuationKey],
  );
  const onAnswersChange = useCallback(
    (answers: Record<string, unknown>) => setHasTradeIn(answers.has_trade_in === "Yes"),
    [],
  );
  return { shownValuation: hasTradeIn ? valuation : null, onValuation, onAnswersChange };
}

/**
 * The online purchase journey in the browser: the form engine's multi-step form (a partial save
 * per step, resumed after a reload), the price breakdown as the answers change, the trade-in's
 * valuation and the repayment calculator's figures; the last step holds the car and goes to the
 * deposit's payment page like Reserve does.
 */
export function PurchaseJourney({
  form,
  site,
  car,
  deposit,
  interestRate,
  currencySymbol,
  valuationEndpoint,
}: PurchaseJourneyProps) {
  const resumeKey = `forecourt:purchase-journey:${car.slug}`;
  const { shownValuation, onValuation, onAnswersChange } = useTradeInValuation(resumeKey);
  const { slug: _slug, price: _price, ...leadCar } = car;
  const money = (amount: number) => formatPrice(amount, { symbol: currencySymbol });
  const priced = purchasePriceBreakdown({ price: car.price, deposit, tradeIn: shownValuation });
  const stepAddon = stepAddonOf({
    valuation: shownValuation,
    priced,
    interestRate,
    currencySymbol,
  });

  const onFinalSubmit = (answers: Record<string, unknown>, leadId: string | null) =>
    reserveCar({
      car_id: car.slug,
      kind: "purchase",
      answers,
      ...(leadId ? { lead_id: leadId } : {}),
    });

  return (
    <div className="grid gap-8">
      {priced.ok ? <PriceBreakdown priceBreakdown={priced.breakdown} money={money} /> : null}
      <LeadForm
        form={form}
        site={site}
        car={leadCar}
        hasRegoLookup
        valuationEndpoint={valuationEndpoint}
        onValuation={onValuation}
        resumeKey={resumeKey}
        onFinalSubmit={onFinalSubmit}
        stepAddon={stepAddon}
        onAnswersChange={onAnswersChange}
      />
    </div>
  );
}

function parseValuation(value: unknown): Valuation | null {
  if (!value || typeof value !== "object") return null;
  const { low, high, currency } = value as Partial<Valuation>;
  return Number.isFinite(low) && Number.isFinite(high) && typeof currency === "string"
    ? { low: low!, high: high!, currency }
    : null;
}
