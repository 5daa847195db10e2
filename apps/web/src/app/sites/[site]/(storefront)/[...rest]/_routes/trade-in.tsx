import type { Metadata } from "next";
import { tradeInForm } from "@forecourt/core/forms/definitions/trade-in-forms";
import { SLUG_PATTERN } from "@forecourt/core/domain/slug";
import { TRADE_IN_PAGE, ValuationFormPage } from "@/components/forms/valuation-form-page";
import { PageVehicleMeta } from "@/components/analytics/page-vehicle-meta";
import { getFormSite } from "@/server/queries/forms";
import { leadCarMeta } from "@/server/vehicle/lead-car-meta";
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
  const given = (Array.isArray(raw) ? raw[0] : raw)?.trim();
  const carId = given && given.length <= 64 && SLUG_PATTERN.test(given) ? given : null;
  // The car being bought: its Meta fields for the lead's conversion.
  const [formSite, carMeta] = await Promise.all([getFormSite(site), leadCarMeta(site, carId)]);
  const form = tradeInForm({ ...formSite.options, carId });
  return (
    <>
      {carMeta ? <PageVehicleMeta {...carMeta} /> : null}
      <ValuationFormPage {...TRADE_IN_PAGE} form={form} site={formSite} settings={site.settings} />
    </>
  );
}
