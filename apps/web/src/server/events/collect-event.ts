import "server-only";
import {
  collectorPayloadSchema,
  MAX_COLLECTOR_BODY_BYTES,
  type CollectorEvent,
} from "@forecourt/core/analytics/collector-event";
import { catalogueEvent } from "@forecourt/core/analytics/event-catalogue";
import type { Site } from "@forecourt/core/domain/site";
import {
  recordTrackingEvents,
  type TrackingEventInput,
} from "@forecourt/db/repositories/tracking/record-tracking-events";
import { AppError } from "../http/app-error.ts";
import type { BrowserInput, RouteHandler } from "../http/endpoints.ts";
import { browserEndpoint, browserEndpointOutsideNext } from "../http/edge.ts";
import { parseInput } from "../http/parse-input.ts";
import { readJson } from "../http/read-body.ts";
import { db } from "../db.ts";
import { createEventBatcher, RefusedEventError, type EventBatcher } from "./event-batcher.ts";
import { INVALID_EVENT_MESSAGE } from "./record-car-event.ts";
import { describeUserAgent } from "./user-agent.ts";

export const COLLECTOR_DISABLED_MESSAGE = "This site does not collect events.";

const MAX_ID = 2_147_483_647;

/**
 * A collector event as a tracking_events row of the host's site: the catalogue id and car id
 * from its properties when they are well formed, and the browser, OS and device type parsed
 * here from the request's User-Agent (never trusted from the body).
 */
export function trackingRowFor(
  site: Pick<Site, "id">,
  event: CollectorEvent,
  userAgent: string | null,
): TrackingEventInput {
  const props = event.event_properties;
  const id = props.event_id;
  const carId = props.car_id;
  const eventId = typeof id === "number" && catalogueEvent(id) ? id : null;
  return {
    websiteId: site.id,
    category: event.category,
    eventId,
    url: event.url,
    leadId: event.lead_id ?? null,
    carId:
      typeof carId === "number" && Number.isInteger(carId) && carId > 0 && carId <= MAX_ID
        ? carId
        : null,
    anonId: event.anon_id ?? null,
    sessionId: event.session_id,
    errorMessage: event.error_message ?? null,
    properties: {
      ...props,
      ...describeUserAgent(userAgent),
      ...(event.website_slug ? { website_slug: event.website_slug } : {}),
    },
  };
}

const BATCHER_KEY = Symbol.for("forecourt.eventBatcher");
type BatcherGlobal = typeof globalThis & { [BATCHER_KEY]?: EventBatcher };

/** One batcher per server process (route modules may be loaded more than once). */
export function eventBatcher(): EventBatcher {
  const store = globalThis as BatcherGlobal;
  store[BATCHER_KEY] ??= createEventBatcher({
    write: async (events) => recordTrackingEvents(await db(), events),
  });
  return store[BATCHER_KEY];
}

async function collectEvent({ request, site }: BrowserInput): Promise<Response> {
  if (!site.settings.analytics.collectorEnabled) {
    throw new AppError("NOT_FOUND", COLLECTOR_DISABLED_MESSAGE);
  }
  const body = await readJson(request, { maxBytes: MAX_COLLECTOR_BODY_BYTES });
  const { event } = parseInput(collectorPayloadSchema, body, INVALID_EVENT_MESSAGE);
  try {
    await eventBatcher().add(trackingRowFor(site, event, request.headers.get("user-agent")));
  } catch (error) {
    // This event alone: the others written with it are stored.
    if (error instanceof RefusedEventError) {
      throw new AppError("INVALID_INPUT", INVALID_EVENT_MESSAGE, { event: error.reason });
    }
    throw error;
  }
  return Response.json({ ok: true }, { status: 202, headers: { "cache-control": "no-store" } });
}

/**
 * POST /api/events (spec §7): one event from the shopper's browser, for sites that enable the
 * collector. 202 once stored (in a batch with its neighbours); 404 where the collector is off;
 * 422 for an event refused, by its checks or by the database, without its neighbours.
 */
export const collectEventHandler: RouteHandler = browserEndpoint("events", collectEvent);

/**
 * The same endpoint as `next start` serves it, before Next's pipeline (instrumentation.ts): a
 * request per page view and event, whose cost was mostly that pipeline.
 */
export const collectEventOutsideNext: RouteHandler = browserEndpointOutsideNext(
  "events",
  collectEvent,
);
