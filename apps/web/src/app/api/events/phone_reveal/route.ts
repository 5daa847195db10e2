import { handleCarEvent } from "@/server/events/handle-car-event";

/** POST /api/events/phone_reveal: a shopper revealed a car's phone number (spec §4). */
export function POST(request: Request) {
  return handleCarEvent(request, "phoneReveal");
}
