import { dealershipBookingsEndpoint } from "@/server/api/platform/dealership-bookings";
import { routeMethods } from "@/server/http/route-methods";

/** GET /api/v1/dealerships/{id}/available_service_bookings.json (spec §7). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: dealershipBookingsEndpoint("service"),
});
