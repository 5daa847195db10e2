import { z } from "zod";
import { eventPropertiesSchema } from "@forecourt/core/analytics/collector-event";
import { MAX_ROW_ID } from "@forecourt/core/domain/row-id";

/** Largest body a car event endpoint reads; anything bigger is refused unread. */
export { MAX_COLLECTOR_BODY_BYTES as MAX_EVENT_BODY_BYTES } from "@forecourt/core/analytics/collector-event";

/**
 * What the browser sends for a phone reveal or a click to call (spec §7): the car id, and
 * optionally the page and anonymous ids. dealership_id and website_id may be sent, as the spec's
 * payload has them, but are never trusted: the site comes from the host and the dealership from
 * the car.
 */
export const carEventPayloadSchema = z.object({
  car_id: z.coerce
    .number({ error: "car_id must be a number." })
    .int("car_id must be a whole number.")
    .positive("car_id must be positive.")
    .max(MAX_ROW_ID, "car_id is too large."),
  url: z.string().max(2_000).optional(),
  anon_id: z.string().max(100).optional(),
  session_id: z.string().max(100).optional(),
  /** The tracking API's properties of the click (campaign, variant, device id, page). */
  event_properties: eventPropertiesSchema.optional(),
  dealership_id: z.unknown().optional(),
  website_id: z.unknown().optional(),
});
