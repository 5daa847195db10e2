import "server-only";
import {
  pushSubscriptionSchema,
  pushUnsubscribeSchema,
} from "@forecourt/core/console/push-subscription";
import {
  removeStaffPushSubscription,
  saveStaffPushSubscription,
} from "@forecourt/db/repositories/staff/push-subscriptions";
import { db } from "../db.ts";
import { describeUserAgent } from "../events/user-agent.ts";
import { NO_STORE } from "../http/no-store.ts";
import { parseInput } from "../http/parse-input.ts";
import { readJson } from "../http/read-body.ts";
import type { StaffEndpointInput } from "./staff-endpoint.ts";

/** A subscription is well under a kilobyte; this leaves room and no more. */
const MAX_BODY_BYTES = 8 * 1024;

/** "Chrome on Android", as the Account page names a device. */
function deviceLabel(userAgent: string | null): string {
  const { browser, os } = describeUserAgent(userAgent);
  return [browser ?? "A browser", os ? `on ${os}` : null].filter(Boolean).join(" ");
}

/**
 * POST: turns notifications on for this browser, or changes the events wanted on it (the
 * browser's `PushSubscription.toJSON()` and `events`); 200 `{ events }`. A body that is no
 * subscription: the API's 422 naming the field, nothing stored.
 */
export async function answerPushSubscribe({ request, staff }: StaffEndpointInput) {
  const subscription = parseInput(
    pushSubscriptionSchema,
    await readJson(request, { maxBytes: MAX_BODY_BYTES }),
  );
  await saveStaffPushSubscription(await db(), {
    staffUserId: staff.id,
    subscription,
    label: deviceLabel(request.headers.get("user-agent")),
  });
  return Response.json({ events: subscription.events }, { headers: NO_STORE });
}

/** DELETE: turns notifications off for this browser (`{ endpoint }`); 200 `{ removed }`. */
export async function answerPushUnsubscribe({ request, staff }: StaffEndpointInput) {
  const { endpoint } = parseInput(
    pushUnsubscribeSchema,
    await readJson(request, { maxBytes: MAX_BODY_BYTES }),
  );
  const removed = await removeStaffPushSubscription(await db(), {
    staffUserId: staff.id,
    endpoint,
  });
  return Response.json({ removed }, { headers: NO_STORE });
}
