import "server-only";
import { CAR_NOT_FOUND_MESSAGE } from "@forecourt/core/domain/car";
import {
  recordCarEvent as storeCarEvent,
  type CarEventKind,
} from "@forecourt/db/repositories/tracking/record-car-event";
import { AppError } from "../http/app-error.ts";
import type { BrowserInput, RouteHandler } from "../http/endpoints.ts";
import { browserEndpoint } from "../http/edge.ts";
import { parseInput } from "../http/parse-input.ts";
import { readJson } from "../http/read-body.ts";
import { db } from "../db.ts";
import { carEventPayloadSchema, MAX_EVENT_BODY_BYTES } from "./car-event-payload.ts";
import { describeUserAgent } from "./user-agent.ts";
import { NO_STORE } from "../http/no-store.ts";

export const INVALID_EVENT_MESSAGE = "Invalid event.";

/**
 * The POST handler of the phone-reveal and click-to-call endpoints: site from the host, car id
 * from a small JSON body, recorded server-side. 201 with the recorded ids; 4xx for anything else.
 */
export function carEventEndpoint(kind: CarEventKind): RouteHandler {
  return browserEndpoint("events", async ({ request, site }: BrowserInput) => {
    const body = await readJson(request, { maxBytes: MAX_EVENT_BODY_BYTES });
    const { car_id, url, anon_id, session_id, event_properties } = parseInput(
      carEventPayloadSchema,
      body,
      INVALID_EVENT_MESSAGE,
    );
    const result = await storeCarEvent(await db(), kind, {
      websiteId: site.id,
      carId: car_id,
      url: url ?? request.headers.get("referer"),
      anonId: anon_id,
      sessionId: session_id,
      properties: {
        ...event_properties,
        user_agent: (request.headers.get("user-agent") ?? "").slice(0, 300),
        ...describeUserAgent(request.headers.get("user-agent")),
      },
    });
    if (!result.ok) throw new AppError("NOT_FOUND", CAR_NOT_FOUND_MESSAGE);
    return Response.json(
      {
        id: result.id,
        car_id: result.carId,
        dealership_id: result.dealershipId,
        website_id: result.websiteId,
      },
      { status: 201, headers: NO_STORE },
    );
  });
}
