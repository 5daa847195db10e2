import type { Metadata } from "next";
import { generalEnquiryForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { LocationPhones } from "@/components/forms/location-phones";
import { TestDriveDialog } from "@/components/forms/test-drive-dialog";
import { getAppointmentOptions, getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";
import { getLocations } from "@/server/queries/storefront";

type ContactProps = { params: Promise<{ site: string }> };

// Test-drive dates depend on the time of the request.
export const dynamic = "force-dynamic";

export const metadata: Metadata = { title: "Contact us" };

/** General enquiry (category required) and the site's locations' phone numbers. */
export default async function ContactPage({ params }: ContactProps) {
  const site = await requireSite((await params).site);
  const [formSite, locations, slots] = await Promise.all([
    getFormSite(site),
    getLocations(site.id),
    getAppointmentOptions(site),
  ]);
  return (
    <FormPage
      title="Contact us"
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
      <LeadForm form={generalEnquiryForm(formSite.options)} site={formSite} />
    </FormPage>
  );
}
