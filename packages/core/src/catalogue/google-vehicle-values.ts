import type { Car } from "../domain/car.ts";
import type { CarDetail } from "../domain/car-detail.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";
import {
  feedAddress,
  feedCountry,
  feedImages,
  feedMileage,
  feedStoreCode,
  vehicleUrl,
} from "./listing-values.ts";

/** Values Google's vehicle listings and vehicle ads both write the same way. */

export const GOOGLE_CONDITIONS = ["new", "used"] as const;

/** Google knows new and used; a demonstrator has been registered and driven, so it is used. */
function googleCondition(car: Pick<Car, "carType">): (typeof GOOGLE_CONDITIONS)[number] {
  return car.carType === "new" ? "new" : "used";
}

/**
 * Certified pre-owned, as Google ("OEM certified pre-owned") and Meta (CPO) mean it: a used car
 * certified under a manufacturer's program. A car the dealer marks certified counts only when the
 * site's certified program is a maker's (`isManufacturerCertified`); a dealer's own inspection
 * program is shown on the site but is not certified pre-owned to the platforms.
 */
export function isCertifiedPreOwned(
  car: Pick<Car, "carType" | "isCertified">,
  site: Pick<CatalogueSite, "isManufacturerCertified">,
): boolean {
  return car.carType === "used" && car.isCertified && site.isManufacturerCertified;
}

export function googleCertified(
  car: Pick<Car, "carType" | "isCertified">,
  site: Pick<CatalogueSite, "isManufacturerCertified">,
): "yes" | "no" {
  return isCertifiedPreOwned(car, site) ? "yes" : "no";
}

/** "38500 km", or "23923 miles" on US sites: a whole number and its unit. */
function googleMileage(car: Pick<Car, "km">, site: Pick<CatalogueSite, "locale">): string {
  const { value, unit } = feedMileage(car.km, site.locale);
  return `${value} ${unit === "mi" ? "miles" : "km"}`;
}

/** "12 Church St, Parramatta NSW 2150, AU": street, town with region and postcode, country. */
export function googleDealershipAddress(
  detail: CarDetail,
  site: Pick<CatalogueSite, "locale">,
): string {
  const { street, city, region, postcode } = feedAddress(detail);
  const town = [city, region, postcode].filter(Boolean).join(" ");
  return [street, town, feedCountry(site)].filter(Boolean).join(", ");
}

/** Google reads up to 10 additional images, comma-separated in a text feed. */
export const GOOGLE_MAX_ADDITIONAL_IMAGES = 10;

/** The fields both Google feeds name and write alike. */
export function googleSharedFields(detail: CarDetail, site: CatalogueSite) {
  const { car } = detail;
  const images = feedImages(site, car).map((image) => image.url);
  return {
    vin: car.vin?.trim() ?? "",
    store_code: feedStoreCode(detail),
    condition: googleCondition(car),
    model: car.model,
    trim: car.badge?.trim() ?? "",
    year: car.year,
    mileage: googleMileage(car, site),
    image_link: images[0] ?? "",
    additional_image_link: images.slice(1, 1 + GOOGLE_MAX_ADDITIONAL_IMAGES).join(","),
    link: vehicleUrl(site, car),
    // The platform holds no manufacturer's list price, and a "was" price is not one.
    vehicle_msrp: "",
  };
}
