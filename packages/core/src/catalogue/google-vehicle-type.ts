import type { Car } from "../domain/car.ts";
import { bodyStyle } from "./body-style.ts";
import type { CatalogueSite } from "./catalogue-feed.ts";

/**
 * Whether Google's vehicle feeds take a car: passenger cars and utes only
 * (support.google.com/merchants/answer/11192663: "Only non-commercial, passenger vehicles such as
 * cars and pickup trucks (utes in AU) are supported ... can't be used to promote RVs, boats,
 * buses, trains"). The car's body decides when it names one we know (a ute traded in at a
 * caravan dealer is taken; a motorhome at a car dealer is not); otherwise the site's template
 * does: only car sites' unlabelled stock is taken.
 */
export type GoogleVehicleType =
  { isAccepted: true } | { isAccepted: false; reason: "vehicle-type-not-accepted" };

const CAR_TEMPLATES: readonly (string | null)[] = ["cars", null];

export function googleVehicleType(
  car: Pick<Car, "body">,
  site: Pick<CatalogueSite, "template">,
): GoogleVehicleType {
  const style = bodyStyle(car.body);
  const isAccepted = style ? style.google !== null : CAR_TEMPLATES.includes(site.template);
  return isAccepted ? { isAccepted } : { isAccepted, reason: "vehicle-type-not-accepted" };
}
