import { describe, expect, it } from "vitest";
import { PUSH_EVENTS, PUSH_MESSAGES, pushSubscriptionSchema } from "./push-subscription.ts";

const subscription = {
  endpoint: "https://fcm.googleapis.com/fcm/send/abc",
  keys: { p256dh: "BPx_-abc123", auth: "a1b2c3" },
};

describe("pushSubscriptionSchema", () => {
  it("takes a browser's subscription and wants every event until told otherwise", () => {
    const parsed = pushSubscriptionSchema.parse(subscription);
    expect(parsed.events).toEqual(PUSH_EVENTS);
  });

  it("keeps the named events once each", () => {
    const parsed = pushSubscriptionSchema.parse({
      ...subscription,
      events: ["lead-reply", "lead-reply", "new-lead"],
    });
    expect(parsed.events).toEqual(["lead-reply", "new-lead"]);
  });

  it("refuses an address that is not https, keys that are not base64url, an unknown event", () => {
    const refused = (input: unknown) => pushSubscriptionSchema.safeParse(input).error?.issues[0];
    expect(refused({ ...subscription, endpoint: "http://127.0.0.1:8080/x" })?.message).toBe(
      PUSH_MESSAGES.endpoint,
    );
    expect(refused({ ...subscription, keys: { p256dh: "a b", auth: "x" } })?.message).toBe(
      PUSH_MESSAGES.keys,
    );
    expect(refused({ ...subscription, events: ["everything"] })?.message).toBe(
      PUSH_MESSAGES.events,
    );
  });
});
