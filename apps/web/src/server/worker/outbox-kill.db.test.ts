import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "@forecourt/db/client";
import { outbox } from "@forecourt/db/schema";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { useRouteTestDatabase } from "../../testing/route-harness.ts";
import { submitGeneralLeads } from "../../testing/submit-leads.ts";
import { dealerMailOf, startSmtpStandIn, type SmtpStandIn } from "../../testing/smtp-stand-in.ts";

const here = path.dirname(fileURLToPath(import.meta.url));
const WORKER_SCRIPT = path.join(here, "../../testing/outbox-worker-process.ts");
const LEASE_MS = 2_000;
/** Deliveries the worker has under way at once: fewer than the leads, so some wait their turn. */
const PLACES = 2;

let dataDir: string;
let smtp: SmtpStandIn;
/** Every message the SMTP server was handed, in order: Message-ID and lead id. */
const received: { messageId: string; leadId: string }[] = [];
/** While set, the server never acknowledges (a send stays in flight); called on each arrival. */
let onArrival: (() => void) | null = null;
const children: ChildProcess[] = [];

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function until(condition: () => boolean, timeoutMs: number, what: string) {
  const end = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > end) throw new Error(`Timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** The worker as its own process on the embedded database in `dataDir`. */
function startWorkerProcess(): ChildProcess {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", WORKER_SCRIPT],
    {
      env: {
        ...process.env,
        WORKER_DATA_DIR: dataDir,
        WORKER_SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        WORKER_LEASE_MS: String(LEASE_MS),
        WORKER_BATCH_SIZE: String(PLACES),
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  children.push(child);
  return child;
}

const exited = (child: ChildProcess) =>
  child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise<void>((resolve) => child.once("exit", () => resolve()));

/** Opens the database (no worker process may have it open), does `work`, closes it. */
async function withDatabase<T>(work: (handle: DatabaseHandle) => Promise<T>): Promise<T> {
  const handle = await openDatabase({ dataDir });
  try {
    return await work(handle);
  } finally {
    await handle.close();
  }
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), "forecourt-outbox-kill-"));
  smtp = await startSmtpStandIn({
    onMessage(message) {
      received.push(dealerMailOf(message));
      onArrival?.();
    },
    ackDelayMs: () => (onArrival ? 600_000 : 0),
  });
});

afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  await Promise.all(children.map(exited));
  await smtp?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

describe("a worker killed with SIGKILL mid-send", () => {
  it("is followed by a second worker that re-sends only the messages in flight, with their Message-IDs", async () => {
    const ids = await withDatabase(async (handle) => {
      await createLeadTestSite(handle.db, { slug: "killed" });
      useRouteTestDatabase(handle);
      return submitGeneralLeads("killed", 6);
    });

    // The first worker claims as many as it has places and sends them side by side; the server
    // holds every acknowledgement, and the worker is killed a second after the first message
    // arrived, time enough for any other send it had started to arrive too.
    const first = startWorkerProcess();
    onArrival = () => {
      onArrival = () => undefined;
      setTimeout(() => first.kill("SIGKILL"), 1_000);
    };
    await until(() => received.length > 0, 90_000, "the first message to arrive");
    await exited(first);
    expect(first.signalCode).toBe("SIGKILL");
    // What arrived before the worker died was in flight: handed over, never acknowledged. It
    // has PLACES deliveries under way at most, so those are the only ones that can be repeated.
    const inFlight = [...received];
    onArrival = null;
    expect(inFlight).toHaveLength(PLACES);
    const left = await withDatabase((handle) =>
      handle.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.kind, "lead.email")),
    );
    expect(left.map((row) => row.status).sort()).toEqual([
      "pending",
      "pending",
      "pending",
      "pending",
      "sending",
      "sending",
    ]);

    const second = startWorkerProcess();
    const expected = ids.length + inFlight.length;
    await until(() => received.length >= expected, 90_000, "the second worker's deliveries");
    // Anything more would arrive within a few polls.
    await sleep(1_500);
    second.kill("SIGKILL");
    await exited(second);

    // The second worker sends each lead once; the only repeats are of messages that were in
    // flight, under the same Message-ID, so the receiver can drop them.
    const resent = received.slice(inFlight.length);
    expect(resent.map((mail) => mail.leadId).sort()).toEqual([...ids].sort());
    expect(received).toHaveLength(expected);
    for (const mail of inFlight) {
      expect(resent.filter((again) => again.leadId === mail.leadId)).toEqual([mail]);
    }
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(ids.length);

    const states = await withDatabase((handle) =>
      handle.db.select({ status: outbox.status }).from(outbox).where(eq(outbox.kind, "lead.email")),
    );
    expect(states.map((row) => row.status)).toEqual(Array.from(ids, () => "delivered"));
  }, 240_000);
});
