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
import { visitPayload } from "../forms/visit-storage.ts";
import { postJson } from "./post-json.ts";

export type PurchaseJourneyProps = {
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

/**
 * The online purchase journey in the browser: the form engine's multi-step form (a partial save
 * per step, resumed after a reload), the price breakdown as the answers change, the trade-in's
 * valuation and the repayment calculator's figures; the last step holds the car and goes to the
 * deposit's payment page like Reserve does.
 */
// eslint-disable-next-line max-lines-per-function -- over the cap: a split costs storefront script: measure the budget (e2e/site-script-budget.spec.ts) first
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
  const valuationKey = `${resumeKey}:valuation`;
  // Kept so the range is still shown after a reload; the server and first render have none.
  const valuation = useStoredValue(valuationKey, parseValuation, null);
  const [hasTradeIn, setHasTradeIn] = useState(false);
  const { slug: _slug, price: _price, ...leadCar } = car;
  const money = (amount: number) => formatPrice(amount, { symbol: currencySymbol });

  const onValuation = useCallback(
    (found: Valuation | null) => writeStored(valuationKey, found),
    [valuationKey],
  );
  const onAnswersChange = useCallback(
    (answers: Record<string, unknown>) => setHasTradeIn(answers.has_trade_in === "Yes"),
    [],
  );

  const shownValuation = hasTradeIn ? valuation : null;
  const priced = purchasePriceBreakdown({ price: car.price, deposit, tradeIn: shownValuation });

  const stepAddon = (stepIndex: number, answers: Record<string, unknown>) => {
    if (stepIndex === TRADE_IN_STEP && shownValuation) {
      return (
        <p className="rounded-md border border-slate-300 bg-slate-50 p-3" data-trade-in-valuation>
          Trade-in valuation: {money(shownValuation.low)} to {money(shownValuation.high)}
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
          {result.reason === "nothing-to-finance"
            ? shownValuation
              ? "Your deposit and trade-in cover the whole price: choose cash instead."
              : "Your deposit covers the whole price: choose cash instead."
            : "Check the deposit: give it as a whole amount."}
        </p>
      );
    }
    return (
      <dl
        className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-md border border-slate-300 p-3"
        data-repayments
      >
        <dt className="text-slate-700">Amount financed</dt>
        <dd className="font-semibold" data-amount-financed>
          {money(result.amountFinanced)}
          <span className="block text-sm font-normal text-slate-700">
            {shownValuation
              ? "The balance after your trade-in, at its lower valuation, less your deposit"
              : "The balance at handover less your deposit"}
          </span>
        </dd>
        <dt className="text-slate-700">Estimated repayment</dt>
        <dd className="font-semibold" data-repayment>
          {formatPrice(result.repayment, { symbol: currencySymbol, decimals: true })} (
          {String(answers.repayment_frequency ?? "monthly")})
        </dd>
        <dt className="text-slate-700">Interest rate</dt>
        <dd>{interestRate}% a year, an estimate only</dd>
      </dl>
    );
  };

  const onFinalSubmit = async (answers: Record<string, unknown>, leadId: string | null) => {
    const result = await postJson<{ redirect_url: string }>("/api/reservations", {
      car_id: car.slug,
      kind: "purchase",
      answers,
      ...(leadId ? { lead_id: leadId } : {}),
      ...visitPayload(),
    });
    if (!result.ok) return result;
    window.location.assign(result.data.redirect_url);
    return { ok: true } as const;
  };

  return (
    <div className="grid gap-8">
      {priced.ok ? (
        <section
          aria-labelledby="price-breakdown"
          className="rounded-lg border border-slate-200 p-4"
        >
          <h2 id="price-breakdown" className="text-xl font-semibold">
            Price breakdown
          </h2>
          <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-4 gap-y-1" data-price-breakdown>
            <dt className="text-slate-700">Price</dt>
            <dd className="font-semibold">{money(priced.breakdown.price)}</dd>
            <dt className="text-slate-700">Deposit paid online today</dt>
            <dd className="font-semibold" data-deposit>
              {money(priced.breakdown.deposit)}
            </dd>
            <dt className="text-slate-700">Balance at handover</dt>
            <dd className="font-semibold" data-balance>
              {money(priced.breakdown.balance)}
            </dd>
            {priced.breakdown.balanceAfterTradeIn ? (
              <>
                <dt className="text-slate-700">Balance after your trade-in</dt>
                <dd className="font-semibold" data-balance-after-trade-in>
                  {money(priced.breakdown.balanceAfterTradeIn.low)} to{" "}
                  {money(priced.breakdown.balanceAfterTradeIn.high)}
                </dd>
              </>
            ) : null}
            {priced.breakdown.tradeInSurplus ? (
              <>
                <dt className="text-slate-700">Your trade-in is worth more: left over for you</dt>
                <dd className="font-semibold" data-trade-in-surplus>
                  {money(priced.breakdown.tradeInSurplus.low)} to{" "}
                  {money(priced.breakdown.tradeInSurplus.high)}
                </dd>
              </>
            ) : null}
          </dl>
        </section>
      ) : null}
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
