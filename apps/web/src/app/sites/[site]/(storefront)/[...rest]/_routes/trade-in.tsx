import type { Metadata } from "next";
import { tradeInForm } from "@forecourt/core/forms/definitions/trade-in-forms";
import { SLUG_PATTERN } from "@forecourt/core/domain/slug";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { getFormSite } from "@/server/queries/forms";
import type { RouteProps } from "./route-props.ts";
import { valuationEndpointOf } from "@forecourt/core/valuation/valuation-service";

export async function metadata(_props: RouteProps<"trade-in">): Promise<Metadata> {
  return { title: "Trade-in valuation" };
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
    <FormPage title="Trade-in valuation" intro="Tell us about your vehicle for a valuation.">
      <LeadForm
        form={form}
        site={formSite}
        hasRegoLookup
        valuationEndpoint={valuationEndpointOf(site.settings)}
      />
    </FormPage>
  );
}
