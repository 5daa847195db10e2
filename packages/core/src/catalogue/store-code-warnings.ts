import type { CarDetail } from "../domain/car-detail.ts";
import type { CatalogueFeedName } from "./catalogue-feed.ts";
import { feedStoreCode } from "./listing-values.ts";

/** A seller whose slug a feed sends as its store code: its name and that slug. */
export type SlugStoreCode = { name: string; slug: string };

/**
 * The location (or dealership) whose slug goes out as a car's `store_code` for want of a Google
 * store code (`feedStoreCode`), or null when the car's location has one.
 */
export function slugStoreCode(detail: CarDetail): SlugStoreCode | null {
  const { car, dealership, location } = detail;
  if (location?.googleStoreCode?.trim()) return null;
  return {
    name: location?.name ?? car.location?.name ?? dealership.name,
    slug: feedStoreCode(detail),
  };
}

/** The feeds Google matches to stores by store code: a slug there matches no Business Profile. */
const STORE_CODE_FEEDS: readonly CatalogueFeedName[] = [
  "google-vehicle-ads.csv",
  "google-vehicle-listings.csv",
];

/**
 * A warning for each seller whose slug a Google feed sends as the store code of its cars: Google
 * matches vehicle ads to stores by the store code of the location's Google Business Profile
 * ("Create a primary feed", support.google.com/merchants/answer/11192663; "The store code
 * attribute is case-sensitive and must match the store codes submitted in your Business Profile",
 * support.google.com/merchants/answer/11190480), which is rarely the platform's slug.
 */
export function storeCodeWarnings(
  feed: CatalogueFeedName,
  sellers: Iterable<SlugStoreCode>,
): string[] {
  if (!STORE_CODE_FEEDS.includes(feed)) return [];
  const bySlug = new Map<string, SlugStoreCode>();
  for (const seller of sellers) bySlug.set(seller.slug, seller);
  return [...bySlug.values()].map(
    ({ name, slug }) =>
      `${feed} sends "${slug}", the slug of ${name}, as its cars' store_code: the location has no Google store code, and Google matches cars to stores by the store code of the location's Google Business Profile. Set it in the console (the location's Google store code) or as the location's google_store_code.`,
  );
}
