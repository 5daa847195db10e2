import { WEEKDAYS, type Address, type Location, type OpeningHours } from "../domain/location.ts";

/** A street address in Newcastle NSW, with its place and a map key; `fields` replace any of it. */
export const testAddress = (fields: Partial<Address> = {}): Address => ({
  street: "12 Harbour Rd",
  city: "Newcastle",
  state: "NSW",
  postcode: "2300",
  lat: -32.9283,
  long: 151.7817,
  placeId: "ChIJ_demo_place",
  placeUrl: null,
  full: "12 Harbour Rd, Newcastle NSW 2300",
  mapUrl: null,
  mapKey: "AIzaDemoKey_123-abc",
  ...fields,
});

/** Open 08:00 to 17:30 every day but Sunday. */
const WEEK_HOURS = Object.fromEntries(
  WEEKDAYS.map((day) => [
    day,
    day === "sunday" ? { status: "closed" } : { status: "open", open: "08:00", close: "17:30" },
  ]),
) as OpeningHours;

/** The sales yard at {@link testAddress} of a site's first dealership; `fields` replace any. */
export const testLocation = (fields: Partial<Location> = {}): Location => ({
  id: 7,
  websiteId: 1,
  dealershipId: 1,
  dealershipSlug: "harbour-motors",
  name: "Harbour Motors Newcastle",
  slug: "newcastle",
  locationTypes: ["sales"],
  isPrimary: true,
  isVisible: true,
  phone: null,
  email: null,
  socialUrls: {},
  openingHours: WEEK_HOURS,
  address: testAddress(),
  reviews: { count: 0, averageRating: null },
  distributionLocations: [],
  googleStoreCode: null,
  ...fields,
});
