import type { CarDetail } from "../domain/car-detail.ts";
import { VIN_PROBLEM_MESSAGES, type VinProblem } from "../domain/vin.ts";
import type { LocaleCode } from "../locale/locale.ts";

/**
 * The catalogue feeds a site's stock goes out in (Meta's automotive inventory catalogue, Google's
 * vehicle listings and Merchant Center vehicle ads, a generic export for marketplaces): their
 * names are the file names under a site's feed URL, `/feeds/{token}/{name}`.
 */
export const CATALOGUE_FEEDS = [
  "meta.csv",
  "meta.xml",
  "google-vehicle-listings.csv",
  "google-vehicle-ads.csv",
  "stock.csv",
  "stock.json",
] as const;
export type CatalogueFeedName = (typeof CATALOGUE_FEEDS)[number];

/** What a feed knows of the site it describes (its URLs, locale and who sells). */
export type CatalogueSite = {
  id: number;
  name: string;
  /** The site's canonical origin, `https://host`, without a trailing slash. */
  origin: string;
  /** The path vehicle pages sit under (`settings.paths.vehicleBase`). */
  vehicleBase: string;
  locale: LocaleCode;
  /** ISO 4217 code of the site's prices: AUD, NZD or USD. */
  currency: string;
  /** The site's vehicle kind from its template (cars, caravans and RVs, motorcycles...). */
  template: string | null;
  /**
   * Whether the site's certified program (settings `stock.certifiedProgram`) is a maker's
   * certified pre-owned program: only then is a certified car "certified pre-owned" to Google
   * and Meta, which mean a manufacturer's program by it. A dealer's own program is not.
   */
  isManufacturerCertified: boolean;
  /** Whether the stock export carries the internal fields (settings `catalogueFeeds`). */
  isExportingInternalFields: boolean;
};

/** One car as a feed reads it: the car with its dealership and location (address, phone). */
type CatalogueCar = CarDetail;

/** Why a car is left out of a feed. */
export type FeedExclusionReason =
  | VinProblem
  | "sold"
  | "reserved"
  | "not-yet-in-stock"
  | "no-image"
  | "no-price"
  | "vehicle-type-not-accepted";

type FeedExclusion = {
  carId: number;
  stockNumber: string;
  reason: FeedExclusionReason;
};

/** What one generation of a feed held: the cars in it and each car left out with its reason. */
export type CatalogueFeedReport = {
  feed: CatalogueFeedName;
  included: number;
  excluded: FeedExclusion[];
};

/** What each exclusion reason tells the dealer, after "The car ...". */
export const FEED_EXCLUSION_MESSAGES = {
  ...VIN_PROBLEM_MESSAGES,
  sold: "is sold: Google lists only vehicles a shopper can buy",
  reserved:
    "is reserved (another shopper paid a deposit): Google lists only vehicles a shopper can buy now",
  "not-yet-in-stock": "is coming soon or on pre-order: Google lists only vehicles on sale now",
  "no-image": "has no photo",
  "no-price": "has no price this feed takes",
  "vehicle-type-not-accepted":
    "is a kind of vehicle this Google feed does not take (vehicle ads: cars and pickups only; vehicle listings: cars, trucks, RVs, ATVs, motorcycles and trailers)",
} as const satisfies Record<FeedExclusionReason, string>;

/**
 * A feed's encoder: turns the site's cars, read a page at a time, into the file's text in
 * chunks, so a 10,000-car feed is never held whole in memory. `report` is complete once the
 * chunks are exhausted.
 */
export type CatalogueFeedEncoder = (
  site: CatalogueSite,
  cars: AsyncIterable<CatalogueCar>,
  report: CatalogueFeedReport,
) => AsyncGenerator<string>;
