import { MIN_DISPLAYABLE_PRICE } from "../locale/format-price.ts";
import type { Car } from "../domain/car.ts";

/**
 * The one price a car is advertised at, on every surface that states a single price: the
 * vehicle page's JSON-LD `Offer.price`, Google's vehicle listings and vehicle ads, and Meta's
 * catalogue. Google Merchant Center compares the landing page's price with the feed's, and a
 * shopper should meet the same figure wherever the car is shown, so there is one rule:
 * - the drive-away price (spec §3 `dapprice`, on-road costs included) where the dealer gives one:
 *   it is what the page shows as the car's full cost, and what Google's Australian vehicle ads
 *   require for a new car;
 * - else the car's price (spec §9: the dealer's advertised price; in Australia before government
 *   charges);
 * - else none: the page says "Enquire" and no feed that needs a price lists the car.
 * A price of 10 or less is a placeholder (spec §9), never a price.
 */
type AdvertisedPrice = { amount: number; kind: "drive-away" | "price" };

export function isShownPrice(amount: number | null | undefined): amount is number {
  return amount != null && Number.isFinite(amount) && amount > MIN_DISPLAYABLE_PRICE;
}

export function advertisedPrice(car: Pick<Car, "price" | "dapPrice">): AdvertisedPrice | null {
  if (isShownPrice(car.dapPrice)) return { amount: car.dapPrice, kind: "drive-away" };
  if (isShownPrice(car.price)) return { amount: car.price, kind: "price" };
  return null;
}
