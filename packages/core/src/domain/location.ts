/** A dealership location (spec §3 Location). */

export const LOCATION_TYPES = ["sales", "service", "parts"] as const;
export type LocationType = (typeof LOCATION_TYPES)[number];

export const WEEKDAYS = [
  "monday",
  "tuesday",
  "wednesday",
  "thursday",
  "friday",
  "saturday",
  "sunday",
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** Times are "HH:MM" in the location's own time zone. */
export type DayHours = { status: "open"; open: string; close: string } | { status: "closed" };
export type OpeningHours = Record<Weekday, DayHours>;

export type Address = {
  street: string;
  city: string;
  state: string;
  postcode: string;
  lat: number | null;
  long: number | null;
  placeId: string | null;
  /** The location's own page on the map service (its place listing), linked as "Get directions". */
  placeUrl: string | null;
  full: string;
  mapUrl: string | null;
  /**
   * The map service's browser key for this location's embedded map: a public, referrer-bound
   * key (it is part of the map's URL), not a secret.
   */
  mapKey: string | null;
};

export type Location = {
  id: number;
  websiteId: number;
  dealershipId: number;
  dealershipSlug: string;
  name: string;
  slug: string;
  locationTypes: LocationType[];
  isPrimary: boolean;
  isVisible: boolean;
  phone: string | null;
  email: string | null;
  socialUrls: Record<string, string>;
  openingHours: OpeningHours;
  address: Address;
  reviews: { count: number; averageRating: number | null };
  /** Slugs of the site's other locations whose shoppers this location's stock is offered to. */
  distributionLocations: string[];
  /**
   * The location's store code in the dealer's Google Business Profile (Google's `store_code`),
   * which rarely equals its slug; null when the dealer set none.
   */
  googleStoreCode: string | null;
};
