import { COLLECTOR_LIMITS } from "./collector-limits.ts";

/**
 * The content type of a Meta event about vehicles: Meta matches an event to an automotive
 * inventory catalogue's items only with "vehicle" ("product" matches a commerce catalogue).
 */
export const META_VEHICLE_CONTENT_TYPE = "vehicle";

/** Meta's catalogue fields of an event about cars. */
export type PixelContent = {
  content_ids: string[];
  content_type: typeof META_VEHICLE_CONTENT_TYPE;
};

/**
 * The product fields the Meta pixel matches an event to catalogue items by (ViewContent,
 * Search, AddToWishlist, Lead): `content_ids`, the cars' catalogue ids (catalogueVehicleId, the
 * feed's vehicle_id) in the order given, and `content_type` "vehicle". None for an event about no car.
 * The same event goes to the first-party collector, which takes lists of at most
 * `COLLECTOR_LIMITS.listItems`: a longer list (a search page of 24 cars) names the first ones.
 */
export function pixelContent(contentIds: readonly string[]): PixelContent | Record<never, never> {
  if (contentIds.length === 0) return {};
  return {
    content_ids: contentIds.slice(0, COLLECTOR_LIMITS.listItems),
    content_type: META_VEHICLE_CONTENT_TYPE,
  };
}
