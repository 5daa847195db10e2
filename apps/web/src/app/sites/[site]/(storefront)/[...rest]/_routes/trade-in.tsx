import type { Metadata } from "next";
import { tradeInForm } from "@forecourt/core/forms/definitions/trade-in-forms";
import { SLUG_PATTERN } from "@forecourt/core/domain/slug";
import { TRADE_IN_PAGE, ValuationFormPage } from "@/components/forms/valuation-form-page";
import { getFormSite } from "@/server/queries/forms";
import type { RouteProps } from "./route-props.ts";

export async function metadata(_props: RouteProps<"trade-in">): Promise<Metadata> {
  return { title: TRADE_IN_PAGE.title };
}

/**
 * `{vehicleBase}/trade-in?car_id=` (spec §2): the trade-in valuation with rego + state lookup;
 * the car being bought, when given, goes with the lead as car_id.
 */
export default async function TradeInRoute({
  site,
  searchParams,
}: RouteProps<"trade-in">): Promise<React.ReactNode> {
  const raw = searchParams.car_id;
  const carId = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  const formSite = await getFormSite(site);
  const form = tradeInForm({
    ...formSite.options,
    carId: carId && carId.length <= 64 && SLUG_PATTERN.test(carId) ? carId : null,
  });
  return (
    <ValuationFormPage {...TRADE_IN_PAGE} form={form} site={formSite} settings={site.settings} />
  );
}
