import type { Car } from "../domain/car.ts";
import type { SiteSettings } from "../site/site-settings.ts";

/** Where the vehicle page's actions go (spec §2). Paths only; the page decides which are shown. */

/** One action link of a vehicle page (reserve, buy online, trade-in, finance). */
export type VehicleAction = { key: string; label: string; href: string; isPrimary?: boolean };

type Paths = Pick<SiteSettings["paths"], "vehicleBase" | "finance">;

export const vehiclePath = (paths: Pick<Paths, "vehicleBase">, slug: string) =>
  `${paths.vehicleBase}/${encodeURIComponent(slug)}`;

/** Reserve: `{vehicleBase}/{slug}/checkout`. */
export const reservePath = (paths: Pick<Paths, "vehicleBase">, slug: string) =>
  `${vehiclePath(paths, slug)}/checkout`;

/** Online purchase: `/checkout-journey?car_id={slug}`. */
export const onlinePurchasePath = (slug: string) =>
  `/checkout-journey?${new URLSearchParams({ car_id: slug })}`;

/** Trade-in valuation: `{vehicleBase}/trade-in?car_id={id}`. */
export const tradeInPath = (paths: Pick<Paths, "vehicleBase">, carId: number) =>
  `${paths.vehicleBase}/trade-in?${new URLSearchParams({ car_id: String(carId) })}`;

/** §2 finance pages: the id of the finance form, which the finance links point at. */
export const FINANCE_FORM_ANCHOR = "finance-form";

/**
 * The site's finance page with the car filled in: car_id, car_type, vin and vehiclePriceBudget
 * (spec §2), anchored at the finance form. Absent values are left out rather than sent empty.
 */
export function financePath(
  paths: Pick<Paths, "finance">,
  car: Pick<Car, "slug" | "carType" | "vin" | "price">,
): string {
  const query = new URLSearchParams({ car_id: car.slug, car_type: car.carType });
  if (car.vin) query.set("vin", car.vin);
  if (car.price != null && car.price > 0) query.set("vehiclePriceBudget", String(car.price));
  return `${paths.finance}?${query}#${FINANCE_FORM_ANCHOR}`;
}

/** The console text when a car's dealer has no phone (spec §8: a console warning, no button). */
export const MISSING_PHONE_WARNING =
  "No dealer phone for this vehicle: the call button is not shown";

/** The number shoppers call about a car: the site's number for its car type, else its location's. */
export function vehiclePhone(
  phones: SiteSettings["phones"],
  car: Pick<Car, "carType" | "location">,
): string | null {
  return phones[car.carType] ?? car.location?.phone ?? null;
}
