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
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createSiteAdmin } from "@forecourt/db/testing/staff-members";
import { outbox } from "@forecourt/db/schema";
import { CONSOLE_PUSH_OUTBOX_KIND } from "@forecourt/db/repositories/leads/queue-lead-push";
import { useRouteTestDatabase } from "../../../testing/route-harness.ts";
import { submitGeneralLeads } from "../../../testing/submit-leads.ts";
import { vapidKeys } from "../../push/vapid-keys.ts";
import { createOutboxWorker } from "../outbox-worker.ts";
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
async function subscribedDevice(
  name: string,
  owner: string = staffUserId,
): Promise<{ id: string; clientHash: string }> {
  const { publicKey } = await vapidKeys(handle.db);
  const { data } = (await post("/subscribe", {
    applicationServerKey: publicKey,
    userVisibleOnly: "true",
  })) as { data: Subscribed };
  await saveStaffPushSubscription(handle.db, {
    staffUserId: owner,
    subscription: { endpoint: data.endpoint, keys: data.keys, events: ["new-lead"] },
    label: name,
  });
  const device = (await listStaffPushDevices(handle.db, owner)).find((d) => d.label === name);
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
  // The storefront's lead API stores the leads the outbox test sends.
  useRouteTestDatabase(handle);
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

  it("through the outbox: a lead's push is sent once however often the worker drains, tried again while the service is busy, and a refusal fails for good", async () => {
    const site = await createLeadTestSite(handle.db, { slug: "pushed-site" });
    const admin = await createSiteAdmin(handle.db, "admin@pushed.test", site);
    const device = await subscribedDevice("Yard phone", admin.id);
    // The push service is busy once (503), then takes the message as it comes.
    let calls = 0;
    const busyOnce: typeof fetch = async (input, init) => {
      calls += 1;
      return calls === 1 ? new Response("busy", { status: 503 }) : fetch(input, init);
    };
    const worker = createOutboxWorker({
      database: async () => handle.db,
      mail: null,
      fetch: busyOnce,
      backoff: { baseMs: 1, maxMs: 1 },
      channels: [consolePushChannel],
      log: { info: () => undefined, warn: () => undefined },
    });
    const [leadId] = await submitGeneralLeads("pushed-site", 1);
    expect(await worker.drainOnce()).toMatchObject({ delivered: 0 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await worker.drainOnce()).toMatchObject({ delivered: 1 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await worker.drainOnce()).toMatchObject({ delivered: 0, failed: 0 });
    const { data } = (await post("/get-notifications", { clientHash: device.clientHash })) as {
      data: { messages: string[] };
    };
    expect(data.messages.map((message) => (JSON.parse(message) as PushNotice).tag)).toEqual([
      `new-lead:${leadId}`,
    ]);
    expect(calls).toBe(2);

    // A push service that refuses the message (400) is not asked again: the row fails.
    const refusing = createOutboxWorker({
      database: async () => handle.db,
      mail: null,
      fetch: async () => new Response("bad", { status: 400 }),
      backoff: { baseMs: 1, maxMs: 1 },
      channels: [consolePushChannel],
      log: { info: () => undefined, warn: () => undefined },
    });
    const [refusedId] = await submitGeneralLeads("pushed-site", 1);
    expect(await refusing.drainOnce()).toMatchObject({ failed: 1 });
    const [row] = await handle.db
      .select({ status: outbox.status, aggregateId: outbox.aggregateId })
      .from(outbox)
      .where(eq(outbox.aggregateId, `new-lead:${refusedId}:${device.id}`));
    expect(row).toMatchObject({ status: "failed" });
    expect(
      (await handle.db.select().from(outbox).where(eq(outbox.kind, CONSOLE_PUSH_OUTBOX_KIND)))
        .length,
    ).toBe(2);
  });
});
