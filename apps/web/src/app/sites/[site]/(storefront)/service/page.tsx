import type { Metadata } from "next";
import { serviceBookingForm } from "@forecourt/core/forms/definitions/booking-forms";
import { FormPage } from "@/components/forms/form-page";
import { LeadForm } from "@/components/forms/lead-form";
import { LocationPhones } from "@/components/forms/location-phones";
import { getFormSite, getServiceSlotOptions } from "@/server/queries/forms";
import { requireSite } from "@/server/queries/site";
import { getLocations } from "@/server/queries/storefront";

type ServiceProps = { params: Promise<{ site: string }> };

// Slots depend on the time of the request: rendered per request, never from cache.
export const dynamic = "force-dynamic";

export const metadata: Metadata = {
  title: "Book a Service",
  alternates: { canonical: "/service" },
};

/** Service booking with the service location's available slots. */
export default async function ServicePage({ params }: ServiceProps) {
  const site = await requireSite((await params).site);
  const [formSite, slots, locations] = await Promise.all([
    getFormSite(site),
    getServiceSlotOptions(site),
    getLocations(site.id),
  ]);
  const service = locations.filter((l) => l.locationTypes.includes("service"));
  return (
    <FormPage
      title="Book a Service"
      intro="Choose a time that suits you; we will confirm your booking."
      aside={<LocationPhones locations={service.length > 0 ? service : locations} />}
    >
      <LeadForm form={serviceBookingForm({ ...formSite.options, slots })} site={formSite} />
    </FormPage>
  );
}
