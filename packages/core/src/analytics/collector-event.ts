import { z } from "zod";
import { COLLECTOR_LIMITS } from "./collector-limits.ts";
import { SESSION_ID_PATTERN } from "./visitor-ids.ts";

/** Largest collector body read; an event is a few hundred bytes. */
export const MAX_COLLECTOR_BODY_BYTES = 8 * 1024;

export { COLLECTOR_LIMITS };

const propertyValue = z.union([
  z.string().max(COLLECTOR_LIMITS.url),
  z.number(),
  z.boolean(),
  z.null(),
  z
    .array(z.union([z.string().max(COLLECTOR_LIMITS.text), z.number()]))
    .max(COLLECTOR_LIMITS.listItems),
  z
    .array(
      z.record(
        z.string().max(COLLECTOR_LIMITS.propertyKey),
        z.union([z.string().max(COLLECTOR_LIMITS.text), z.number()]),
      ),
    )
    .max(COLLECTOR_LIMITS.listItems),
]);

/** An event's own properties: flat values, short lists, at most 40 keys. */
export const eventPropertiesSchema = z
  .record(z.string().max(COLLECTOR_LIMITS.propertyKey), propertyValue)
  .refine((props) => Object.keys(props).length <= COLLECTOR_LIMITS.properties, {
    message: `At most ${COLLECTOR_LIMITS.properties} event properties.`,
  });

/**
 * What the browser sends to POST /api/events (spec §7):
 * `{event:{website_slug, url, category, lead_id, anon_id, session_id, error_message,
 * event_properties}}`. `category` is the catalogue event name (`page_view`, `generate_lead`,
 * ...); `event_properties.event_id` the catalogue id when the event has one. The site is the
 * host's, never `website_slug`, which is kept only as sent.
 */
export const collectorEventSchema = z.object({
  website_slug: z.string().max(COLLECTOR_LIMITS.text).optional(),
  url: z.string().min(1).max(COLLECTOR_LIMITS.url),
  category: z
    .string()
    .regex(/^[a-z][a-z0-9_]*$/, "category must be an event name such as page_view.")
    .max(COLLECTOR_LIMITS.category),
  lead_id: z.uuid("lead_id must be a lead's id.").nullish(),
  anon_id: z.string().max(100).nullish(),
  session_id: z
    .string()
    .regex(SESSION_ID_PATTERN, "session_id must be session_ and 10 letters or digits."),
  error_message: z.string().max(COLLECTOR_LIMITS.url).nullish(),
  event_properties: eventPropertiesSchema.default({}),
});

export const collectorPayloadSchema = z.object({ event: collectorEventSchema });
export type CollectorEvent = z.infer<typeof collectorEventSchema>;
export type CollectorPayload = z.input<typeof collectorPayloadSchema>;
