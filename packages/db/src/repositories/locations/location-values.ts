import type { Address } from "@forecourt/core/domain/location";
import { formatAddress } from "@forecourt/core/locale/dictionary";
import type { AddressInput, LocationCreate, LocationPatch } from "@forecourt/core/site/site-input";
import { parseSiteSettings } from "@forecourt/core/site/site-settings";
import type { locations } from "../../schema.ts";

type LocationColumns = Partial<
  Pick<
    typeof locations.$inferInsert,
    | "slug"
    | "name"
    | "dealershipId"
    | "locationTypes"
    | "isPrimary"
    | "isVisible"
    | "phone"
    | "email"
    | "address"
    | "openingHours"
    | "socialUrls"
    | "distributionLocations"
    | "googleStoreCode"
  >
>;

/** What a location's stored address needs of its site: its locale (the address's shape) and name. */
type AddressSite = { name: string; settings: unknown };

/**
 * The stored address: the fields sent, plus the one-line address in the site's locale and a map
 * search for the site's name at it (as every location's "Get directions" link has it).
 */
function storedAddress(input: AddressInput, site: AddressSite): Address {
  const parsed = parseSiteSettings(site.settings);
  const locale = parsed.ok ? parsed.settings.locale : "en-AU";
  const full = formatAddress(input, locale);
  return {
    street: input.street,
    city: input.city,
    state: input.state,
    postcode: input.postcode,
    lat: input.lat ?? null,
    long: input.long ?? null,
    placeId: input.place_id ?? null,
    placeUrl: input.place_url ?? null,
    full,
    mapUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${site.name} ${full}`)}`,
    mapKey: input.map_key ?? null,
  };
}

/**
 * The columns an API or site-document location sets, only those it names; `dealership` is
 * given as the id the caller found for its slug.
 */
export function locationValues(
  input: LocationCreate | LocationPatch,
  { dealershipId, site }: { dealershipId?: number; site: AddressSite },
): LocationColumns {
  const values: LocationColumns = {};
  if (input.slug !== undefined) values.slug = input.slug;
  if (input.name !== undefined) values.name = input.name;
  if (dealershipId !== undefined) values.dealershipId = dealershipId;
  if (input.location_types !== undefined) values.locationTypes = input.location_types;
  if (input.primary !== undefined) values.isPrimary = input.primary;
  if (input.visible !== undefined) values.isVisible = input.visible;
  if (input.phone !== undefined) values.phone = input.phone;
  if (input.email !== undefined) values.email = input.email;
  if (input.address !== undefined) values.address = storedAddress(input.address, site);
  if (input.opening_hours !== undefined) values.openingHours = input.opening_hours;
  if (input.social_urls !== undefined) values.socialUrls = input.social_urls;
  if (input.distribution_locations !== undefined)
    values.distributionLocations = input.distribution_locations;
  if (input.google_store_code !== undefined) values.googleStoreCode = input.google_store_code;
  return values;
}
