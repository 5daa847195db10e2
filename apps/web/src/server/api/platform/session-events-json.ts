import "server-only";
import { SESSION_ID_PATTERN } from "@forecourt/core/analytics/visitor-ids";
import { listSessionEvents } from "@forecourt/db/repositories/tracking/list-session-events";
import { db } from "../../db.ts";
import { AppError } from "../../http/app-error.ts";
import { platformEndpoint } from "../../http/edge.ts";
import { websiteFromPath } from "../../http/website-from-path.ts";
import { NO_STORE } from "../../http/no-store.ts";

const INVALID_SESSION_MESSAGE = "Invalid session.";

/**
 * GET /api/v1/websites/{id}/events.json?session_id=session_XXXXXXXXXX (basic auth): the events
 * the collector stored for one visitor session, oldest first, for a CRM matching a lead to the
 * visit that brought it.
 */
export const sessionEventsEndpoint = platformEndpoint(
  websiteFromPath,
  async ({ request, found }) => {
    const sessionId = new URL(request.url).searchParams.get("session_id") ?? "";
    if (!SESSION_ID_PATTERN.test(sessionId)) {
      throw new AppError("INVALID_INPUT", INVALID_SESSION_MESSAGE, {
        session_id: "session_id must be session_ and 10 letters or digits.",
      });
    }
    const events = await listSessionEvents(await db(), found.id, sessionId);
    return Response.json(
      {
        website_id: found.id,
        session_id: sessionId,
        events: events.map((event) => ({
          id: event.id,
          category: event.category,
          event_id: event.eventId,
          url: event.url,
          lead_id: event.leadId,
          car_id: event.carId,
          anon_id: event.anonId,
          session_id: event.sessionId,
          event_properties: event.properties,
          created_at: event.createdAt.toISOString(),
        })),
      },
      { headers: NO_STORE },
    );
  },
);
