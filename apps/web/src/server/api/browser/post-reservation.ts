import "server-only";
import { fieldContextFor } from "@forecourt/core/forms/form-site";
import { serialiseValues, validateForm } from "@forecourt/core/forms/form-definition";
import { LEAD_LIMITS } from "@forecourt/core/forms/lead";
import { reservationRequestSchema } from "@forecourt/core/payments/reservation-request";
import { vehiclePath } from "@forecourt/core/stock/vehicle-links";
import { getCarBySlug } from "@forecourt/db/repositories/stock/get-car";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import type { BrowserInput } from "../../http/endpoints.ts";
import { parseInput } from "../../http/parse-input.ts";
import { readJson } from "../../http/read-body.ts";
import { getFormSite } from "../../queries/forms.ts";
import { purchaseJourneyFigures } from "../../payments/journey-answers.ts";
import { reservationFormFor } from "../../payments/reservation-forms.ts";
import {
  JOURNEY_LEAD_ANSWER,
  VISIT_ANSWER,
  type ReservationVisit,
} from "../../payments/reservation-lead.ts";
import { requestOrigin } from "../../payments/request-origin.ts";
import { CAR_NOT_RESERVABLE_MESSAGE, startReservation } from "../../payments/start-reservation.ts";
import { checkoutBrowser, checkoutBrowserCookie } from "../../payments/checkout-browser.ts";
import { NO_STORE } from "../../http/no-store.ts";

const RESERVATION_MAX_BYTES = 16 * 1024;
const RESERVATION_FORM_ERROR = "Please check your details; see errors.";
export const PAYMENT_RETURN_PATH = "/api/payments/return";

/**
 * POST /api/reservations {car_id, kind, answers, lead_id?, url?, visited_pages?,
 * linked_query_params?}: checks the answers with the form of
 * that kind (a purchase: the whole journey, whose trade-in valuation and repayments are added
 * here; `lead_id` its partial lead, completed once paid; where the shopper came from kept for
 * the dealer's lead),
 * holds the car and creates the deposit; 201 {reservation_id, reference, redirect_url} sends the
 * shopper to pay, and the httpOnly cookie `forecourt_checkout` names the browser the hold is
 * for: the same browser posting again for the car while its hold lasts gets 200 with the same
 * reservation and payment page. 409 when another shopper holds the car or it can no longer be reserved (never
 * charged), 422 for answers that fail the form, 503 when the provider cannot be reached.
 */
export async function postReservation({ request, site }: BrowserInput): Promise<Response> {
  const body = await readJson(request, { maxBytes: RESERVATION_MAX_BYTES });
  const input = parseInput(reservationRequestSchema, body);
  const database = await db();
  const detail = await getCarBySlug(database, { websiteId: site.id, slug: input.car_id });
  if (!detail) throw new AppError("NOT_FOUND", "No such vehicle on this site.");
  const formSite = await getFormSite(site);
  const form = reservationFormFor(input.kind, formSite, detail);
  const checked = validateForm(form, input.answers, fieldContextFor(formSite));
  if (!checked.ok) throw new AppError("INVALID_INPUT", RESERVATION_FORM_ERROR, checked.errors);
  const carPath = vehiclePath(site.settings.paths, detail.car.slug);
  const origin = requestOrigin(request);
  const browser = checkoutBrowser(request);
  const started = await startReservation(database, {
    site,
    detail,
    kind: input.kind,
    answers: {
      ...serialiseValues(form, input.answers, formSite),
      ...(input.kind === "purchase"
        ? await purchaseJourneyFigures(site, detail, input.answers)
        : {}),
      ...(input.lead_id ? { [JOURNEY_LEAD_ANSWER]: input.lead_id } : {}),
      [VISIT_ANSWER]: {
        url: input.url ?? null,
        userAgent: request.headers.get("user-agent")?.slice(0, LEAD_LIMITS.userAgent) ?? null,
        visitedPages: input.visited_pages ?? [],
        linkedQueryParams: input.linked_query_params ?? {},
      } satisfies ReservationVisit,
    },
    returnUrl: `${origin}${PAYMENT_RETURN_PATH}?reservation={reservation}`,
    cancelUrl: `${origin}${PAYMENT_RETURN_PATH}?reservation={reservation}&cancelled=1`,
    browserHash: browser.hash,
  });
  if (!started.ok) {
    if (started.reason === "provider") throw new AppError("UNAVAILABLE", started.message);
    if (started.reason === "car-not-found")
      throw new AppError("NOT_FOUND", CAR_NOT_RESERVABLE_MESSAGE);
    throw new AppError("CONFLICT", started.message);
  }
  return Response.json(
    {
      reservation_id: started.reservationId,
      reference: started.reference,
      redirect_url: started.redirectUrl,
      car_url: carPath,
    },
    {
      status: started.isResumed ? 200 : 201,
      headers: {
        ...NO_STORE,
        ...(browser.isNew ? { "set-cookie": checkoutBrowserCookie(request, browser.token) } : {}),
      },
    },
  );
}
