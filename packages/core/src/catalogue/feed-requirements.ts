import { carAvailability } from "../domain/car-availability.ts";
import type { CarDetail } from "../domain/car-detail.ts";
import { checkVin } from "../domain/vin.ts";
import type { CatalogueFeedName, CatalogueSite, FeedExclusionReason } from "./catalogue-feed.ts";
import { googleVehicleType } from "./google-vehicle-type.ts";
import { feedCountry, feedImages, listingPrices } from "./listing-values.ts";
import { australianVehiclePrice } from "./vehicle-price-type.ts";

/**
 * What each feed requires of a car before it may list it, from each platform's published rules;
 * a car that misses one is left out with the reason (the first one, in the order listed).
 * - Meta's automotive catalogue requires a VIN, at least one image and a price
 *   (developers.facebook.com/docs/marketing-api/auto-ads/reference); it takes sold and pending
 *   vehicles, marked by `availability`.
 * - Google's vehicle listings require a VIN valid by NHTSA's rule and a price, take cars, trucks,
 *   RVs, ATVs, motorcycles and trailers (developers.google.com/vehicle-listings/reference/policy),
 *   and list only vehicles for sale (not sold, reserved or yet to arrive): the feed has no
 *   availability field
 *   (developers.google.com/vehicle-listings/reference/feed-specification).
 * - Google's vehicle ads require a VIN, an image and a price of a type the country accepts, take
 *   passenger cars and pickups only (support.google.com/merchants/answer/11544533), and a vehicle that
 *   is not for sale is left out rather than shown as one (availability is only for made-to-order
 *   vehicles there).
 * - The generic export is the site's stock as it is: it requires nothing.
 */
type FeedRequirement =
  "for-sale" | "vehicle-type" | "vin" | "image" | "price" | "vehicle-ads-price";

const FEED_REQUIREMENTS = {
  "meta.csv": ["vin", "image", "price"],
  "meta.xml": ["vin", "image", "price"],
  "google-vehicle-listings.csv": ["for-sale", "vehicle-type", "vin", "price"],
  "google-vehicle-ads.csv": ["for-sale", "vehicle-type", "vin", "image", "vehicle-ads-price"],
  "stock.csv": [],
  "stock.json": [],
} as const satisfies Record<CatalogueFeedName, readonly FeedRequirement[]>;

// Every requirement reads the car alone: a car card (no dealership or location) is checked alike.
type Check = (
  site: CatalogueSite,
  detail: Pick<CarDetail, "car">,
  feed: CatalogueFeedName,
) => FeedExclusionReason | null;

const CHECKS: Record<FeedRequirement, Check> = {
  // The same state the vehicle page's JSON-LD gives (core `carAvailability`).
  "for-sale": (_site, { car }) => {
    const availability = carAvailability(car);
    if (availability === "sold") return "sold";
    if (availability === "reserved") return "reserved";
    return availability === "pre_order" ? "not-yet-in-stock" : null;
  },
  "vehicle-type": (site, { car }, feed) => {
    if (feed !== "google-vehicle-ads.csv" && feed !== "google-vehicle-listings.csv") return null;
    const type = googleVehicleType(car, site, feed);
    return type.isAccepted ? null : type.reason;
  },
  vin: (site, { car }) => {
    const vin = checkVin(car.vin, {
      year: car.year,
      currentYear: new Date().getUTCFullYear(),
      isUnitedStatesMarket: feedCountry(site) === "US",
    });
    return vin.isValid ? null : vin.reason;
  },
  image: (site, { car }) => (feedImages(site, car).length > 0 ? null : "no-image"),
  price: (_site, { car }) => (listingPrices(car) ? null : "no-price"),
  // In Australia the price must be drive-away (new cars) or excluding government charges (used).
  "vehicle-ads-price": (site, { car }) => {
    if (feedCountry(site) !== "AU") return listingPrices(car) ? null : "no-price";
    const price = australianVehiclePrice(car);
    return price.isPriced ? null : price.reason;
  },
};

/** Why `feed` leaves the car out, or null when the car meets all the feed requires. */
export function feedExclusionReason(
  feed: CatalogueFeedName,
  site: CatalogueSite,
  detail: Pick<CarDetail, "car">,
): FeedExclusionReason | null {
  for (const requirement of FEED_REQUIREMENTS[feed]) {
    const reason = CHECKS[requirement](site, detail, feed);
    if (reason) return reason;
  }
  return null;
}
