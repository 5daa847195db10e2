import type { Car } from "../domain/car.ts";
import { bodyStyle } from "./body-style.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";

/**
 * Whether Google's vehicle feeds take a car: passenger cars and pickups only
 * (support.google.com/merchants/answer/11192663: "Only non-commercial, passenger vehicles such as
 * cars and pickup trucks (utes in AU) are supported ... can't be used to promote RVs, boats,
 * buses, trains"). The kind comes from the one body mapping (`body-style.ts`): the car's body
 * when it names a kind (a ute traded in at a caravan dealer is taken; a motorhome at a car dealer
 * is not), else the site's template.
 */
export type GoogleVehicleType =
  { isAccepted: true } | { isAccepted: false; reason: "vehicle-type-not-accepted" };

export function googleVehicleType(
  car: Pick<Car, "body">,
  site: Pick<CatalogueSite, "template">,
): GoogleVehicleType {
  return bodyStyle(car.body, site.template).google !== null
    ? { isAccepted: true }
    : { isAccepted: false, reason: "vehicle-type-not-accepted" };
}
