import type { Car } from "../domain/car.ts";
import type { PathSettings } from "../domain/path-settings.ts";
import type { PhoneSettings } from "./stock-settings.ts";

/** Where the vehicle page's actions go (spec §2). Paths only; the page decides which are shown. */

/** One action link of a vehicle page (reserve, buy online, trade-in, finance). */
export type VehicleAction = { key: string; label: string; href: string; isPrimary?: boolean };

type Paths = Pick<PathSettings, "vehicleBase" | "finance">;

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

/** The site's finance page at its finance form. */
export const financeFormPath = (paths: Pick<Paths, "finance">) =>
  `${paths.finance}#${FINANCE_FORM_ANCHOR}`;

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

/** Where a car's number came from, in the order they are tried. */
type VehiclePhoneSource = "car-type" | "location" | "dealership" | "site";

/** The numbers behind a car's own: its dealership's and the site's main line. */
type PhoneFallbacks = { dealership?: string | null; site?: string | null };

/**
 * The number shoppers call about a car: the site's number for its car type, else its location's,
 * else (a yard with no line of its own) its dealership's, else the site's. Null only when none
 * of them has one.
 */
export function vehiclePhoneWithSource(
  phones: PhoneSettings,
  car: Pick<Car, "carType" | "location">,
  fallbacks: PhoneFallbacks = {},
): { phone: string; source: VehiclePhoneSource } | null {
  const candidates: [string | null | undefined, VehiclePhoneSource][] = [
    [phones[car.carType], "car-type"],
    [car.location?.phone, "location"],
    [fallbacks.dealership, "dealership"],
    [fallbacks.site, "site"],
  ];
  for (const [phone, source] of candidates) {
    if (phone && phone.trim()) return { phone, source };
  }
  return null;
}

/** The number alone (see `vehiclePhoneWithSource`). */
export function vehiclePhone(
  phones: PhoneSettings,
  car: Pick<Car, "carType" | "location">,
  fallbacks: PhoneFallbacks = {},
): string | null {
  return vehiclePhoneWithSource(phones, car, fallbacks)?.phone ?? null;
}

/**
 * The fallbacks from the site's locations: the dealership's line is its primary location's (or
 * its first with a number), the site's is the site's primary location's (or its first with one).
 */
export function phoneFallbacksFrom(
  locations: readonly { dealershipId: number; isPrimary: boolean; phone: string | null }[],
  dealershipId: number,
): PhoneFallbacks {
  const withPhone = locations.filter((location) => location.phone?.trim());
  const primaryFirst = [...withPhone].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));
  return {
    dealership:
      primaryFirst.find((location) => location.dealershipId === dealershipId)?.phone ?? null,
    site: primaryFirst[0]?.phone ?? null,
  };
}
