import type { Metadata } from "next";
import { tradeInForm } from "@forecourt/core/forms/definitions/trade-in-forms";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";
import { valuationEndpointOf } from "@forecourt/core/valuation/valuation-service";

type TradeInProps = { params: Promise<{ site: string }> };

export const metadata: Metadata = { title: "Trade-in valuation" };

/** Trade-in valuation with rego + state lookup (the vehicle-path form adds the car). */
export default async function TradeInPage({ params }: TradeInProps) {
  const site = await requireSite((await params).site);
  const formSite = await getFormSite(site);
  return (
    <FormPage title="Trade-in valuation" intro="Tell us about your vehicle for a valuation.">
      <LeadForm
        form={tradeInForm(formSite.options)}
        site={formSite}
        hasRegoLookup
        valuationEndpoint={valuationEndpointOf(site.settings)}
      />
    </FormPage>
  );
}
