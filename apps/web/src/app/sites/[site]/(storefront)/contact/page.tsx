import type { Metadata } from "next";
import { generalEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { ContactAside } from "@/components/forms/contact-aside";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { getAppointmentDates, getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";
import { getLocations } from "@/server/queries/storefront";

type ContactProps = { params: Promise<{ site: string }> };

// Test-drive dates depend on the time of the request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Contact us",
  alternates: { canonical: "/contact" },
};

/** General enquiry (category required) and the site's locations' phone numbers. */
export default async function ContactPage({ params }: ContactProps) {
  const site = await requireSite((await params).site);
  const [formSite, locations, dates] = await Promise.all([
    getFormSite(site),
    getLocations(site.id),
    getAppointmentDates(site),
  ]);
  return (
    <FormPage
      title="Contact us"
      intro="Send us a message and we will be in touch."
      aside={<ContactAside site={formSite} locations={locations} dates={dates} />}
    >
      <LeadForm form={generalEnquiryForm(formSite.options)} site={formSite} />
    </FormPage>
  );
}
