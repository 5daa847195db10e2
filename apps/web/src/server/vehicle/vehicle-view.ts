import "server-only";
import { notFound } from "next/navigation";
import { isCarSold } from "@forecourt/core/domain/car";
import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { Site } from "@forecourt/core/site/site";
import { checkoutEligibility, tradeInEligibility } from "@forecourt/core/stock/eligibility";
import {
  financePath,
  onlinePurchasePath,
  reservePath,
  tradeInPath,
  phoneFallbacksFrom,
  vehiclePhone,
  type VehicleAction,
} from "@forecourt/core/stock/vehicle-links";
import {
  formatPhoneForDisplay,
  maskPhone,
  type DisplayCountry,
} from "@forecourt/core/validation/phone";
import type { Location } from "@forecourt/core/domain/location";
import { checkoutRules } from "../payments/checkout-rules.ts";
import { getVehicleBySlug } from "../queries/vehicle.ts";

/** The site's car for a vehicle route, or the site's 404 page. */
export async function requireVehicle(site: Site, slug: string): Promise<CarDetail> {
  const detail = await getVehicleBySlug(site.id, slug);
  if (!detail) notFound();
  return detail;
}

export function isCheckoutEligible(site: Site, { car }: CarDetail) {
  return checkoutEligibility(car, checkoutRules(site));
}

/** The action links a car gets on this site: each only when spec §9 allows it. */
export function vehicleActions(site: Site, detail: CarDetail): VehicleAction[] {
  const { car } = detail;
  const { paths, features } = site.settings;
  const actions: VehicleAction[] = [];
  if (isCheckoutEligible(site, detail).isEligible) {
    actions.push({
      key: "reserve",
      label: "Reserve now",
      href: reservePath(paths, car.slug),
      isPrimary: true,
    });
    actions.push({ key: "buy-online", label: "Buy online", href: onlinePurchasePath(car.slug) });
  }
  if (tradeInEligibility(car, { isAutograbEnabled: features.autograb }).isEligible) {
    actions.push({ key: "trade-in", label: "Value my trade-in", href: tradeInPath(paths, car.id) });
  }
  if (!isCarSold(car)) {
    actions.push({ key: "finance", label: "Get finance", href: financePath(paths, car) });
  }
  return actions;
}

const COUNTRY: Record<Site["settings"]["locale"], DisplayCountry> = {
  "en-AU": "AU",
  "en-NZ": "NZ",
  "en-US": "US",
};

export type VehicleLocationView = {
  name: string;
  address: string | null;
  mapsHref: string | null;
  /** The site's other locations this car's yard offers its stock to (`distribution_locations`). */
  alsoOfferedAt: string[];
};

/**
 * Where the car is, as the page's location section shows it, with a maps link to it, and the
 * other locations of the site (`locations`, the visible ones) whose shoppers its yard's stock is
 * offered to, by name.
 */
export function vehicleLocationView(
  { car, location, dealership }: CarDetail,
  locations: readonly Pick<Location, "slug" | "name" | "isVisible">[] = [],
): VehicleLocationView {
  const address = location?.address;
  const query =
    address?.full ||
    [location?.name, car.location?.city, car.location?.state].filter(Boolean).join(", ");
  return {
    name: location?.name ?? dealership.name,
    address: address?.full || null,
    mapsHref:
      address?.mapUrl ??
      (query
        ? `https://www.google.com/maps/search/?${new URLSearchParams({ api: "1", query })}`
        : null),
    alsoOfferedAt: (location?.distributionLocations ?? []).flatMap((slug) => {
      const other = locations.find(
        (l) => l.slug === slug && l.isVisible && slug !== location?.slug,
      );
      return other ? [other.name] : [];
    }),
  };
}

type VehiclePhoneView = { display: string; masked: string; telHref: string };

/**
 * The dealer's number for this car, formatted for the site's country and masked (spec §4). A
 * yard without a line of its own gets its dealership's number, else the site's (`locations`).
 */
export function vehiclePhoneView(
  site: Site,
  { car }: CarDetail,
  locations: readonly Pick<Location, "dealershipId" | "isPrimary" | "phone">[] = [],
): VehiclePhoneView | null {
  const raw = vehiclePhone(
    site.settings.phones,
    car,
    phoneFallbacksFrom(locations, car.dealershipId),
  );
  if (!raw) return null;
  const display = formatPhoneForDisplay(raw, COUNTRY[site.settings.locale]);
  const dial = raw.replace(/[^\d+]/g, "");
  return { display, masked: maskPhone(display), telHref: `tel:${dial}` };
}
