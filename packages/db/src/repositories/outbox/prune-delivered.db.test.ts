import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { outbox } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { pruneDelivered } from "./prune-delivered.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;

const DAY_MS = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "prune" });
});

afterAll(async () => {
  await handle?.close();
});

/** Rows of one status whose last claim and delivery were `ageDays` ago. */
async function rows(count: number, status: string, ageDays: number): Promise<number[]> {
  const at = sql`now() - (${ageDays} * interval '1 day')`;
  const inserted = await handle.db
    .insert(outbox)
    .values(
      Array.from({ length: count }, () => ({
        websiteId: site.id,
        kind: "lead.email",
        aggregateId: crypto.randomUUID(),
        payload: { to: "x@y.test", dealershipId: site.dealershipId },
        status,
        attempts: 1,
        nextAttemptAt: at,
        createdAt: at,
        deliveredAt: status === "delivered" ? at : null,
      })),
    )
    .returning({ id: outbox.id });
  return inserted.map((row) => row.id);
}

async function remaining(ids: number[]): Promise<number[]> {
  const found = await handle.db
    .select({ id: outbox.id })
    .from(outbox)
    .where(inArray(outbox.id, ids));
  return found.map((row) => row.id).sort((a, b) => a - b);
}

describe("pruneDelivered", () => {
  it("deletes delivered rows past the age in bounded batches and keeps everything else", async () => {
    const old = await rows(7, "delivered", 40);
    const recent = await rows(3, "delivered", 5);
    const oldOwed = [
      ...(await rows(2, "retrying", 40)),
      ...(await rows(1, "pending", 40)),
      ...(await rows(1, "held", 40)),
      ...(await rows(1, "failed", 40)),
    ];
    const options = { olderThanMs: 30 * DAY_MS, batchSize: 3 };

    // Two batches of three: one row is left for the next call.
    expect(await pruneDelivered(handle.db, { ...options, maxBatches: 2 })).toBe(6);
    expect(await remaining(old)).toHaveLength(1);
    expect(await pruneDelivered(handle.db, { ...options, maxBatches: 2 })).toBe(1);
    expect(await remaining(old)).toEqual([]);

    expect(await remaining(recent)).toEqual(recent);
    expect(await remaining(oldOwed)).toEqual(oldOwed);
    expect(await pruneDelivered(handle.db, { ...options, maxBatches: 2 })).toBe(0);
  });

  it("judges age by the delivery, not by when the row was queued", async () => {
    const [queuedLongAgo = 0] = await rows(1, "delivered", 40);
    await handle.db
      .update(outbox)
      .set({ deliveredAt: sql`now() - interval '1 day'` })
      .where(eq(outbox.id, queuedLongAgo));
    expect(
      await pruneDelivered(handle.db, { olderThanMs: 30 * DAY_MS, batchSize: 10, maxBatches: 1 }),
    ).toBe(0);
    expect(await remaining([queuedLongAgo])).toEqual([queuedLongAgo]);
  });
});
