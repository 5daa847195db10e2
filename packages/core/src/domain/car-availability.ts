import { isCarSold, type Car } from "./car.ts";

/**
 * Whether a shopper can buy a car now, as its page says it (the JSON-LD Offer's availability)
 * and as every catalogue says it, so the page and the feeds never disagree:
 * - `sold`: sold (the page shows JUST SOLD while the car stays in the sold window),
 * - `pre_order`: coming soon, or offered ahead of arrival (the `preorder` flag),
 * - `in_stock`: on sale now (a reserved car too: a reservation is a hold that may lapse).
 */
export const CAR_AVAILABILITIES = ["in_stock", "pre_order", "sold"] as const;
export type CarAvailability = (typeof CAR_AVAILABILITIES)[number];

export function carAvailability(
  car: Pick<Car, "isSold" | "status" | "isPreorder">,
): CarAvailability {
  if (isCarSold(car)) return "sold";
  if (car.isPreorder || car.status === "coming_soon") return "pre_order";
  return "in_stock";
}

/** The schema.org ItemAvailability of each state, for the page's JSON-LD Offer. */
export const SCHEMA_ORG_AVAILABILITY = {
  in_stock: "https://schema.org/InStock",
  pre_order: "https://schema.org/PreOrder",
  sold: "https://schema.org/SoldOut",
} as const satisfies Record<CarAvailability, string>;
