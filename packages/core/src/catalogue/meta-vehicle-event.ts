import { pixelContent, type PixelContent } from "../analytics/pixel-content.ts";
import type { CarDetail } from "../domain/car-detail.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";
import { metaCatalogueId } from "./meta-catalogue-id.ts";
import { metaListing, type MetaListing } from "./meta-listing.ts";

/**
 * The automotive parameters Meta recommends on a vehicle event (ViewContent, Lead), so it can
 * match the event to its catalogue and build audiences by vehicle: make, model, year,
 * state_of_vehicle, postal_code and country, with the values the Meta feed gives the car.
 */
type MetaVehicleParameters = Pick<MetaListing, "make" | "model" | "year"> & {
  state_of_vehicle: MetaListing["state_of_vehicle"];
  postal_code?: string;
  country: string;
};

/**
 * A vehicle event's Meta fields: the automotive parameters, and `content_ids` / `content_type`
 * only when the Meta catalogue carries the car (`metaCatalogueId`, the rule the feed applies).
 */
export function metaVehicleEvent(
  detail: CarDetail,
  site: CatalogueSite,
): MetaVehicleParameters & (PixelContent | Record<never, never>) {
  const listing = metaListing(detail, site);
  const catalogueId = metaCatalogueId(detail.car, site);
  return {
    ...(catalogueId === null ? {} : pixelContent([catalogueId])),
    make: listing.make,
    model: listing.model,
    year: listing.year,
    state_of_vehicle: listing.state_of_vehicle,
    ...(listing.address.postal_code ? { postal_code: listing.address.postal_code } : {}),
    country: listing.address.country,
  };
}
