import { catalogueVehicleId } from "../domain/catalogue-vehicle-id.ts";
import { COLLECTOR_LIMITS } from "./collector-limits.ts";

/** Meta's product fields of an event about cars. */
export type PixelContent = { content_ids: string[]; content_type: "product" };

/**
 * The product fields the Meta pixel matches an event to catalogue items by (ViewContent,
 * Search, AddToWishlist, Lead): `content_ids`, the cars' catalogue ids (catalogueVehicleId, the
 * feed's vehicle_id) in the order given, and `content_type`. None for an event about no car.
 * The same event goes to the first-party collector, which takes lists of at most
 * `COLLECTOR_LIMITS.listItems`: a longer list (a search page of 24 cars) names the first ones.
 */
export function pixelContent(contentIds: readonly string[]): PixelContent | Record<never, never> {
  if (contentIds.length === 0) return {};
  return { content_ids: contentIds.slice(0, COLLECTOR_LIMITS.listItems), content_type: "product" };
}

/**
 * The catalogue id of the car a lead is about (the lead's `car_id` and `stock_number`), or null
 * for a lead about no car of the stock.
 */
export function leadCatalogueId(
  car: { car_id?: string | number; stock_number?: string } | undefined,
): string | null {
  if (car?.car_id === undefined) return null;
  const id = Number(car.car_id);
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  return catalogueVehicleId({ id, stockNumber: car.stock_number ?? "" });
}
