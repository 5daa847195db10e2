import type { Metadata } from "next";
import { fleetEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";

type FleetProps = { params: Promise<{ site: string }> };

export const metadata: Metadata = { title: "Fleet enquiry" };

export default async function FleetPage({ params }: FleetProps) {
  const site = await requireSite((await params).site);
  const formSite = await getFormSite(site);
  return (
    <FormPage title="Fleet enquiry" intro="Vehicles for your business, with fleet pricing.">
      <LeadForm form={fleetEnquiryForm(formSite.options)} site={formSite} />
    </FormPage>
  );
}
