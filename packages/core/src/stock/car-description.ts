import type { Car } from "../domain/car.ts";

/**
 * The fields that describe a car (what it is, not how it is sold), named alike in the domain,
 * the database row and the platform API, in the order the API documents them.
 */
export const CAR_DESCRIPTION_FIELDS = [
  "name",
  "make",
  "model",
  "series",
  "badge",
  "body",
  "colour",
  "transmission",
  "year",
  "km",
] as const;
type CarDescription = Pick<Car, (typeof CAR_DESCRIPTION_FIELDS)[number]>;

/** A car's describing fields, from any record that has them (a row, a domain car). */
export function carDescription(car: CarDescription): CarDescription {
  return {
    name: car.name,
    make: car.make,
    model: car.model,
    series: car.series,
    badge: car.badge,
    body: car.body,
    colour: car.colour,
    transmission: car.transmission,
    year: car.year,
    km: car.km,
  };
}
