import type { Metadata } from "next";
import { localize } from "@forecourt/core/locale/locale";
import { partsEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";

type PartsProps = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: PartsProps): Promise<Metadata> {
  const site = await requireSite((await params).site);
  return {
    title: localize("Parts enquiry", site.settings.locale),
    alternates: { canonical: "/parts" },
  };
}

export default async function PartsPage({ params }: PartsProps) {
  const site = await requireSite((await params).site);
  const formSite = await getFormSite(site);
  return (
    <FormPage
      title={localize("Parts enquiry", site.settings.locale)}
      intro="Tell us what you need and we will check stock."
    >
      <LeadForm form={partsEnquiryForm(formSite.options)} site={formSite} />
    </FormPage>
  );
}
