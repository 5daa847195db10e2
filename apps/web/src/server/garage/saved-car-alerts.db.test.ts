import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { queueSavedCarAlerts } from "@forecourt/db/repositories/garage/queue-saved-car-alerts";
import { updateCar } from "@forecourt/db/repositories/stock/update-car";
import { garageUsers, outbox, watchlistItems } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as unsubscribeRoute from "@/app/api/garage/unsubscribe/route";
import { callRoute, siteRequest, useRouteTestDatabase } from "../../testing/route-harness.ts";
import type { MailTransport } from "../worker/channels/outbox-channel.ts";
import { savedCarAlertChannel } from "../worker/channels/saved-car-alert-channel.ts";
import { garageSecret } from "./garage-crypto.ts";
import { unsubscribePath } from "./unsubscribe-token.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let carId: number;
let watcherId: string;

const SETTINGS = { garage: { isEnabled: true }, auth: { isEnabled: true } };

async function alerts() {
  return handle.db.select().from(outbox).where(eq(outbox.kind, "garage.saved-car-alert"));
}

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "alerts", settings: SETTINGS });
  carId = await createTestCar(handle.db, site);
  const [watcher, quiet] = await handle.db
    .insert(garageUsers)
    .values([
      { websiteId: site.id, email: "watcher@example.com", isAlertsOptIn: true },
      { websiteId: site.id, email: "quiet@example.com", isAlertsOptIn: false },
    ])
    .returning();
  watcherId = watcher!.id;
  await handle.db.insert(watchlistItems).values([
    { websiteId: site.id, userId: watcher!.id, carId },
    { websiteId: site.id, userId: quiet!.id, carId },
  ]);
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await handle?.close();
});

const patch = (update: Record<string, unknown>) =>
  updateCar(handle.db, { websiteId: site.id, key: String(carId), update });

describe("saved-car alerts", () => {
  it("queue one mail per opted-in watcher when a stock write lowers the price, once per price", async () => {
    expect((await patch({ price: 42_990 })).ok).toBe(true);
    let rows = await alerts();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({
      to: "watcher@example.com",
      change: "price-drop",
      price: 42_990,
      carId,
    });
    // The same price again, and a rise: nothing more.
    await patch({ price: 42_990 });
    await patch({ price: 44_990 });
    rows = await alerts();
    expect(rows).toHaveLength(1);
  });

  it("queue one mail when the car is sold, however often the sale is written", async () => {
    await patch({ status: "sold" });
    await patch({ sold: true });
    const rows = await alerts();
    expect(rows.map((row) => (row.payload as { change: string }).change)).toEqual([
      "price-drop",
      "sold",
    ]);
  });

  it("queue a reservation through the hook inside the writer's transaction", async () => {
    const queued = await handle.db.transaction((tx) =>
      queueSavedCarAlerts(tx, {
        websiteId: site.id,
        carId,
        before: { price: 1, isSold: false, status: "in_stock", isReserved: false },
        after: { price: 1, isSold: false, status: "in_stock", isReserved: true },
      }),
    );
    expect(queued).toBe(1);
  });

  it("mail the change with the car's link and a one-click unsubscribe link", async () => {
    const [row] = await alerts();
    const sent: Parameters<MailTransport["sendMail"]>[0][] = [];
    const send = await savedCarAlertChannel.prepare(
      {
        id: row!.id,
        websiteId: site.id,
        kind: "garage.saved-car-alert",
        aggregateId: row!.aggregateId,
        attempts: 1,
        payload: row!.payload as never,
      },
      {
        db: handle.db,
        mail: { transport: { sendMail: async (mail) => void sent.push(mail) }, from: "x@y.z" },
        fetch,
        webhookTimeoutMs: 1_000,
        log: { info: () => {}, warn: () => {} },
      },
    );
    expect(await send()).toEqual({ status: "delivered" });
    expect(sent[0]?.subject).toBe("2020 Toyota Hilux SR5 is now $42,990");
    expect(sent[0]?.text).toContain("http://alerts.localhost/cars/hilux-sr5");
    expect(sent[0]?.text).toContain("/api/garage/unsubscribe?u=");
    expect(sent[0]?.headers?.["List-Unsubscribe"]).toMatch(
      /^<http:\/\/alerts\.localhost\/api\/garage\/unsubscribe\?/,
    );
  });

  it("unsubscribe by the signed link, without signing in; a forged link does nothing", async () => {
    const forged = await callRoute(
      unsubscribeRoute,
      "GET",
      siteRequest("alerts", `/api/garage/unsubscribe?u=${watcherId}&t=${"A".repeat(43)}`, {
        method: "GET",
      }),
    );
    expect(forged.status).toBe(404);
    const path = unsubscribePath(await garageSecret(handle.db), site.id, watcherId);
    const response = await callRoute(
      unsubscribeRoute,
      "GET",
      siteRequest("alerts", path, { method: "GET" }),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/my-garage?tab=saved-cars&unsubscribed=1");
    const [watcher] = await handle.db
      .select()
      .from(garageUsers)
      .where(eq(garageUsers.id, watcherId));
    expect(watcher?.isAlertsOptIn).toBe(false);
    // Nobody is opted in any more: the next change queues nothing.
    const queued = await handle.db.transaction((tx) =>
      queueSavedCarAlerts(tx, {
        websiteId: site.id,
        carId,
        before: { price: 50_000, isSold: false, status: "in_stock", isReserved: false },
        after: { price: 40_000, isSold: false, status: "in_stock", isReserved: false },
      }),
    );
    expect(queued).toBe(0);
  });
});
