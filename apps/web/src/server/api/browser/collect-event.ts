import "server-only";
import {
  collectorPayloadSchema,
  MAX_COLLECTOR_BODY_BYTES,
  type CollectorEvent,
} from "@forecourt/core/analytics/collector-event";
import { catalogueEvent } from "@forecourt/core/analytics/event-catalogue";
import {
  checkWebVital,
  MAX_VITALS_PER_BATCH,
  rateWebVital,
  rumPageGroup,
  WEB_VITAL_CATEGORY,
  WEB_VITALS_CATEGORY,
} from "@forecourt/core/analytics/web-vitals";
import type { Site } from "@forecourt/core/site/site";
import {
  recordTrackingEvents,
  type TrackingEventInput,
} from "@forecourt/db/repositories/tracking/record-tracking-events";
import { AppError } from "../../http/app-error.ts";
import type { BrowserInput, RouteHandler } from "../../http/endpoints.ts";
import { browserEndpoint, browserEndpointOutsideNext } from "../../http/edge.ts";
import { parseInput } from "../../http/parse-input.ts";
import { readJson } from "../../http/read-body.ts";
import { db } from "../../db.ts";
import {
  createEventBatcher,
  RefusedEventError,
  type EventBatcher,
} from "../../events/event-batcher.ts";
import { INVALID_EVENT_MESSAGE } from "../../events/record-car-event.ts";
import { describeUserAgent } from "../../events/user-agent.ts";
import { NO_STORE } from "../../http/no-store.ts";
import { isRowId } from "@forecourt/core/domain/row-id";

export const COLLECTOR_DISABLED_MESSAGE = "This site does not collect events.";
export const INVALID_VITALS_MESSAGE = "No measurement of the batch could be stored; see errors.";
const VITALS_LIST_MESSAGE = `metrics must be a list of 1 to ${MAX_VITALS_PER_BATCH} measurements.`;

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
    carId: isRowId(carId) ? carId : null,
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
  const { rest, metrics } = takeMetrics(body);
  const { event } = parseInput(collectorPayloadSchema, rest, INVALID_EVENT_MESSAGE);
  const userAgent = request.headers.get("user-agent");
  if (event.category === WEB_VITALS_CATEGORY) {
    return collectWebVitals(trackingRowFor(site, event, userAgent), metrics);
  }
  try {
    await eventBatcher().add(trackingRowFor(site, event, userAgent));
  } catch (error) {
    // This event alone: the others written with it are stored.
    if (error instanceof RefusedEventError) {
      throw new AppError("INVALID_INPUT", INVALID_EVENT_MESSAGE, { event: error.reason });
    }
    throw error;
  }
  return Response.json({ ok: true }, { status: 202, headers: NO_STORE });
}

/**
 * A web_vitals batch's `event_properties.metrics`, taken out of the body before the event's
 * schema reads it: each measurement is checked on its own (`collectWebVitals`), so one bad
 * value is refused without the batch.
 */
function takeMetrics(body: unknown): { rest: unknown; metrics: unknown } {
  const event = (body as { event?: unknown } | null)?.event;
  const props = (event as { event_properties?: unknown } | null)?.event_properties;
  if (typeof props !== "object" || props === null || !("metrics" in props)) {
    return { rest: body, metrics: undefined };
  }
  const { metrics, ...others } = props as Record<string, unknown>;
  return {
    rest: { ...(body as object), event: { ...(event as object), event_properties: others } },
    metrics,
  };
}

/**
 * Real visitors' speed: one row per measurement (category web_vital, with its metric, value,
 * rating and page group). A measurement that fails its check is refused alone and named in the
 * answer by its index; only a batch with nothing storable is a 422.
 */
async function collectWebVitals(base: TrackingEventInput, metrics: unknown): Promise<Response> {
  if (!Array.isArray(metrics) || metrics.length === 0 || metrics.length > MAX_VITALS_PER_BATCH) {
    throw new AppError("INVALID_INPUT", INVALID_EVENT_MESSAGE, {
      "event.metrics": VITALS_LIST_MESSAGE,
    });
  }
  const refused: { index: number; reason: string }[] = [];
  const rows: { index: number; row: TrackingEventInput }[] = [];
  const pageGroup = rumPageGroup(
    typeof base.properties.page_type === "string" ? base.properties.page_type : null,
  );
  for (const [index, metric] of metrics.entries()) {
    const check = checkWebVital(metric);
    if (!check.ok) {
      refused.push({ index, reason: check.reason });
      continue;
    }
    const { name, value } = check.vital;
    rows.push({
      index,
      row: {
        ...base,
        category: WEB_VITAL_CATEGORY,
        eventId: null,
        properties: {
          ...base.properties,
          page_group: pageGroup,
          metric: name,
          value,
          rating: rateWebVital(name, value),
        },
      },
    });
  }
  const results = await Promise.allSettled(rows.map(({ row }) => eventBatcher().add(row)));
  let stored = 0;
  for (const [at, result] of results.entries()) {
    if (result.status === "fulfilled") stored += 1;
    else if (result.reason instanceof RefusedEventError) {
      refused.push({ index: rows[at]!.index, reason: result.reason.reason });
    } else throw result.reason;
  }
  refused.sort((a, b) => a.index - b.index);
  if (stored === 0) {
    const errors = Object.fromEntries(refused.map((r) => [`event.metrics.${r.index}`, r.reason]));
    throw new AppError("INVALID_INPUT", INVALID_VITALS_MESSAGE, errors);
  }
  return Response.json({ ok: true, stored, refused }, { status: 202, headers: NO_STORE });
}

/**
 * POST /api/events (spec §7): one event from the shopper's browser, for sites that enable the
 * collector. 202 once stored (in a batch with its neighbours); 404 where the collector is off;
 * 422 for an event refused, by its checks or by the database, without its neighbours. A
 * `web_vitals` event carries a batch of measurements in `event_properties.metrics`, each
 * stored as its own row and each refused alone.
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
