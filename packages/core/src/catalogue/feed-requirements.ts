import type { CarDetail } from "../domain/car-detail.ts";
import type { CatalogueFeedName, CatalogueSite, FeedExclusionReason } from "./catalogue-feed.ts";
import { googleVehicleType } from "./google-vehicle-type.ts";
import { feedCountry, feedImages, isListedPrice } from "./listing-values.ts";
import { australianVehiclePrice } from "./vehicle-price-type.ts";

/**
 * What each feed requires of a car before it may list it, from each platform's published rules;
 * a car that misses one is left out with the reason (the first one, in the order listed).
 * - Meta's automotive catalogue requires a VIN of exactly 17 characters, at least one image and
 *   a price (developers.facebook.com/docs/marketing-api/auto-ads/reference).
 * - Google's vehicle listings require a VIN and a price, and take passenger vehicles only
 *   (developers.google.com/vehicle-listings/reference/feed-specification).
 * - Google's vehicle ads require a VIN, an image and a price of a type the country accepts, and
 *   take passenger vehicles only (support.google.com/merchants/answer/11192663).
 * - The generic export is the site's stock as it is: it requires nothing.
 */
export type FeedRequirement = "vehicle-type" | "vin" | "image" | "price" | "vehicle-ads-price";

export const FEED_REQUIREMENTS = {
  "meta.csv": ["vin", "image", "price"],
  "meta.xml": ["vin", "image", "price"],
  "google-vehicle-listings.csv": ["vehicle-type", "vin", "price"],
  "google-vehicle-ads.csv": ["vehicle-type", "vin", "image", "vehicle-ads-price"],
  "stock.csv": [],
  "stock.json": [],
} as const satisfies Record<CatalogueFeedName, readonly FeedRequirement[]>;

/** A VIN is 17 characters (ISO 3779); Meta and Google both refuse any other length. */
export const VIN_LENGTH = 17;

type Check = (site: CatalogueSite, detail: CarDetail) => FeedExclusionReason | null;

const CHECKS: Record<FeedRequirement, Check> = {
  "vehicle-type": (site, { car }) => {
    const type = googleVehicleType(car, site);
    return type.isAccepted ? null : type.reason;
  },
  vin: (_site, { car }) => {
    const vin = car.vin?.trim() ?? "";
    if (!vin) return "no-vin";
    return vin.length === VIN_LENGTH ? null : "vin-not-17-characters";
  },
  image: (site, { car }) => (feedImages(site, car).length > 0 ? null : "no-image"),
  price: (_site, { car }) => (isListedPrice(car.price) ? null : "no-price"),
  // In Australia the price must be drive-away (new cars) or excluding government charges (used).
  "vehicle-ads-price": (site, { car }) => {
    if (feedCountry(site) !== "AU") return isListedPrice(car.price) ? null : "no-price";
    const price = australianVehiclePrice(car);
    return price.isPriced ? null : price.reason;
  },
};

/** Why `feed` leaves the car out, or null when the car meets all the feed requires. */
export function feedExclusionReason(
  feed: CatalogueFeedName,
  site: CatalogueSite,
  detail: CarDetail,
): FeedExclusionReason | null {
  for (const requirement of FEED_REQUIREMENTS[feed]) {
    const reason = CHECKS[requirement](site, detail);
    if (reason) return reason;
  }
  return null;
}
