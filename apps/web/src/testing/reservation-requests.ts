import * as returnRoute from "@/app/api/payments/return/route";
import * as reservationsRoute from "@/app/api/reservations/route";
import { callRoute, siteRequest } from "./route-harness.ts";

/** The answers a shopper gives the reservation form in the payment tests. */
export const RESERVING_SHOPPER = {
  first_name: "Alex",
  last_name: "Driver",
  email: "alex@example.com",
  phone: "0412 345 678",
  terms_conditions: true,
};

/** Posts a reservation (or purchase) to a site's reservation API as its form does. */
export function postReservation(
  slug: string,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return callRoute(
    reservationsRoute,
    "POST",
    siteRequest(slug, "/api/reservations", { json: body, headers }),
  );
}

/** The shopper's browser coming back from the payment page to the site's return route. */
export function returnFromPayment(slug: string, reservationId: string) {
  return callRoute(
    returnRoute,
    "GET",
    siteRequest(slug, `/api/payments/return?reservation=${reservationId}`, { method: "GET" }),
  );
}
