import { handleCarEvent } from "@/server/events/handle-car-event";

/** POST /api/events/car_phone_call: a click on a car's call button (spec §7, event 25). */
export function POST(request: Request) {
  return handleCarEvent(request, "phoneCall");
}
