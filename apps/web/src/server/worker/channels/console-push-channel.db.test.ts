import { createServer } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushNotice } from "@forecourt/core/console/push-notice";
import type { DatabaseHandle } from "@forecourt/db/client";
import { staffPushSubscriptions } from "@forecourt/db/schema";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { createStaffUser } from "@forecourt/db/repositories/staff/create-staff-user";
import {
  getPushTarget,
  listStaffPushDevices,
  saveStaffPushSubscription,
} from "@forecourt/db/repositories/staff/push-subscriptions";
// A local push service (npm web-push-testing): it checks the VAPID signature and decrypts.
import WebPushTestingServer from "web-push-testing/src/server.js";
import { PushApiModel } from "web-push-testing/src/PushApiModel.js";
import { vapidKeys } from "../../push/vapid-keys.ts";
import { consolePushChannel } from "./console-push-channel.ts";
import type { ChannelDeps } from "./outbox-channel.ts";

type Subscribed = { endpoint: string; keys: { p256dh: string; auth: string }; clientHash: string };

let handle: DatabaseHandle;
let service: WebPushTestingServer;
let origin: string;
let staffUserId: string;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(),
      );
    });
  });
}

const post = async (path: string, body: unknown = {}) => {
  const response = await fetch(`${origin}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  return response.status === 200 ? response.json() : null;
};

/** A device subscribed at the push service with the console's public key, kept for the user. */
async function subscribedDevice(name: string): Promise<{ id: string; clientHash: string }> {
  const { publicKey } = await vapidKeys(handle.db);
  const { data } = (await post("/subscribe", {
    applicationServerKey: publicKey,
    userVisibleOnly: "true",
  })) as { data: Subscribed };
  await saveStaffPushSubscription(handle.db, {
    staffUserId,
    subscription: { endpoint: data.endpoint, keys: data.keys, events: ["new-lead"] },
    label: name,
  });
  const device = (await listStaffPushDevices(handle.db, staffUserId)).find((d) => d.label === name);
  const id = device && (await idOfEndpoint(device.endpoint));
  if (!id) throw new Error("device not stored");
  return { id, clientHash: data.clientHash };
}

async function idOfEndpoint(endpoint: string): Promise<string | null> {
  const [row] = await handle.db
    .select({ id: staffPushSubscriptions.id })
    .from(staffPushSubscriptions)
    .where(eq(staffPushSubscriptions.endpoint, endpoint));
  return row?.id ?? null;
}

const notice: PushNotice = {
  title: "New lead: Test Drive",
  body: "Jo about the 2021 Mazda CX-5",
  url: "/console/leads/4f1c",
  tag: "new-lead:4f1c",
};

async function deliver(subscriptionId: string) {
  const deps: ChannelDeps = {
    db: handle.db,
    mail: null,
    fetch,
    webhookTimeoutMs: 5_000,
    log: { info: () => undefined, warn: () => undefined },
  };
  const send = await consolePushChannel.prepare(
    {
      id: 1,
      websiteId: null,
      kind: "console.push",
      aggregateId: `new-lead:4f1c:${subscriptionId}`,
      attempts: 1,
      payload: { subscriptionId, notice },
    },
    deps,
  );
  return send();
}

beforeAll(async () => {
  handle = await createTestDatabase();
  staffUserId = (await createStaffUser(handle.db, { email: "push@sender.test", grants: [] })).id;
  const port = await freePort();
  origin = `http://localhost:${port}`;
  service = new WebPushTestingServer(new PushApiModel(), port);
  service.startServer();
  await new Promise((resolve) => service._server.once("listening", resolve));
});

afterAll(async () => {
  await new Promise<void>((resolve) => service._server.close(() => resolve()));
  await handle.close();
});

describe("the console push sender", () => {
  it("signs with the console's VAPID keys, and the push service decrypts the notice", async () => {
    const device = await subscribedDevice("Phone");
    expect(await deliver(device.id)).toEqual({ status: "delivered" });
    const { data } = (await post("/get-notifications", { clientHash: device.clientHash })) as {
      data: { messages: string[] };
    };
    expect(data.messages.map((message) => JSON.parse(message))).toEqual([notice]);
  });

  it("removes a subscription the push service answers 410 for, and sends nothing after", async () => {
    const device = await subscribedDevice("Old laptop");
    const expired = await fetch(`${origin}/expire-subscription/${device.clientHash}`, {
      method: "POST",
    });
    expect(expired.status).toBe(200);
    const outcome = await deliver(device.id);
    expect(outcome).toMatchObject({ status: "held", note: expect.stringContaining("410") });
    expect(await getPushTarget(handle.db, device.id)).toBeNull();
    expect(await deliver(device.id)).toMatchObject({ status: "held" });
  });
});
