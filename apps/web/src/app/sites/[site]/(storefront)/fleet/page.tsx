import type { Metadata } from "next";
import { localize } from "@forecourt/core/locale/locale";
import { fleetEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";

type FleetProps = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: FleetProps): Promise<Metadata> {
  const site = await requireSite((await params).site);
  return {
    title: localize("Fleet enquiry", site.settings.locale),
    alternates: { canonical: "/fleet" },
  };
}

export default async function FleetPage({ params }: FleetProps) {
  const site = await requireSite((await params).site);
  const formSite = await getFormSite(site);
  return (
    <FormPage
      title={localize("Fleet enquiry", site.settings.locale)}
      intro="Vehicles for your business, with fleet pricing."
    >
      <LeadForm form={fleetEnquiryForm(formSite.options)} site={formSite} />
    </FormPage>
  );
}
