import type { Car } from "../domain/car.ts";
import { advertisedPrice } from "../stock/advertised-price.ts";

/**
 * Which price Google's vehicle ads get for a car in Australia, and what kind of price it is
 * (support.google.com/merchants/answer/14592783, "Vehicle price type"): a new car must be priced
 * drive-away (drive_away_price or estimated_drive_away_price); a used car drive-away or excluding
 * government charges. The amount is the car's one advertised price (`advertisedPrice`, the same
 * on the page and in every feed): its drive-away price when given, else its price, which in
 * Australia is before government charges. So a new car without a drive-away price has no price
 * Google's Australian vehicle ads take.
 */
type VehiclePriceType = "drive_away_price" | "excluding_government_charges_price";

export const VEHICLE_PRICE_TYPES = [
  "all_in_price",
  "drive_away_price",
  "estimated_drive_away_price",
  "excluding_government_charges_price",
  "vehicle_base_price",
] as const;

type AustralianVehiclePrice =
  | { isPriced: true; amount: number; type: VehiclePriceType }
  | { isPriced: false; reason: "no-price" };

export function australianVehiclePrice(
  car: Pick<Car, "carType" | "price" | "dapPrice">,
): AustralianVehiclePrice {
  const price = advertisedPrice(car);
  if (price?.kind === "drive-away") {
    return { isPriced: true, amount: price.amount, type: "drive_away_price" };
  }
  if (price && car.carType !== "new") {
    return { isPriced: true, amount: price.amount, type: "excluding_government_charges_price" };
  }
  return { isPriced: false, reason: "no-price" };
}
