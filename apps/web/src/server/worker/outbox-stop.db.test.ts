import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { outbox } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as leadsRoute from "@/app/api/leads/route";
import { untilDeadline } from "../graceful-stop.ts";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import {
  mailHeader,
  startSmtpStandIn,
  type SmtpStandIn,
  standInTransport,
} from "../../testing/smtp-stand-in.ts";
import { createOutboxWorker, type OutboxWorker, type WorkerLog } from "./outbox-worker.ts";

/**
 * A graceful stop sends nothing twice: sends still waiting on a slow SMTP server when the stop's
 * deadline comes are recorded as outcome unknown (failed, not retried), so the worker that takes
 * over after the restart does not send them again under the same Message-ID.
 */
const LEASE_MS = 1_500;
/** The slow server acknowledges a message this long after its data: past the stop's deadline. */
const SLOW_ACK_MS = 6_000;
const LEADS = 3;

let handle: DatabaseHandle;
let smtp: SmtpStandIn;
let isSlow = true;
const messageIds: string[] = [];
const logged: string[] = [];
const log: WorkerLog = { info: (m) => logged.push(m), warn: (m) => logged.push(m) };

function worker(): OutboxWorker {
  return createOutboxWorker({
    database: async () => handle.db,
    mail: {
      transport: standInTransport(smtp.port, {
        connectionTimeout: 15_000,
      }),
      from: "leads@forecourt.test",
    },
    batchSize: 100,
    leaseMs: LEASE_MS,
    maxSendMs: 30_000,
    backoff: { baseMs: 100, maxMs: 200 },
    log,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpStandIn({
    onMessage: (raw) => messageIds.push(mailHeader(raw.toString("utf8"), "Message-ID")),
    ackDelayMs: () => (isSlow ? SLOW_ACK_MS : 0),
  });
  await createLeadTestSite(handle.db, {
    slug: "stopping",
    dealership: { adfEmail: null, webhookUrl: null },
  });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  // The cut-short sends are answered at last, then the server closes.
  await sleep(SLOW_ACK_MS);
  await smtp?.close();
  await handle?.close();
});

describe("an outbox worker's graceful stop", () => {
  it("records the sends still under way at its deadline as outcome unknown, and no worker sends them again", async () => {
    for (let i = 0; i < LEADS; i += 1) {
      const response = await callRoute(
        leadsRoute,
        "POST",
        new Request("http://stopping.localhost/api/leads", {
          method: "POST",
          headers: { host: "stopping.localhost", "content-type": "application/json" },
          body: JSON.stringify({
            lead: {
              first_name: "Sam",
              last_name: "Buyer",
              email: `sam${i}@example.com`,
              phone: "0299999999",
              category: "New Vehicle",
              message: `Lead ${i}`,
            },
          }),
        }),
      );
      expect(response.status).toBe(201);
    }
    const rows = await handle.db.select({ id: outbox.id }).from(outbox);
    const ids = rows.map((row) => row.id);
    expect(ids.length).toBeGreaterThanOrEqual(LEADS);

    const first = worker();
    first.start(50);
    // Every message is with the slow server, waiting for its answer.
    for (let i = 0; i < 300 && messageIds.length < ids.length; i += 1) await sleep(50);
    expect(messageIds).toHaveLength(ids.length);

    // SIGTERM: the process exits at the deadline, whatever the worker still waits for.
    const deadline = Date.now() + 1_500;
    await untilDeadline(first.stop(deadline), deadline);
    const atExit = await handle.db
      .select({ status: outbox.status, lastError: outbox.lastError })
      .from(outbox)
      .where(inArray(outbox.id, ids));
    expect(atExit.map((row) => row.status)).toEqual(ids.map(() => "failed"));
    for (const row of atExit) expect(row.lastError).toMatch(/^Outcome unknown: the worker stopped/);

    // The restart: another worker, a quick server, every lease long lapsed.
    isSlow = false;
    await sleep(LEASE_MS * 2);
    const next = worker();
    await next.drainOnce();
    await next.stop();
    expect(new Set(messageIds).size).toBe(messageIds.length);
    expect(messageIds).toHaveLength(ids.length);
  }, 60_000);
});
