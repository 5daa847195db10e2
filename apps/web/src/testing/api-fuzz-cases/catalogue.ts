import fc from "fast-check";
import {
  AUTH,
  badAuth,
  wrongMethod,
  type FuzzKit,
  type BadRequest,
  type RouteCase,
} from "./kit.ts";

/** `v1/manufacturers/[slug]/route.ts` */
function manufacturersBySlugRoute(kit: FuzzKit): RouteCase {
  const { site } = kit;
  return () =>
    fc.oneof(
      fc
        .tuple(
          fc.constantFrom("zz-no-make.json", "toyota", "BAD.json", ""),
          fc.oneof(
            fc.constant(() => String(site.id)),
            fc.constantFrom(
              () => "",
              () => "abc",
              () => "999999",
            ),
          ),
        )
        .map(([slug, websiteId]): BadRequest => ({
          method: "GET",
          path: `/api/v1/manufacturers/${slug}?website_id=${websiteId()}`,
          params: { slug },
          headers: { authorization: AUTH },
        })),
      fc.constant<BadRequest>({
        method: "GET",
        path: "/api/v1/manufacturers/toyota.json",
        params: { slug: "toyota.json" },
        headers: { authorization: AUTH },
      }),
      badAuth("GET", "/api/v1/manufacturers/toyota.json?website_id=1", { slug: "toyota.json" }),
      wrongMethod(["GET"], "/api/v1/manufacturers/toyota.json", { slug: "toyota.json" }),
    );
}

/** `v1/dealerships/[id]/available_appointment_bookings.json/route.ts` */
function dealershipsByIdAvailableAppointmentBookingsJsonRoute(kit: FuzzKit): RouteCase {
  const { dealershipRead } = kit;
  return dealershipRead();
}

/** `v1/dealerships/[id]/available_service_bookings.json/route.ts` */
function dealershipsByIdAvailableServiceBookingsJsonRoute(kit: FuzzKit): RouteCase {
  const { dealershipRead } = kit;
  return dealershipRead();
}

/** The catalogue route files and their bad requests. */
export function catalogueCases(kit: FuzzKit): Record<string, RouteCase> {
  return {
    "v1/manufacturers/[slug]/route.ts": manufacturersBySlugRoute(kit),
    "v1/dealerships/[id]/available_appointment_bookings.json/route.ts":
      dealershipsByIdAvailableAppointmentBookingsJsonRoute(kit),
    "v1/dealerships/[id]/available_service_bookings.json/route.ts":
      dealershipsByIdAvailableServiceBookingsJsonRoute(kit),
  };
}
