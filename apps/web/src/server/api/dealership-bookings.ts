import "server-only";
import { availableSlots } from "@forecourt/core/forms/availability";
import type { LocationType } from "@forecourt/core/domain/location";
import { getDealershipById } from "@forecourt/db/repositories/dealerships/get-dealership-by-id";
import { AppError, errorResponse } from "./app-error.ts";
import { BASIC_AUTH_CHALLENGE, checkBasicAuth } from "./basic-auth.ts";
import { parseResourceId } from "./parse-id.ts";
import { db } from "../db.ts";
import { bookingLocation } from "../queries/forms.ts";
import { getSiteForApi } from "../queries/site.ts";
import { getLocations } from "../queries/storefront.ts";

/**
 * GET /api/v1/dealerships/{id}/available_{service,appointment}_bookings.json (spec §7): the
 * dealership's bookable slots from its service (or sales) location's opening hours, in the
 * site's time zone, from now.
 */
export async function dealershipBookingsResponse(
  request: Request,
  rawId: string,
  type: Extract<LocationType, "service" | "sales">,
): Promise<Response> {
  const authError = checkBasicAuth(request);
  if (authError) return errorResponse(authError, { headers: BASIC_AUTH_CHALLENGE });
  const id = parseResourceId(rawId);
  const dealership = id === null ? null : await getDealershipById(await db(), id);
  const site = dealership ? await getSiteForApi(dealership.websiteId) : null;
  if (!dealership || !site) return errorResponse(new AppError("NOT_FOUND", "Dealership not found"));
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
    { headers: { "cache-control": "no-store" } },
  );
}
