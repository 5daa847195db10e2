import { catalogueVehicleId } from "../domain/catalogue-vehicle-id.ts";
import type { Car } from "../domain/car.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";
import { feedExclusionReason } from "./feed-requirements.ts";

/**
 * The car's id in Meta's automotive catalogue (core `catalogueVehicleId`, the feed's
 * `vehicle_id`) when the Meta feed carries the car, by the feed's own rule
 * (`feedExclusionReason`); null when it leaves the car out (no VIN, photo or price). A pixel
 * event names only such ids: one the catalogue does not hold matches nothing and shows in Events
 * Manager as an unmatched id. Worked out on the server, where a card or a form about the car is
 * made, so the browser gets the answer and not the feed's rules.
 */
export function metaCatalogueId(car: Car, site: CatalogueSite): string | null {
  return feedExclusionReason("meta.csv", site, { car }) === null ? catalogueVehicleId(car) : null;
}

/**
 * The Meta catalogue ids of those of `cars` the catalogue carries, in their order: what a
 * search event about a page of cars names (the others are left out, not the event).
 */
export function metaCatalogueIds(cars: readonly Car[], site: CatalogueSite): string[] {
  return cars.flatMap((car) => metaCatalogueId(car, site) ?? []);
}
