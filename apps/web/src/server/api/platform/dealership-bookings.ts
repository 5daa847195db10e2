import "server-only";
import { availableSlots } from "@forecourt/core/forms/availability";
import type { LocationType } from "@forecourt/core/domain/location";
import { getDealershipById } from "@forecourt/db/repositories/dealerships/get-dealership-by-id";
import { DEALERSHIP_NOT_FOUND_MESSAGE } from "@forecourt/db/repositories/dealerships/update-dealership";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { platformEndpoint } from "../../http/edge.ts";
import {
  pathParam,
  websiteScoped,
  type RouteHandler,
  type RouteParams,
} from "../../http/endpoints.ts";
import { parseResourceId } from "../../http/parse-id.ts";
import { bookingLocation } from "../../queries/forms.ts";
import { getSiteForApi } from "../../queries/site.ts";
import { getLocations } from "../../queries/storefront.ts";
import { NO_STORE } from "../../http/no-store.ts";

export { DEALERSHIP_NOT_FOUND_MESSAGE };

/**
 * The dealership the path names and its site; a 404 when either is not there, or when a
 * website's API key names another website's dealership.
 */
const dealershipFromPath = websiteScoped(
  async ({ params }: { params: RouteParams }) => {
    const id = parseResourceId(pathParam(params, "id"));
    const dealership = id === null ? null : await getDealershipById(await db(), id);
    const site = dealership ? await getSiteForApi(dealership.websiteId) : null;
    if (!dealership || !site) throw new AppError("NOT_FOUND", DEALERSHIP_NOT_FOUND_MESSAGE);
    return { dealership, site };
  },
  { websiteOf: ({ site }) => site.id, notFound: DEALERSHIP_NOT_FOUND_MESSAGE },
);

/**
 * GET /api/v1/dealerships/{id}/available_{service,appointment}_bookings.json (spec §7): the
 * dealership's bookable slots from its service (or sales) location's opening hours, in the
 * site's time zone, from now.
 */
export function dealershipBookingsEndpoint(
  type: Extract<LocationType, "service" | "sales">,
): RouteHandler {
  return platformEndpoint(dealershipFromPath, async ({ found: { dealership, site } }) => {
    const locations = (await getLocations(site.id)).filter((l) => l.dealershipId === dealership.id);
    const location = bookingLocation(locations, type);
    const bookings = location
      ? availableSlots({
          openingHours: location.openingHours,
          timeZone: site.settings.timeZone,
          now: new Date(),
        })
      : [];
    return Response.json(
      {
        dealership_id: dealership.id,
        time_zone: site.settings.timeZone,
        location_id: location?.id ?? null,
        bookings,
      },
      { headers: NO_STORE },
    );
  });
}
