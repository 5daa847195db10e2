import { z } from "zod";
import { isCarSold, type Car } from "../domain/car.ts";
import { emptySearchState, serializeSearchState } from "../search/search-state.ts";
import type { PathSettings } from "../domain/path-settings.ts";
import type { PriceDisplay } from "../locale/format-price.ts";
import type { LabelSettings } from "../stock/stock-settings.ts";
import { primaryImageUrl } from "../stock/primary-image.ts";
import { vehiclePath } from "../stock/vehicle-links.ts";
import { MAX_FAVOURITES, type Favourite } from "./favourites.ts";

/** What a saved car is now: still for sale, on hold, gone to a buyer, or no longer listed. */
type GarageCarState = "available" | "reserved" | "sold" | "removed";

/** A saved car as the garage shows it, read live from stock. */
export type GarageCar = {
  id: number;
  name: string;
  /** The vehicle page; null once the car is removed from stock. */
  href: string | null;
  imageUrl: string | null;
  priceText: string | null;
  state: GarageCarState;
  /** Words for a state other than available ("JUST SOLD", "RESERVED", "No longer listed"). */
  stateLabel: string | null;
  /** The site's search for the same make and model, offered when the car is gone. */
  similarHref: string;
};

export const REMOVED_LABEL = "No longer listed";

/** `ids=12,40,7`: the cars the garage asks about, at most as many as a garage can hold. */
export const garageCarsQuerySchema = z.object({
  ids: z
    .string()
    .max(MAX_FAVOURITES * 11)
    .regex(/^\d{1,10}(,\d{1,10})*$/, "Send ids as a comma-separated list of numbers")
    .transform((value) => value.split(",").map(Number))
    .refine((ids) => ids.length <= MAX_FAVOURITES, `At most ${MAX_FAVOURITES} ids`),
});

type GarageSettings = { paths: PathSettings; labels: LabelSettings };
type SearchPath = Pick<PathSettings, "search">;

export function carState(
  car: Pick<Car, "isSold" | "status" | "isReserved"> | null,
): GarageCarState {
  if (!car) return "removed";
  if (isCarSold(car)) return "sold";
  return car.isReserved ? "reserved" : "available";
}

/** The search for cars like a saved one: same make and model, in the site's search. */
export function similarSearchHref(
  paths: SearchPath,
  car: { make: string | null; model: string | null },
): string {
  const state = emptySearchState();
  if (car.make) state.filters.make = [car.make];
  if (car.make && car.model) state.filters.model = [car.model];
  return `${paths.search}${serializeSearchState(state)}`;
}

type SavedCar = Pick<Favourite, "id" | "name" | "make" | "model" | "primary_image_url">;

/** A saved car the site no longer lists: what was saved with it, and a search for similar. */
export function removedGarageCar(saved: SavedCar, paths: SearchPath): GarageCar {
  return {
    id: saved.id,
    name: saved.name,
    href: null,
    imageUrl: saved.primary_image_url,
    priceText: null,
    state: "removed",
    stateLabel: REMOVED_LABEL,
    similarHref: similarSearchHref(paths, saved),
  };
}

/**
 * The garage's view of one saved car: the live car when the site still has it (price and state
 * always from the live row), else `removedGarageCar`.
 */
export function garageCarView(
  saved: SavedCar,
  car: Car | null,
  settings: GarageSettings,
  words: { carPrice: (car: Car) => PriceDisplay },
): GarageCar {
  if (!car) return removedGarageCar(saved, settings.paths);
  const state = carState(car);
  return {
    id: car.id,
    name: car.name,
    href: vehiclePath(settings.paths, car.slug),
    imageUrl: primaryImageUrl(car),
    priceText: state === "sold" ? null : words.carPrice(car).text,
    state,
    stateLabel:
      state === "sold" ? settings.labels.soldTag : state === "reserved" ? "RESERVED" : null,
    similarHref: similarSearchHref(settings.paths, car),
  };
}
