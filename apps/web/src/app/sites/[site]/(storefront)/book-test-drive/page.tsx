import type { Metadata } from "next";
import { TEST_DRIVE_TITLE, testDriveForm } from "@forecourt/core/forms/definitions/enquiry-forms";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { getAppointmentDates, getFormSite } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";

type BookTestDriveProps = { params: Promise<{ site: string }> };

// Slots depend on the time of the request: rendered per request, never from cache.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: TEST_DRIVE_TITLE,
  alternates: { canonical: "/book-test-drive" },
};

/** Test-drive booking with dates from the dealership's available appointments (today on). */
export default async function BookTestDrivePage({ params }: BookTestDriveProps) {
  const site = await requireSite((await params).site);
  const [formSite, dates] = await Promise.all([getFormSite(site), getAppointmentDates(site)]);
  return (
    <FormPage title={TEST_DRIVE_TITLE} intro="Pick a day and we will confirm a time with you.">
      <LeadForm form={testDriveForm({ ...formSite.options, dates })} site={formSite} />
    </FormPage>
  );
}
