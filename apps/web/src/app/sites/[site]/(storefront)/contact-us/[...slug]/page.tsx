import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { generalEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { ENQUIRY_TYPES } from "@forecourt/core/forms/lead";
import { slugify } from "@forecourt/core/text/slugify";
import { ContactAside } from "@/components/forms/contact-aside";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { getAppointmentDates, getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";
import { getLocations } from "@/server/queries/storefront";

type ContactUsProps = { params: Promise<{ site: string; slug: string[] }> };

// Test-drive dates depend on the time of the request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Contact us" };

/**
 * /contact-us/... : the general enquiry; a first segment naming an enquiry type
 * (e.g. /contact-us/service) starts the form on that type. Deeper paths are not pages.
 */
export default async function ContactUsPage({ params }: ContactUsProps) {
  const { site: key, slug } = await params;
  if (slug.length > 2) notFound();
  const site = await requireSite(key);
  const [formSite, locations, dates] = await Promise.all([
    getFormSite(site),
    getLocations(site.id),
    getAppointmentDates(site),
  ]);
  const wanted = slugify(decodeURIComponent(slug[0] ?? ""));
  const type = ENQUIRY_TYPES.find((t) => slugify(t) === wanted);
  return (
    <FormPage
      title={type ? `Contact us: ${type}` : "Contact us"}
      intro="Send us a message and we will be in touch."
      aside={<ContactAside site={formSite} locations={locations} dates={dates} />}
    >
      <LeadForm
        form={generalEnquiryForm(formSite.options)}
        site={formSite}
        initialValues={type ? { category: type } : {}}
      />
    </FormPage>
  );
}
