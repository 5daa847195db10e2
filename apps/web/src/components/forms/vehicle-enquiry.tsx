"use client";

import { useState } from "react";
import type { LeadCar } from "@forecourt/core/forms/build-lead";
import {
  requestPhotosForm,
  vehicleEnquiryForm,
} from "@forecourt/core/forms/definitions/enquiry-forms";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { localize } from "@forecourt/core/locale/locale";
import { Button } from "../ui/button.tsx";
import { LeadForm } from "./lead-form.tsx";
import { TestDriveDialog } from "./test-drive-dialog.tsx";

/** The car as the enquiry forms need it; `vehicleEnquiryCar(car)` builds it from a Car. */
export type VehicleEnquiryCar = LeadCar & { name: string; tag?: string | null };

export type VehicleEnquiryProps = {
  site: FormSite;
  car: VehicleEnquiryCar;
  /** The car's location, when the lead should go there (ignored when the site fixes it). */
  location?: { id: number; dealershipSlug: string } | null;
  /** Test-drive dates, "YYYY-MM-DD", of the dealership's available appointments. */
  dates: string[];
  /**
   * The car is sold: no test drive or photos, and the enquiry asks about similar vehicles
   * (spec §4 sold label; the dealer still wants the lead).
   */
  isSold?: boolean;
  /** The car offers a test drive (not sold, and not reserved unless the site allows it). */
  hasTestDrive?: boolean;
};

/**
 * Everything a vehicle page offers to enquire: the enquiry form (new/used, event 14/15), the
 * 'Book a Test Drive' dialog (17/48) and a request-photos form. Place inside the page's
 * `#vehicle-enquiry` section.
 */
export function VehicleEnquiry({
  site,
  car,
  location,
  dates,
  isSold = false,
  hasTestDrive = !isSold,
}: VehicleEnquiryProps) {
  const [mode, setMode] = useState<"enquiry" | "photos">("enquiry");
  const { name, tag, ...vehicle } = car;
  const leadCar: LeadCar = {
    ...vehicle,
    ...(location ? { dealership_slug: location.dealershipSlug, location_id: location.id } : {}),
  };
  const options = { ...site.options, carType: car.car_type ?? null, tag: tag ?? null, isSold };
  const form =
    mode === "enquiry" || isSold ? vehicleEnquiryForm(options) : requestPhotosForm(options);
  if (isSold) {
    return (
      <div className="grid gap-4">
        <h3 className="text-lg font-semibold">
          {localize(`Enquire about vehicles like the ${name}`, site.locale)}
        </h3>
        <LeadForm key={form.id} form={form} site={site} car={leadCar} />
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap gap-3">
        {hasTestDrive ? (
          <TestDriveDialog site={site} car={{ ...leadCar, tag, name }} dates={dates} />
        ) : null}
        <Button
          variant="outline"
          aria-pressed={mode === "photos"}
          onClick={() => setMode(mode === "photos" ? "enquiry" : "photos")}
        >
          Request photos
        </Button>
      </div>
      <h3 className="text-lg font-semibold">
        {mode === "enquiry" ? localize(`Enquire about the ${name}`, site.locale) : "Request photos"}
      </h3>
      <LeadForm key={form.id} form={form} site={site} car={leadCar} />
    </div>
  );
}
