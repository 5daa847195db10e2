import type { Car } from "../domain/car.ts";
import { bodyStyle } from "./body-style.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";

/** Google's two vehicle feeds, whose policies take different kinds of vehicle. */
type GoogleVehicleFeed = "google-vehicle-ads.csv" | "google-vehicle-listings.csv";

/**
 * Whether a Google vehicle feed takes a car, by that feed's published policy:
 * - vehicle ads take passenger cars and pickups only ("Vehicle ads policies",
 *   support.google.com/merchants/answer/11544533: "Non-commercial and passenger vehicles only ...
 *   Examples of excluded vehicle types: RV, ATV, motorcycles, motor bikes, boats ...");
 * - vehicle listings take "passenger cars and trucks, RV, ATV, motorcycles, trailers"
 *   ("Policies and restrictions", developers.google.com/vehicle-listings/reference/policy), so
 *   only boats and commercial vehicles stay out.
 * The kind comes from the one body mapping (`body-style.ts`): the car's body when it names a kind
 * (a ute traded in at a caravan dealer is a car), else the site's template.
 */
type GoogleVehicleType =
  { isAccepted: true } | { isAccepted: false; reason: "vehicle-type-not-accepted" };

export function googleVehicleType(
  car: Pick<Car, "body">,
  site: Pick<CatalogueSite, "template">,
  feed: GoogleVehicleFeed,
): GoogleVehicleType {
  const style = bodyStyle(car.body, site.template);
  const isAccepted =
    feed === "google-vehicle-ads.csv" ? style.google !== null : style.isGoogleListing;
  return isAccepted
    ? { isAccepted: true }
    : { isAccepted: false, reason: "vehicle-type-not-accepted" };
}
