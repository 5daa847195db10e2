import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { ReservationKind } from "@forecourt/core/domain/reservation";
import type { FormDefinition } from "@forecourt/core/forms/form-definition";
import { leadCarFrom } from "@forecourt/core/forms/build-lead";
import { formSiteForCar, type FormSite } from "@forecourt/core/forms/form-site";
import { purchaseJourneyForm } from "@forecourt/core/forms/definitions/purchase-journey-form";
import { reservationForm } from "@forecourt/core/payments/reservation-form";

/**
 * The form whose answers a reservation of this kind carries (the page renders the same one):
 * Reserve asks the details and terms; a purchase is the whole online purchase journey. Neither
 * asks for a location the car decides (`formSiteForCar`).
 */
export function reservationFormFor(
  kind: ReservationKind,
  site: FormSite,
  detail: CarDetail,
): FormDefinition {
  const { options } = formSiteForCar(site, leadCarFrom(detail.car));
  return kind === "purchase" ? purchaseJourneyForm(options) : reservationForm(options);
}
