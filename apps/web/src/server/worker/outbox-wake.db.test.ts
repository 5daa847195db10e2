import { eq } from "drizzle-orm";
import { afterAll, beforeAll, expect, it, vi } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import type * as ClaimModule from "@forecourt/db/repositories/outbox/claim-due-deliveries";
import { listenForQueued } from "@forecourt/db/repositories/outbox/outbox-queued";
import { outbox } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { generalEnquiry } from "@forecourt/core/testing/field-answers";
import * as leadsRoute from "@/app/api/leads/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { createOutboxWorker, type OutboxWorker } from "./outbox-worker.ts";

/** Each claim the worker makes, in order: how many rows it took, once it has them. */
const claims = vi.hoisted(() => [] as number[]);

vi.mock("@forecourt/db/repositories/outbox/claim-due-deliveries", async (original) => {
  const real = await original<typeof ClaimModule>();
  return {
    ...real,
    claimDueDeliveries: async (...args: Parameters<typeof real.claimDueDeliveries>) => {
      const taken = await real.claimDueDeliveries(...args);
      claims.push(taken.length);
      return taken;
    },
  };
});

/** Far longer than the test may take: a row taken in it was not found by polling. */
const HOUR = 60 * 60 * 1000;

let handle: DatabaseHandle;
let worker: OutboxWorker;
let stopListening: () => Promise<void>;

beforeAll(async () => {
  handle = await createTestDatabase();
  await createLeadTestSite(handle.db, { slug: "wake-site" });
  useRouteTestDatabase(handle);
  // The routes wake nothing themselves, as in a web server whose worker runs elsewhere: only
  // the database's notice can wake this one.
  worker = createOutboxWorker({
    database: async () => handle.db,
    mail: null,
    log: { info: () => undefined, warn: () => undefined },
  });
  stopListening = await listenForQueued(handle, () => worker.wake());
  worker.start(HOUR);
  // The start's own pass, over an empty outbox; the next poll is an hour away.
  await vi.waitFor(() => expect(claims).toHaveLength(1));
});

afterAll(async () => {
  await stopListening?.();
  await worker?.stop();
  await handle?.close();
});

async function statusesOf(aggregateId: string): Promise<string[]> {
  const rows = await handle.db
    .select({ status: outbox.status })
    .from(outbox)
    .where(eq(outbox.aggregateId, aggregateId));
  return rows.map((row) => row.status);
}

it("takes a stored lead's deliveries at once after the commit, not at the next poll", async () => {
  const response = await callRoute(
    leadsRoute,
    "POST",
    new Request("http://wake-site.localhost:3330/api/leads", {
      method: "POST",
      headers: { host: "wake-site.localhost:3330", "content-type": "application/json" },
      body: JSON.stringify({ lead: generalEnquiry() }),
    }),
  );
  expect(response.status).toBe(201);
  const { id } = (await response.json()) as { id: string };
  expect((await statusesOf(id)).length).toBeGreaterThan(0);
  // Mail is held (no SMTP here): a row no longer pending was claimed and tried.
  await expect
    .poll(async () => (await statusesOf(id)).every((status) => status !== "pending"), {
      timeout: 15_000,
    })
    .toBe(true);
  expect(claims.slice(1).some((taken) => taken > 0)).toBe(true);
});

it("is woken by any transaction that queues a row, whoever queued it", async () => {
  const aggregateId = `wake-test:${Date.now()}`;
  await handle.db.transaction(async (tx) => {
    await tx.insert(outbox).values({ kind: "lead.email", aggregateId, payload: {} });
  });
  await expect
    .poll(async () => (await statusesOf(aggregateId))[0], { timeout: 15_000 })
    .not.toBe("pending");
});
