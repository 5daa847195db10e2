import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { generalEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { ENQUIRY_TYPES } from "@forecourt/core/forms/lead";
import { slugify } from "@forecourt/core/text/slugify";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { LocationPhones } from "@/components/forms/location-phones";
import { TestDriveDialog } from "@/components/forms/test-drive-dialog";
import { getAppointmentOptions, getFormSite } from "@/server/queries/forms";
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
  const [formSite, locations, slots] = await Promise.all([
    getFormSite(site),
    getLocations(site.id),
    getAppointmentOptions(site),
  ]);
  const wanted = slugify(decodeURIComponent(slug[0] ?? ""));
  const type = ENQUIRY_TYPES.find((t) => slugify(t) === wanted);
  return (
    <FormPage
      title={type ? `Contact us: ${type}` : "Contact us"}
      intro="Send us a message and we will be in touch."
      aside={
        <>
          <LocationPhones locations={locations} />
          <div className="rounded-lg border border-slate-200 p-4">
            <h2 className="text-lg font-semibold">Test drive</h2>
            <p className="mt-1 mb-3 text-sm text-slate-700">Pick a day that suits you.</p>
            <TestDriveDialog site={formSite} slots={slots} />
          </div>
        </>
      }
    >
      <LeadForm
        form={generalEnquiryForm(formSite.options)}
        site={formSite}
        initialValues={type ? { category: type } : {}}
      />
    </FormPage>
  );
}
