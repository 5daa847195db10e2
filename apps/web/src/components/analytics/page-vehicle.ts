import type { metaVehicleEvent } from "@forecourt/core/catalogue/meta-vehicle-event";

/** A vehicle's Meta event fields (core `metaVehicleEvent`), as the server worked them out. */
export type MetaVehicleFields = ReturnType<typeof metaVehicleEvent>;

/** The Meta fields of the cars this page's forms are about, by each key a form names one by. */
const known = new Map<string, MetaVehicleFields>();

/**
 * Keeps a car's Meta fields while a page about it is shown (the vehicle page's view event, a
 * finance or trade-in page given the car), under each key a lead may name the car by (its id,
 * its slug): a lead sent about that car keeps them for its conversion on the success page,
 * which knows only what was stored. Answers the function that forgets them again.
 */
export function rememberPageVehicle(
  keys: readonly (string | number)[],
  meta: MetaVehicleFields,
): () => void {
  const names = keys.map(String);
  for (const name of names) known.set(name, meta);
  return () => {
    for (const name of names) if (known.get(name) === meta) known.delete(name);
  };
}

/** The page's Meta fields of the car a lead names (`car_id`: its id or slug), else null. */
export function pageVehicleMeta(
  carId: string | number | null | undefined,
): MetaVehicleFields | null {
  if (carId === null || carId === undefined || carId === "") return null;
  return known.get(String(carId)) ?? null;
}
