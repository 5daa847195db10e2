import "server-only";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { Site } from "@forecourt/core/site/site";
import { JOURNEY_FIELDS } from "@forecourt/core/forms/definitions/purchase-journey-form";
import type { FormValues } from "@forecourt/core/forms/form-definition";
import { regoQuerySchema } from "@forecourt/core/forms/rego-lookup";
import { journeyFigures } from "@forecourt/core/payments/purchase-journey";
import { checkoutProcessor } from "@forecourt/core/payments/payment-provider";
import { paymentProvidersOnThisServer } from "./payment-provider-for.ts";
import { valuationServiceOf } from "@forecourt/core/valuation/valuation-service";
import type { LookedUpVehicle, Valuation } from "@forecourt/core/valuation/vehicle-lookup";
import { tradeInLeadFields } from "@forecourt/core/forms/build-lead";
import { valuationProvider } from "../rego/rego-provider.ts";

/**
 * The trade-in found and valued by the site's valuation service, as the journey's trade-in step
 * showed it; null without a trade-in, without a service, or when the service cannot value it
 * (the purchase goes on; the dealer values the vehicle in person).
 */
async function tradeInValuation(
  site: Site,
  answers: FormValues,
): Promise<{ vehicle: LookedUpVehicle; valuation: Valuation } | null> {
  if (answers[JOURNEY_FIELDS.hasTradeIn] !== "Yes") return null;
  const service = valuationServiceOf(site.settings);
  if (!service) return null;
  const query = regoQuerySchema.safeParse({ rego: answers.rego, regoState: answers.regoState });
  if (!query.success) return null;
  const km = Number(String(answers.kilometres ?? "").replace(/[\s,]/g, ""));
  try {
    const result = await valuationProvider(site, service).value({
      ...query.data,
      ...(Number.isInteger(km) && km >= 0 ? { km } : {}),
    });
    return result.found ? { vehicle: result.vehicle, valuation: result.valuation } : null;
  } catch (error) {
    console.warn(
      "Trade-in valuation failed for a purchase",
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}

/**
 * What a completed purchase journey adds to its answers, worked out here rather than taken from
 * the browser: the trade-in's valuation range and the repayment calculator's figures.
 */
export async function purchaseJourneyFigures(
  site: Site,
  detail: CarDetail,
  answers: FormValues,
): Promise<Record<string, string>> {
  const tradeIn = await tradeInValuation(site, answers);
  const figures = journeyFigures(answers, {
    price: detail.car.price ?? 0,
    // The deposit the journey takes online, as its page shows it.
    deposit:
      checkoutProcessor(detail.car.paymentProcessors, paymentProvidersOnThisServer())
        ?.depositAmount ?? 0,
    interestRate: site.settings.commerce.financeCalculatorInterest,
    valuation: tradeIn?.valuation ?? null,
  });
  if (!tradeIn) return figures;
  // The dealer's lead names the vehicle the lookup found, as the shopper's estimate does.
  const { trade_in_vehicle } = tradeInLeadFields(tradeIn);
  return { ...figures, trade_in_vehicle: String(trade_in_vehicle) };
}
