import "server-only";
import {
  availableDates,
  availableSlots,
  formatBookingDate,
  formatBookingSlot,
} from "@forecourt/core/forms/availability";
import { formSiteFor, type FormSite } from "@forecourt/core/forms/form-site";
import type { Location, LocationType } from "@forecourt/core/domain/location";
import type { Site } from "@forecourt/core/domain/site";
import { getLocations } from "./storefront.ts";

export type BookingOption = { value: string; label: string };

/** What the site's form components need (the `site` prop of every form component). */
export async function getFormSite(site: Site): Promise<FormSite> {
  return formSiteFor(site, await getLocations(site.id));
}

/** The location that takes a kind of booking: the one asked for, else one of the type, else the primary. */
export function bookingLocation(
  locations: readonly Location[],
  type: LocationType,
  locationId?: number | null,
): Location | null {
  return (
    locations.find((l) => l.id === locationId) ??
    locations.find((l) => l.locationTypes.includes(type)) ??
    locations.find((l) => l.isPrimary) ??
    locations[0] ??
    null
  );
}

/**
 * Test-drive dates (spec §2: the dealership's available appointments), computed at request
 * time from the sales location's opening hours in the site's time zone.
 */
export async function getAppointmentOptions(
  site: Site,
  options: { locationId?: number | null; now?: Date } = {},
): Promise<BookingOption[]> {
  const location = bookingLocation(await getLocations(site.id), "sales", options.locationId);
  if (!location) return [];
  return availableDates({
    openingHours: location.openingHours,
    timeZone: site.settings.timeZone,
    now: options.now ?? new Date(),
  }).map((d) => ({ value: d.date, label: formatBookingDate(d.date, site.settings.locale) }));
}

/** Service slots of the site's service location, as the service form offers them. */
export async function getServiceSlotOptions(
  site: Site,
  options: { locationId?: number | null; now?: Date } = {},
): Promise<BookingOption[]> {
  const location = bookingLocation(await getLocations(site.id), "service", options.locationId);
  if (!location) return [];
  return availableSlots({
    openingHours: location.openingHours,
    timeZone: site.settings.timeZone,
    now: options.now ?? new Date(),
  }).map((slot) => ({
    value: `${slot.date} ${slot.time}`,
    label: formatBookingSlot(slot, site.settings.locale),
  }));
}
