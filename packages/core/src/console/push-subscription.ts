import { z } from "zod";

/**
 * What a staff member can be told on a device where they turned notifications on (Web Push),
 * each with the words the Account page shows. A new event is one row here and its queueing.
 */
export const PUSH_EVENT_LABELS = {
  "new-lead": "A new lead for my dealership",
  "lead-assigned": "A lead assigned to me",
  "lead-reply": "A shopper’s reply on my lead",
  "reminder-due": "A follow-up reminder comes due",
  "deposit-paid": "A deposit is paid",
} as const satisfies Record<string, string>;

export type PushEvent = keyof typeof PUSH_EVENT_LABELS;
export const PUSH_EVENTS = Object.keys(PUSH_EVENT_LABELS) as [PushEvent, ...PushEvent[]];

export const PUSH_MESSAGES = {
  endpoint: "The browser gave no push address this server can use.",
  keys: "The browser gave no usable push keys.",
  events: "Choose from the listed notifications.",
} as const;

const MAX_ENDPOINT_LENGTH = 2_000;
const base64url = (max: number) =>
  z
    .string({ error: PUSH_MESSAGES.keys })
    .regex(/^[A-Za-z0-9_-]+=*$/, PUSH_MESSAGES.keys)
    .max(max, PUSH_MESSAGES.keys);

/** A push service's address: https only (the worker posts to it, so never a local address). */
const endpointSchema = z
  .url({ protocol: /^https$/, error: PUSH_MESSAGES.endpoint })
  .max(MAX_ENDPOINT_LENGTH, PUSH_MESSAGES.endpoint);

const eventsSchema = z
  .array(z.enum(PUSH_EVENTS, { error: PUSH_MESSAGES.events }), { error: PUSH_MESSAGES.events })
  .max(PUSH_EVENTS.length, PUSH_MESSAGES.events)
  .transform((events) => [...new Set(events)]);

/**
 * A browser's subscription as `PushSubscription.toJSON()` gives it, with the events wanted on
 * it (every event when none are named yet): posted to turn notifications on or to change them.
 */
export const pushSubscriptionSchema = z.object({
  endpoint: endpointSchema,
  keys: z.object({ p256dh: base64url(200), auth: base64url(100) }, { error: PUSH_MESSAGES.keys }),
  events: eventsSchema.default([...PUSH_EVENTS]),
});
export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;

/** Turning notifications off on one device: the address its browser had. */
export const pushUnsubscribeSchema = z.object({ endpoint: endpointSchema });
