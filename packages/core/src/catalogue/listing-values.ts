import type { Car } from "../domain/car.ts";
import type { CarDetail } from "../domain/car-detail.ts";
import { advertisedPrice, isShownPrice } from "../stock/advertised-price.ts";
import { siteDistance } from "../locale/locale.ts";
import { isPlaceholderImageUrl } from "../stock/primary-image.ts";
import { vehiclePath } from "../stock/vehicle-links.ts";
import { plainText } from "../text/plain-text.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";

/** Values every catalogue writes the same way: prices, distances, links, places and dates. */

/** A price a shopper is shown (spec §9: above 10); anything else is a placeholder. */
const isListedPrice = isShownPrice;

/**
 * "27990 AUD": the amount and the site's ISO 4217 code, as Meta's and Google's feeds write prices.
 * Whole amounts have no decimals; others keep cents ("27990.50 AUD").
 */
export function feedPrice(amount: number, currency: string): string {
  const cents = Math.round(amount * 100);
  const text = cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2);
  return `${text} ${currency.toUpperCase()}`;
}

/**
 * The price to list and the sale price, when there is one, around the car's one advertised price
 * (`advertisedPrice`: drive-away where given, else its price): a car whose earlier price was
 * higher (the "Was" price the vehicle page shows beside its price) lists at the earlier price
 * with its price as the sale price, the way Meta's `price` / `sale_price` pair reads, so the
 * price a shopper pays is the advertised one. A "was" price is of the plain price, never of a
 * drive-away price. Null when the car has no advertised price.
 */
export function listingPrices(
  car: Pick<Car, "price" | "beforePrice" | "dapPrice">,
): { price: number; salePrice: number | null } | null {
  const advertised = advertisedPrice(car);
  if (!advertised) return null;
  if (
    advertised.kind === "price" &&
    isListedPrice(car.beforePrice) &&
    car.beforePrice > advertised.amount
  ) {
    return { price: car.beforePrice, salePrice: advertised.amount };
  }
  return { price: advertised.amount, salePrice: null };
}

/** The odometer in the site's unit, whole units (km on AU and NZ sites, miles on US sites). */
export const feedMileage = siteDistance;

/** ISO 3166 country of a site, from its locale ("en-AU" is AU). */
export function feedCountry(site: Pick<CatalogueSite, "locale">): string {
  return site.locale.slice(site.locale.indexOf("-") + 1);
}

/** A stored path ("/media/x.jpg") made absolute on the site's origin; absolute URLs are kept. */
export function absoluteOnOrigin(site: Pick<CatalogueSite, "origin">, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${site.origin}${url.startsWith("/") ? "" : "/"}${url}`;
}

/** The vehicle's page on the site. */
export function vehicleUrl(
  site: Pick<CatalogueSite, "origin" | "vehicleBase">,
  car: Pick<Car, "slug">,
): string {
  return `${site.origin}${vehiclePath(site, car.slug)}`;
}

type FeedImage = { url: string; alt: string };

/**
 * The car's pictures for a catalogue, main picture first, each once, placeholders left out, URLs
 * absolute. Where the site shows the first thumbnail in place of a placeholder primary image
 * (spec §3, `primaryImageUrl`), a catalogue gets the first photo at full size: platforms refuse
 * or blur small images.
 */
export function feedImages(site: Pick<CatalogueSite, "origin">, car: Car): FeedImage[] {
  const primary = car.primaryImageUrl;
  const pictures: FeedImage[] = [];
  const seen = new Set<string>();
  const add = (url: string, alt: string) => {
    if (isPlaceholderImageUrl(url)) return;
    const absolute = absoluteOnOrigin(site, url);
    if (seen.has(absolute)) return;
    seen.add(absolute);
    pictures.push({ url: absolute, alt });
  };
  if (primary) add(primary, car.images.find((image) => image.url === primary)?.alt ?? "");
  for (const image of car.images) add(image.url, image.alt);
  return pictures;
}

/**
 * The code a catalogue knows the car's seller by (Google's `store_code`, Meta's `dealer_id`): the
 * store code the dealer set for the car's location (`googleStoreCode`, its Google Business
 * Profile's, which vehicle ads match stores by), else the slug of the car's location, else of
 * its dealership. Slugs are unique within a site and unchanged when a location is renamed.
 */
export function feedStoreCode({ car, dealership, location }: CarDetail): string {
  return (
    location?.googleStoreCode?.trim() || (location?.slug ?? car.location?.slug ?? dealership.slug)
  );
}

/** The Google Place ID of the car's location's Business Profile, where the dealer set one. */
export function feedPlaceId({ location }: CarDetail): string {
  return location?.address.placeId?.trim() ?? "";
}

/** Where the car is: its location's address, or the city and state the car itself carries. */
export function feedAddress({ car, location }: CarDetail): {
  street: string;
  city: string;
  region: string;
  postcode: string;
  latitude: number | null;
  longitude: number | null;
} {
  const address = location?.address;
  return {
    street: address?.street ?? "",
    city: address?.city || car.location?.city || "",
    region: address?.state || car.location?.state || "",
    postcode: address?.postcode ?? "",
    latitude: address?.lat ?? null,
    longitude: address?.long ?? null,
  };
}

/** The number shoppers call about the car: its location's, as the vehicle page shows it. */
export function feedPhone({ car, location }: CarDetail): string {
  return location?.phone ?? car.location?.phone ?? "";
}

/** ISO 8601 calendar date (UTC) of a moment: 2026-10-01. */
export function feedDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

const graphemes = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/**
 * Text cut to a platform's length limit (counted in UTF-16 units, the longest count a platform
 * may use), an ellipsis marking the cut. The cut falls between characters as a reader sees them
 * (grapheme clusters: an emoji, a flag, a letter and its accent stay whole), never inside one.
 */
export function clipText(text: string, length: number): string {
  if (text.length <= length) return text;
  let kept = "";
  for (const { segment } of graphemes.segment(text)) {
    if (kept.length + segment.length > length - 1) break;
    kept += segment;
  }
  return `${kept.trimEnd()}…`;
}

/** A dealer's description as the platforms take it: plain text (`plainText`), trimmed. */
export function feedDescription(description: string | null): string {
  return plainText(description ?? "").trim();
}
