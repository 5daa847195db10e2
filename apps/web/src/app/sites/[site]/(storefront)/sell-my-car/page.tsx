import type { Metadata } from "next";
import { sellMyCarForm } from "@forecourt/core/forms/definitions/trade-in-forms";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";
import { valuationEndpointOf } from "@forecourt/core/valuation/valuation-service";

type SellMyCarProps = { params: Promise<{ site: string }> };

export const metadata: Metadata = { title: "Sell my car" };

export default async function SellMyCarPage({ params }: SellMyCarProps) {
  const site = await requireSite((await params).site);
  const formSite = await getFormSite(site);
  return (
    <FormPage title="Sell my car" intro="Tell us about your vehicle and we will make you an offer.">
      <LeadForm
        form={sellMyCarForm(formSite.options)}
        site={formSite}
        hasRegoLookup
        valuationEndpoint={valuationEndpointOf(site.settings)}
      />
    </FormPage>
  );
}
