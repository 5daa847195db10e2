import type { metaVehicleEvent } from "@forecourt/core/catalogue/meta-vehicle-event";

/** A vehicle's Meta event fields (core `metaVehicleEvent`), as the vehicle page has them. */
export type MetaVehicleFields = ReturnType<typeof metaVehicleEvent>;

let current: { carId: number; meta: MetaVehicleFields } | null = null;

/**
 * The vehicle page's car's Meta fields, set by its view event: a lead sent about that car on the
 * page keeps them for its Lead event on the success page (which knows only what was stored).
 */
export function setPageVehicle(vehicle: { carId: number; meta: MetaVehicleFields } | null): void {
  current = vehicle;
}

/** The page's Meta fields of car `carId`, or null when the page is not that car's. */
export function pageVehicleMeta(carId: number | null): MetaVehicleFields | null {
  return current !== null && current.carId === carId ? current.meta : null;
}
