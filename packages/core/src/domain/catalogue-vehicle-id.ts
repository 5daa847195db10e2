import type { Car } from "./car.ts";

/**
 * The id a vehicle goes by in catalogues and in the pixel events that point at them (spec §3: a
 * vehicle view's content_ids is the stock number): its stock number, or its database id when the
 * dealer gave none. A catalogue item and the events about it must name the same id, so both use
 * this one function.
 */
export function catalogueVehicleId(car: Pick<Car, "id" | "stockNumber">): string {
  return car.stockNumber.trim() || String(car.id);
}
