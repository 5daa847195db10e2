import type { CarDetail } from "@forecourt/core/domain/car-detail";
import type { ReservationKind } from "@forecourt/core/domain/reservation";
import type { FormDefinition } from "@forecourt/core/forms/form-definition";
import type { FormSite } from "@forecourt/core/forms/form-site";
import { reservationForm } from "@forecourt/core/payments/reservation-form";

/** The form whose answers a reservation of this kind carries (the page renders the same one). */
export function reservationFormFor(
  _kind: ReservationKind,
  site: FormSite,
  _detail: CarDetail,
): FormDefinition {
  return reservationForm(site.options);
}
