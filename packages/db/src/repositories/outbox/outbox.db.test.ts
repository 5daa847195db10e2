import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { outbox } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { claimDueDeliveries } from "./claim-due-deliveries.ts";
import {
  backoffDelayMs,
  markDelivered,
  markFailed,
  markHeld,
  markUndeliverable,
  releaseHeld,
} from "./mark-delivery.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "outbox" });
});

afterAll(async () => {
  await handle?.close();
});

async function queue(count: number, kind = "lead.email"): Promise<number[]> {
  const rows = await handle.db
    .insert(outbox)
    .values(
      Array.from({ length: count }, () => ({
        websiteId: site.id,
        kind,
        aggregateId: crypto.randomUUID(),
        payload: { to: "x@y.test" },
      })),
    )
    .returning({ id: outbox.id });
  return rows.map((row) => row.id);
}

async function row(id: number) {
  const [found] = await handle.db.select().from(outbox).where(eq(outbox.id, id));
  return found;
}

describe("backoffDelayMs", () => {
  it("doubles from the base and stops at the cap", () => {
    const options = { baseMs: 1_000, maxMs: 10_000 };
    expect([1, 2, 3, 4, 5, 50].map((n) => backoffDelayMs(n, options))).toEqual([
      1_000, 2_000, 4_000, 8_000, 10_000, 10_000,
    ]);
    expect(backoffDelayMs(0, options)).toBe(1_000);
  });
});

describe("outbox", () => {
  it("claims due rows once, counting the attempt, until the lease runs out", async () => {
    const ids = await queue(3);
    const claimed = await claimDueDeliveries(handle.db, { limit: 10, leaseMs: 60_000 });
    expect(claimed.map((item) => item.id)).toEqual(ids);
    expect(claimed.every((item) => item.attempts === 1 && item.payload.to === "x@y.test")).toBe(
      true,
    );
    expect(await claimDueDeliveries(handle.db, { limit: 10, leaseMs: 60_000 })).toEqual([]);
    // A worker that died mid-delivery: once the lease is over, the row is due again.
    await handle.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 second'` })
      .where(eq(outbox.id, ids[0] ?? 0));
    const again = await claimDueDeliveries(handle.db, { limit: 10, leaseMs: 60_000 });
    expect(again.map((item) => [item.id, item.attempts])).toEqual([[ids[0], 2]]);
    for (const id of ids) await markDelivered(handle.db, id);
  });

  it("hands each row to exactly one of several concurrent claims", async () => {
    const ids = await queue(30, "lead.webhook");
    const claims = await Promise.all(
      Array.from({ length: 4 }, () =>
        claimDueDeliveries(handle.db, { limit: 10, leaseMs: 60_000, kindPrefix: "lead." }),
      ),
    );
    const claimed = claims.flat().map((item) => item.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort((a, b) => a - b)).toEqual(ids);
    for (const id of ids) await markDelivered(handle.db, id);
  });

  it("records failures with back-off, and a delivered row stays delivered", async () => {
    const [id = 0] = await queue(1);
    const [item] = await claimDueDeliveries(handle.db, { limit: 1, leaseMs: 60_000 });
    expect(item?.id).toBe(id);
    const before = Date.now();
    const next = await markFailed(handle.db, { id, attempts: 1 }, "SMTP down", {
      baseMs: 5_000,
      maxMs: 60_000,
    });
    expect(next.getTime()).toBeGreaterThanOrEqual(before + 4_000);
    expect(await row(id)).toMatchObject({
      status: "retrying",
      lastError: "SMTP down",
      attempts: 1,
    });
    await markDelivered(handle.db, id);
    await markFailed(handle.db, { id, attempts: 2 }, "late failure");
    expect(await row(id)).toMatchObject({ status: "delivered", lastError: null });
  });

  it("holds rows and releases them again", async () => {
    const [id = 0] = await queue(1, "lead.adf");
    await claimDueDeliveries(handle.db, { limit: 5, leaseMs: 60_000 });
    await markHeld(handle.db, id, "no SMTP");
    expect(await row(id)).toMatchObject({ status: "held", lastError: "no SMTP" });
    expect(await claimDueDeliveries(handle.db, { limit: 5, leaseMs: 0 })).toEqual([]);
    expect(await releaseHeld(handle.db, ["lead.adf"])).toBe(1);
    const [claimed] = await claimDueDeliveries(handle.db, { limit: 5, leaseMs: 60_000 });
    expect(claimed?.id).toBe(id);
  });

  it("claims due leads and mail before a feed import's image work, older or not", async () => {
    const images = await queue(6, "feed.images");
    const [lead = 0] = await queue(1, "lead.email");
    const claimed = await claimDueDeliveries(handle.db, { limit: 3, leaseMs: 60_000 });
    expect(claimed.map((item) => item.id).sort((a, b) => a - b)).toEqual(
      [lead, images[0], images[1]].sort((a = 0, b = 0) => a - b),
    );
    await handle.db.delete(outbox).where(inArray(outbox.id, [lead, ...images]));
  });

  it("claims only the kinds asked for", async () => {
    const [email = 0] = await queue(1, "lead.email");
    const [other = 0] = await queue(1, "mail.sign-in-code");
    const claimed = await claimDueDeliveries(handle.db, {
      limit: 10,
      leaseMs: 60_000,
      kinds: ["lead.email", "lead.adf"],
    });
    expect(claimed.map((item) => item.id)).toEqual([email]);
    expect(await claimDueDeliveries(handle.db, { limit: 10, leaseMs: 0, kinds: [] })).toEqual([]);
    expect(await row(other)).toMatchObject({ status: "pending", attempts: 0 });
    await markDelivered(handle.db, email);
    await markDelivered(handle.db, other);
  });

  it("marks a row undeliverable for good, and never a delivered one", async () => {
    const [id = 0, done = 0] = await queue(2, "lead.webhook");
    await markUndeliverable(handle.db, id, "Bad lead.webhook payload: url is not an http(s) URL.");
    expect(await row(id)).toMatchObject({
      status: "failed",
      lastError: "Bad lead.webhook payload: url is not an http(s) URL.",
    });
    expect(await claimDueDeliveries(handle.db, { limit: 10, leaseMs: 0 })).toEqual([
      expect.objectContaining({ id: done }),
    ]);
    await markDelivered(handle.db, done);
    await markUndeliverable(handle.db, done, "too late");
    expect(await row(done)).toMatchObject({ status: "delivered", lastError: null });
  });
});
