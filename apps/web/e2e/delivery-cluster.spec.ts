import { randomUUID } from "node:crypto";
import net from "node:net";
import { expect, test } from "@playwright/test";
import { inArray } from "drizzle-orm";
import { openDatabase } from "@forecourt/db/client";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { outbox } from "@forecourt/db/schema";
import { answers, loopback } from "../../../bench/lib/loopback.ts";
import { startNextServer, type NextServer } from "../../../bench/lib/next-server.ts";
import {
  createScratchDatabase,
  type ScratchDatabase,
} from "../../../bench/lib/scratch-database.ts";
import { dealerMailOf, startSmtpStandIn, type SmtpStandIn } from "../src/testing/smtp-stand-in.ts";
import { DELIVERY_PORTS } from "./ports.ts";
import { generalEnquiryAnswers } from "./site-form-answers.ts";

/**
 * Two production servers (`next start`), each running the outbox worker, on one PostgreSQL,
 * and an SMTP server that takes four times the lease to acknowledge each message: the claim is
 * renewed while a mail is in flight, so the other server never sends it again. Every lead's
 * dealer email goes out exactly once, and each delivery is claimed exactly once.
 */

const POSTGRES_URL = process.env.CLUSTER_POSTGRES_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const LEASE_MS = 2_000;
const ACK_DELAY_MS = 4 * LEASE_MS;
const LEADS = 4;
const SITE_INDEX = 1;
const site = DEMO_SITES[SITE_INDEX]!;
// Demo sites are seeded in order into an empty database, so their ids follow it.
const SITE_ID = SITE_INDEX + 1;
const API_AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;

test.describe.configure({ mode: "serial" });
test.setTimeout(300_000);

/** Whether anything accepts connections at the PostgreSQL server's address. */
function isListening(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || 5432) });
    const answer = (isOpen: boolean) => {
      socket.destroy();
      resolve(isOpen);
    };
    socket.setTimeout(3_000);
    socket.once("connect", () => answer(true));
    socket.once("timeout", () => answer(false));
    socket.once("error", () => answer(false));
  });
}

const received: ReturnType<typeof dealerMailOf>[] = [];
let smtp: SmtpStandIn | undefined;
let database: ScratchDatabase | undefined;
const servers: NextServer[] = [];

test.afterAll(async () => {
  for (const server of servers.splice(0)) await server.close();
  await smtp?.close();
  await database?.drop();
});

test("two servers and an SMTP server slower than the lease deliver every lead exactly once", async () => {
  // Like the cluster spec, it needs PostgreSQL (CI starts one when none answers): no skip.
  expect(
    await isListening(POSTGRES_URL),
    `PostgreSQL is unreachable at ${POSTGRES_URL} (set CLUSTER_POSTGRES_URL)`,
  ).toBe(true);
  smtp = await startSmtpStandIn({
    onMessage: (raw) => received.push(dealerMailOf(raw)),
    ackDelayMs: () => ACK_DELAY_MS,
  });
  database = await createScratchDatabase(POSTGRES_URL, "forecourt_delivery");
  const env = {
    DATABASE_URL: database.url,
    REDIS_URL: "",
    PLATFORM_DOMAIN: "localhost",
    OUTBOX_WORKER: "on",
    OUTBOX_POLL_MS: "200",
    OUTBOX_LEASE_MS: String(LEASE_MS),
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  };
  // The first server migrates and seeds the empty database alone; the second starts after it.
  for (const port of DELIVERY_PORTS) {
    const server = startNextServer({ port, env });
    servers.push(server);
    await server.waitUntilReady(
      answers(port, { host: `${site.slug}.localhost:${port}`, path: "/", timeoutMs: 60_000 }),
      180_000,
    );
  }

  const runId = randomUUID().slice(0, 8);
  const formAnswers = await generalEnquiryAnswers(DELIVERY_PORTS[0]!, SITE_ID, API_AUTH);
  const ids: string[] = [];
  for (let n = 0; n < LEADS; n += 1) {
    const port = DELIVERY_PORTS[n % 2]!;
    const answer = await loopback(port, {
      host: `${site.slug}.localhost:${port}`,
      path: "/api/leads",
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        lead: {
          first_name: "Once",
          last_name: "Buyer",
          email: `once${n}@example.com`,
          phone: "0412345678",
          category: "General",
          message: `Lead ${n} of run ${runId}`,
          ...formAnswers,
        },
      }),
      timeoutMs: 60_000,
    });
    expect(answer.status, answer.body).toBe(201);
    ids.push((JSON.parse(answer.body) as { id: string }).id);
  }

  const handle = await openDatabase({ url: database.url, migrate: false, maxConnections: 1 });
  try {
    const deliveries = () =>
      handle.db
        .select({
          kind: outbox.kind,
          aggregateId: outbox.aggregateId,
          status: outbox.status,
          attempts: outbox.attempts,
        })
        .from(outbox)
        .where(inArray(outbox.aggregateId, ids));
    await expect
      .poll(async () => (await deliveries()).filter((row) => row.kind === "lead.email").length, {
        timeout: 30_000,
      })
      .toBe(LEADS);
    // Every delivery done; then several leases more, in which a lapsed claim would be sent again.
    await expect
      .poll(async () => (await deliveries()).every((row) => row.status === "delivered"), {
        timeout: 180_000,
        intervals: [500],
      })
      .toBe(true);
    await new Promise((resolve) => setTimeout(resolve, ACK_DELAY_MS + 3 * LEASE_MS));

    const rows = await deliveries();
    expect(rows.every((row) => row.status === "delivered" && row.attempts === 1)).toBe(true);
    const dealerMails = received.filter((mail) => ids.includes(mail.leadId));
    expect(dealerMails.map((mail) => mail.leadId).sort()).toEqual([...ids].sort());
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(received.length);
  } finally {
    await handle.close();
  }
});
