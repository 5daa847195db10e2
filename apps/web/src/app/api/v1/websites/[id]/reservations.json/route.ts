import { platformEndpoint } from "@/server/http/edge";
import { routeMethods } from "@/server/http/route-methods";
import { websiteFromPath } from "@/server/http/website-from-path";
import { getReservations } from "@/server/api/platform/reservations";

export const dynamic = "force-dynamic";

/** GET /api/v1/websites/{id}/reservations.json: the dealer's reservations (basic auth). */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: platformEndpoint(websiteFromPath, getReservations),
});
