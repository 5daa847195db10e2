import { dealershipBookingsResponse } from "@/server/api/dealership-bookings";

type DealershipContext = { params: Promise<{ id: string }> };

/** GET /api/v1/dealerships/{id}/available_appointment_bookings.json (spec §7). */
export async function GET(request: Request, { params }: DealershipContext) {
  return dealershipBookingsResponse(request, (await params).id, "sales");
}
