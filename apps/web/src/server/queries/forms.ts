import "server-only";
import { cache } from "react";
import {
  availableDates,
  availableSlots,
  formatBookingSlot,
  type AvailabilityOptions,
} from "@forecourt/core/forms/availability";
import { formSiteFor, type FormSite, type FormVehicleMake } from "@forecourt/core/forms/form-site";
import { displayMake } from "@forecourt/core/search/make-aliases";
import type { Location, LocationType } from "@forecourt/core/domain/location";
import type { StockSummary } from "@forecourt/core/domain/site";
import type { Site } from "@forecourt/core/site/site";
import { currentSearchHour } from "./stock-scope.ts";
import { getLocations, getStockSummaryCached } from "./storefront.ts";

type BookingOption = { value: string; label: string };

/** What the site's form components need (the `site` prop of every form component). */
export async function getFormSite(site: Site): Promise<FormSite> {
  const [locations, stock] = await Promise.all([
    getLocations(site.id),
    getStockSummaryCached(site.id, currentSearchHour()),
  ]);
  return formSiteFor(site, locations, { vehicles: vehiclesInStock(stock) });
}

/**
 * The `site` prop of forms that ask nothing of the stock (no make or model select): the chat's
 * form and a vehicle's enquiry and test drive. One object per site and render, so a page showing
 * several of them (the layout's chat and the page's forms) sends it once in its component
 * payload, the later ones as references to the first.
 */
export const getContactFormSite = cache(async (site: Site): Promise<FormSite> =>
  formSiteFor(site, await getLocations(site.id)),
);

/** The stock's makes as shoppers see them (§7 display names), each with its models, sorted. */
function vehiclesInStock(stock: StockSummary): FormVehicleMake[] {
  const byMake = new Map<string, Set<string>>();
  for (const { name } of stock.makes) byMake.set(displayMake(name), new Set());
  for (const { make, name } of stock.models) {
    const shown = displayMake(make);
    if (!byMake.has(shown)) byMake.set(shown, new Set());
    byMake.get(shown)!.add(name);
  }
  return [...byMake]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([make, models]) => ({ make, models: [...models].sort((a, b) => a.localeCompare(b)) }));
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

/** Which location's hours a booking asks (`bookingLocation`), and the time it is asked at. */
type BookingOptions = { locationId?: number | null; now?: Date };

/** The hours bookings of `type` are offered in: its location's, in the site's time zone, from now. */
async function bookingHours(
  site: Site,
  type: LocationType,
  options: BookingOptions,
): Promise<AvailabilityOptions | null> {
  const location = bookingLocation(await getLocations(site.id), type, options.locationId);
  if (!location) return null;
  return {
    openingHours: location.openingHours,
    timeZone: site.settings.timeZone,
    now: options.now ?? new Date(),
  };
}

/**
 * Test-drive dates, "YYYY-MM-DD" (spec §2: the dealership's available appointments), computed
 * at request time from the sales location's opening hours in the site's time zone. The
 * test-drive form labels them in the site's locale.
 */
export async function getAppointmentDates(
  site: Site,
  options: BookingOptions = {},
): Promise<string[]> {
  const hours = await bookingHours(site, "sales", options);
  return hours ? availableDates(hours).map((d) => d.date) : [];
}

/** Service slots of the site's service location, as the service form offers them. */
export async function getServiceSlotOptions(
  site: Site,
  options: BookingOptions = {},
): Promise<BookingOption[]> {
  const hours = await bookingHours(site, "service", options);
  if (!hours) return [];
  return availableSlots(hours).map((slot) => ({
    value: `${slot.date} ${slot.time}`,
    label: formatBookingSlot(slot, site.settings.locale),
  }));
}
