import { isCarSold, type Car } from "./car.ts";

/**
 * Whether a shopper can buy a car now, as its page says it (the JSON-LD Offer's availability)
 * and as every catalogue says it, so the page and the feeds never disagree:
 * - `sold`: sold (the page shows JUST SOLD while the car stays in the sold window),
 * - `reserved`: another shopper paid a deposit (the page shows RESERVED); a hold that may lapse,
 *   but not a car this shopper can buy now,
 * - `pre_order`: coming soon, or offered ahead of arrival (the `preorder` flag),
 * - `in_stock`: on sale now.
 */
type CarAvailability = "in_stock" | "pre_order" | "reserved" | "sold";

export function carAvailability(
  car: Pick<Car, "isSold" | "status" | "isPreorder" | "isReserved">,
): CarAvailability {
  if (isCarSold(car)) return "sold";
  if (car.isReserved) return "reserved";
  if (car.isPreorder || car.status === "coming_soon") return "pre_order";
  return "in_stock";
}

/**
 * The schema.org ItemAvailability of each state, for the page's JSON-LD Offer
 * (schema.org/ItemAvailability: InStock, PreOrder, Reserved "the item is reserved and therefore
 * not on sale", SoldOut).
 */
export const SCHEMA_ORG_AVAILABILITY = {
  in_stock: "https://schema.org/InStock",
  pre_order: "https://schema.org/PreOrder",
  reserved: "https://schema.org/Reserved",
  sold: "https://schema.org/SoldOut",
} as const satisfies Record<CarAvailability, string>;
