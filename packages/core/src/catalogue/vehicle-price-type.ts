import type { Car } from "../domain/car.ts";
import { isListedPrice } from "./listing-values.ts";

/**
 * Which price Google's vehicle ads get for a car in Australia, and what kind of price it is
 * (support.google.com/merchants/answer/14592783, "Vehicle price type"): a new car must be priced
 * drive-away (drive_away_price or estimated_drive_away_price); a used car drive-away or excluding
 * government charges. The car's drive-away price is its spec §3 `dapprice`; its plain price is
 * the dealer's advertised price before government charges. So a car with a drive-away price is
 * listed at it, a used or demo car without one at its price excluding government charges, and a
 * new car without one has no price Google takes.
 */
export type VehiclePriceType = "drive_away_price" | "excluding_government_charges_price";

export const VEHICLE_PRICE_TYPES = [
  "all_in_price",
  "drive_away_price",
  "estimated_drive_away_price",
  "excluding_government_charges_price",
  "vehicle_base_price",
] as const;

export type AustralianVehiclePrice =
  | { isPriced: true; amount: number; type: VehiclePriceType }
  | { isPriced: false; reason: "no-price" };

export function australianVehiclePrice(
  car: Pick<Car, "carType" | "price" | "dapPrice">,
): AustralianVehiclePrice {
  if (isListedPrice(car.dapPrice)) {
    return { isPriced: true, amount: car.dapPrice, type: "drive_away_price" };
  }
  if (car.carType !== "new" && isListedPrice(car.price)) {
    return { isPriced: true, amount: car.price, type: "excluding_government_charges_price" };
  }
  return { isPriced: false, reason: "no-price" };
}
