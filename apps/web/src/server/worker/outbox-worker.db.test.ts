import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import {
  startSmtpStandIn,
  type SmtpStandIn,
  standInTransport,
} from "../../testing/smtp-stand-in.ts";
import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Database, DatabaseHandle } from "@forecourt/db/client";
import { getLead } from "@forecourt/db/repositories/leads/get-lead";
import { outbox } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as leadsRoute from "@/app/api/leads/route";
import * as withFilesRoute from "@/app/api/leads/with-files/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { LEAD_GONE_MESSAGE } from "./channels/lead-channel.ts";
import {
  createOutboxWorker,
  DAY_MS,
  type OutboxWorker,
  type OutboxWorkerOptions,
  type WorkerLog,
} from "./outbox-worker.ts";
import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from "../outbox/webhook.ts";

const SECRET = "whsec-test-secret";
const BACKOFF = { baseMs: 1_000, maxMs: 1_200 };
const LEAD_COUNT = 8;

type Mail = { raw: string };
type Hook = { body: string; signature: string | null };

let handle: DatabaseHandle;
let site: LeadTestSite;
/** Leads come in through the lead routes, as the browser sends them. */
const api = {
  create: (request: Request) => callRoute(leadsRoute, "POST", request),
  createWithFiles: (request: Request) => callRoute(withFilesRoute, "POST", request),
};

let smtp: SmtpStandIn | undefined;
let smtpPort = 0;
const mails: Mail[] = [];

let hookServer: Server;
let hookStatus = 200;
const hooks: Hook[] = [];

const logged: string[] = [];
const log: WorkerLog = { info: (m) => logged.push(m), warn: (m) => logged.push(m) };

async function startSmtp(port: number): Promise<number> {
  smtp = await startSmtpStandIn({
    port,
    onMessage: (raw) => mails.push({ raw: raw.toString("utf8") }),
  });
  return smtp.port;
}

async function stopSmtp() {
  await smtp?.close();
  smtp = undefined;
}

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
  });
}

function worker(withMail: boolean, overrides: Partial<OutboxWorkerOptions> = {}): OutboxWorker {
  return createOutboxWorker({
    database: async () => handle.db,
    mail: withMail
      ? {
          transport: standInTransport(smtpPort, {
            // The stand-ins answer at once; a short limit would only time out a send held up by
            // a busy machine (PGlite runs on this event loop) and leave it for the next test.
            connectionTimeout: 15_000,
          }),
          from: "leads@forecourt.test",
        }
      : null,
    backoff: BACKOFF,
    batchSize: 100,
    leaseMs: 10_000,
    webhookTimeoutMs: 15_000,
    log,
    ...overrides,
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function submitLeads(count: number): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const response = await api.create(
      new Request("http://delivery.localhost/api/leads", {
        method: "POST",
        headers: { host: "delivery.localhost", "content-type": "application/json" },
        body: JSON.stringify({
          lead: {
            first_name: "Sam",
            last_name: `Buyer ${"x".repeat(0)}`.trim(),
            email: `sam${i}@example.com`,
            phone: "0299999999",
            category: "New Vehicle",
            message: `Lead number ${i} <with> & "markup"`,
            make: "Jayco",
            model: "Journey",
            year: 2025,
            car_type: "new",
          },
        }),
      }),
    );
    expect(response.status).toBe(201);
    ids.push(((await response.json()) as { id: string }).id);
  }
  return ids;
}

async function nextAttempts(ids: string[]): Promise<number[]> {
  const leads = await Promise.all(ids.map((id) => getLead(handle.db, site.id, id)));
  return leads.flatMap((lead) => lead?.deliveries.map((d) => d.nextAttemptAt.getTime()) ?? []);
}

function mailsFor(id: string) {
  const adf = mails.filter((mail) => mail.raw.includes(`Subject: ADF lead ${id}`));
  const email = mails.filter((mail) => mail.raw.includes(`Lead id: ${id}`) && !adf.includes(mail));
  return { adf, email };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  smtpPort = await startSmtp(0);
  hookServer = createServer((request, response) => {
    void readBody(request).then((body) => {
      if (hookStatus === 200) {
        hooks.push({ body, signature: request.headers[WEBHOOK_SIGNATURE_HEADER] as string | null });
      }
      response.writeHead(hookStatus).end();
    });
  });
  await new Promise<void>((resolve) => hookServer.listen(0, "127.0.0.1", resolve));
  const hookPort = (hookServer.address() as AddressInfo).port;
  site = await createLeadTestSite(handle.db, {
    slug: "delivery",
    dealership: {
      adfEmail: "crm@dealer.test",
      webhookUrl: `http://127.0.0.1:${hookPort}/leads`,
      webhookSecret: SECRET,
    },
  });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await stopSmtp();
  await new Promise<void>((resolve) => hookServer?.close(() => resolve()));
  await handle?.close();
});

describe("outbox worker", () => {
  it("delivers every lead exactly once on every channel after an outage", async () => {
    await stopSmtp();
    hookStatus = 500;
    const ids = await submitLeads(LEAD_COUNT);
    const down = worker(true);

    const before = Date.now();
    const first = await down.drainOnce();
    expect(first).toEqual({ delivered: 0, held: 0, failed: LEAD_COUNT * 3 });
    const during = await getLead(handle.db, site.id, ids[0] ?? "");
    expect(during?.deliveries.map((d) => [d.channel, d.status, d.attempts])).toEqual([
      ["email", "retrying", 1],
      ["adf", "retrying", 1],
      ["webhook", "retrying", 1],
    ]);
    expect(during?.deliveries.find((d) => d.channel === "webhook")?.lastError).toBe(
      "Webhook answered HTTP 500",
    );
    // Back-off: no row comes due again before the base delay has passed.
    const retryAt = await nextAttempts(ids);
    expect(Math.min(...retryAt)).toBeGreaterThanOrEqual(before + BACKOFF.baseMs);
    await sleep(Math.max(...retryAt) - Date.now() + 50);
    expect((await down.drainOnce()).failed).toBe(LEAD_COUNT * 3);
    const secondRetryAt = await nextAttempts(ids);
    expect(Math.min(...secondRetryAt)).toBeGreaterThanOrEqual(
      Math.max(...retryAt) + BACKOFF.maxMs - 100,
    );

    smtpPort = await startSmtp(smtpPort);
    hookStatus = 200;
    const up = worker(true);
    let delivered = 0;
    for (let round = 0; round < 20 && delivered < LEAD_COUNT * 3; round += 1) {
      await sleep(BACKOFF.maxMs + 20);
      delivered += (await up.drainOnce()).delivered;
    }
    expect(delivered).toBe(LEAD_COUNT * 3);
    expect(await up.drainOnce()).toEqual({ delivered: 0, held: 0, failed: 0 });

    for (const id of ids) {
      const { adf, email } = mailsFor(id);
      expect(email, `email for ${id}`).toHaveLength(1);
      expect(adf, `ADF for ${id}`).toHaveLength(1);
      const lead = await getLead(handle.db, site.id, id);
      expect(lead?.deliveries.every((d) => d.status === "delivered" && d.deliveredAt)).toBe(true);
      expect(lead?.deliveries.map((d) => d.attempts)).toEqual([3, 3, 3]);
    }
    const hookIds = hooks.map(
      (hook) => (JSON.parse(hook.body) as { lead: { id: string } }).lead.id,
    );
    expect(hookIds.sort()).toEqual([...ids].sort());
    expect(mails).toHaveLength(LEAD_COUNT * 2);
  });

  it("signs each webhook: the signature verifies, a changed body or secret does not", () => {
    expect(hooks.length).toBeGreaterThan(0);
    for (const hook of hooks) {
      expect(verifyWebhook(SECRET, hook.body, hook.signature)).toEqual({ isValid: true });
      expect(verifyWebhook(SECRET, `${hook.body} `, hook.signature)).toEqual({
        isValid: false,
        reason: "mismatch",
      });
      expect(verifyWebhook("other-secret", hook.body, hook.signature).isValid).toBe(false);
    }
    const body = hooks[0]?.body ?? "";
    const lead = (JSON.parse(body) as { event: string; lead: Record<string, unknown> }).lead;
    expect(lead).toMatchObject({ category: "New Vehicle", name: "Sam Buyer", source: "Website" });
    expect(verifyWebhook(SECRET, body, hooks[0]?.signature, Date.now() + 3_600_000)).toEqual({
      isValid: false,
      reason: "expired",
    });
  });

  it("sends ADF 1.0 XML with escaped values", () => {
    const adf = mails.find((mail) => mail.raw.includes("Subject: ADF lead"));
    expect(adf).toBeDefined();
    const decoded = decodeMail(adf?.raw ?? "");
    expect(decoded).toContain('<?adf version="1.0"?>');
    expect(decoded).toContain("<make>Jayco</make>");
    expect(decoded).toContain("&lt;with&gt; &amp; &quot;markup&quot;");
  });

  it("holds mail and logs its lead's id, nothing personal, when no SMTP server is configured, and sends it once one is", async () => {
    mails.length = 0;
    hooks.length = 0;
    logged.length = 0;
    const [id] = await submitLeads(1);
    const held = await worker(false).drainOnce();
    expect(held).toEqual({ delivered: 1, held: 2, failed: 0 });
    const lead = await getLead(handle.db, site.id, id ?? "");
    expect(lead?.deliveries.map((d) => [d.channel, d.status])).toEqual([
      ["email", "held"],
      ["adf", "held"],
      ["webhook", "delivered"],
    ]);
    expect(logged).toEqual(
      expect.arrayContaining([
        `[outbox] SMTP_URL is not set; email for lead ${id} held in the outbox.`,
        `[outbox] SMTP_URL is not set; adf for lead ${id} held in the outbox.`,
      ]),
    );
    // Not the shopper's name, email or phone, nor their message.
    for (const personal of ["Sam", "Buyer", "sam0@example.com", "0299999999", "Lead number"]) {
      expect(logged.join("\n")).not.toContain(personal);
    }
    expect(await worker(false).drainOnce()).toEqual({ delivered: 0, held: 0, failed: 0 });

    const sent = await worker(true).drainOnce();
    expect(sent).toEqual({ delivered: 2, held: 0, failed: 0 });
    expect(mails).toHaveLength(2);
    expect(hooks).toHaveLength(1);
  });

  it("attaches the visitor's files to the dealer's email", async () => {
    mails.length = 0;
    const form = new FormData();
    form.set(
      "lead",
      JSON.stringify({
        name: "Cam Careers",
        email: "cam@example.com",
        phone: "0299999999",
        category: "Careers",
        position: "Service Advisor",
      }),
    );
    const pdf = new Uint8Array([0x25, 0x50, 0x44, 0x46, 0x2d, 0x31, 0x2e, 0x37, 0x0a]);
    form.append("resume", new File([pdf], "cam-cv.pdf", { type: "application/pdf" }));
    const response = await api.createWithFiles(
      new Request("http://delivery.localhost/api/leads/with-files", {
        method: "POST",
        headers: { host: "delivery.localhost" },
        body: form,
      }),
    );
    expect(response.status).toBe(201);
    const { id } = (await response.json()) as { id: string };
    expect((await worker(true).drainOnce()).delivered).toBe(3);
    const { email, adf } = mailsFor(id);
    expect(email).toHaveLength(1);
    expect(adf).toHaveLength(1);
    expect(email[0]?.raw).toMatch(/filename="?cam-cv\.pdf/);
    expect(email[0]?.raw).toContain(Buffer.from(pdf).toString("base64").slice(0, 8));
  });

  it("never hands one row to two workers draining at once", async () => {
    mails.length = 0;
    hooks.length = 0;
    const ids = await submitLeads(LEAD_COUNT);
    const results = await Promise.all(
      [worker(true), worker(true), worker(true)].map((w) => w.drainOnce()),
    );
    const delivered = results.reduce((sum, r) => sum + r.delivered, 0);
    expect(delivered).toBe(LEAD_COUNT * 3);
    expect(mails).toHaveLength(LEAD_COUNT * 2);
    expect(
      hooks.map((h) => (JSON.parse(h.body) as { lead: { id: string } }).lead.id).sort(),
    ).toEqual([...ids].sort());
  });
});

describe("outbox worker, rows it cannot deliver and old rows", () => {
  async function queueRaw(rows: { kind: string; payload: unknown; aggregateId?: string }[]) {
    const inserted = await handle.db
      .insert(outbox)
      .values(
        rows.map((row) => ({
          websiteId: site.id,
          kind: row.kind,
          aggregateId: row.aggregateId ?? crypto.randomUUID(),
          payload: row.payload,
        })),
      )
      .returning({ id: outbox.id });
    return inserted.map((row) => row.id);
  }

  async function rowsById(ids: number[]) {
    const rows = await handle.db.select().from(outbox).where(inArray(outbox.id, ids));
    return ids.map((id) => rows.find((row) => row.id === id));
  }

  it("marks a row with a bad payload or no lead failed with the reason, and delivers the rest", async () => {
    mails.length = 0;
    const [good] = await submitLeads(1);
    const [badPayload = 0, noLead = 0, badWebhook = 0, otherKind = 0] = await queueRaw([
      { kind: "lead.email", payload: { to: 42, dealershipId: site.dealershipId } },
      { kind: "lead.adf", payload: { to: "crm@dealer.test", dealershipId: site.dealershipId } },
      { kind: "lead.webhook", payload: ["not", "an", "object"] },
      // A kind no channel of this worker delivers: left for a worker that has one.
      { kind: "lead.sms", payload: { to: "+61400000000" } },
    ]);

    const drained = await worker(true).drainOnce();
    expect(drained).toEqual({ delivered: 3, held: 0, failed: 3 });
    const [payloadRow, leadRow, webhookRow, otherRow] = await rowsById([
      badPayload,
      noLead,
      badWebhook,
      otherKind,
    ]);
    expect(payloadRow).toMatchObject({
      status: "failed",
      attempts: 1,
      lastError: "Bad lead.email payload: to is not an address.",
    });
    expect(leadRow).toMatchObject({ status: "failed", lastError: LEAD_GONE_MESSAGE });
    expect(webhookRow).toMatchObject({
      status: "failed",
      lastError: "Bad lead.webhook payload: the payload is not a JSON object.",
    });
    expect(otherRow).toMatchObject({ status: "pending", attempts: 0 });
    expect(mailsFor(good ?? "").email).toHaveLength(1);

    // Failed for good: never claimed again.
    await handle.db
      .update(outbox)
      .set({ nextAttemptAt: sql`now() - interval '1 hour'` })
      .where(inArray(outbox.id, [badPayload, noLead, badWebhook]));
    expect(await worker(true).drainOnce()).toEqual({ delivered: 0, held: 0, failed: 0 });
    await handle.db.delete(outbox).where(eq(outbox.id, otherKind));
  });

  it("reads each delivery's lead, site and dealership in one query", async () => {
    const ids = await submitLeads(4);
    let selects = 0;
    const counted = new Proxy(handle.db, {
      get(target, property, receiver) {
        if (property === "select") selects += 1;
        return Reflect.get(target, property, receiver) as unknown;
      },
    }) as Database;
    const drained = await worker(true, { database: async () => counted }).drainOnce();
    expect(drained).toEqual({ delivered: ids.length * 3, held: 0, failed: 0 });
    expect(selects).toBe(ids.length * 3);
  });

  it("prunes delivered rows past the retention age, at most once per interval", async () => {
    const aged = (days: number) => sql`now() - (${days} * interval '1 day')`;
    const queueDelivered = async (count: number, days: number) => {
      const ids = await queueRaw(
        Array.from({ length: count }, () => ({ kind: "lead.email", payload: {} })),
      );
      await handle.db
        .update(outbox)
        .set({ status: "delivered", nextAttemptAt: aged(days), deliveredAt: aged(days) })
        .where(inArray(outbox.id, ids));
      return ids;
    };
    const old = await queueDelivered(5, 31);
    const recent = await queueDelivered(2, 29);
    const oldFailed = await queueRaw([{ kind: "lead.email", payload: {} }]);
    await handle.db
      .update(outbox)
      .set({ status: "failed", nextAttemptAt: aged(60) })
      .where(inArray(outbox.id, oldFailed));
    const retention = { olderThanMs: 30 * DAY_MS, intervalMs: 60_000, batchSize: 2 };
    const pruning = worker(true, { retention });

    expect(await pruning.drainOnce()).toEqual({ delivered: 0, held: 0, failed: 0 });
    expect((await rowsById(old)).filter(Boolean)).toEqual([]);
    expect((await rowsById([...recent, ...oldFailed])).every(Boolean)).toBe(true);
    expect(logged).toContain("[outbox] pruned 5 delivered rows");

    // Within the interval the same worker leaves newly old rows for its next prune.
    const later = await queueDelivered(1, 40);
    await pruning.drainOnce();
    expect((await rowsById(later)).every(Boolean)).toBe(true);
    await worker(true, { retention }).drainOnce();
    expect((await rowsById(later)).filter(Boolean)).toEqual([]);
    const remaining = await handle.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(and(eq(outbox.websiteId, site.id), inArray(outbox.id, [...recent, ...oldFailed])));
    expect(remaining).toHaveLength(3);
  });
});

/** The XML attachment as text, whatever transfer encoding the mailer chose. */
function decodeMail(raw: string): string {
  const parts = raw.split(/\r?\n\r?\n/);
  const decoded = parts.map((part) => {
    const compact = part.replace(/\r?\n/g, "");
    return /^[A-Za-z0-9+/=]+$/.test(compact) && compact.length > 40
      ? Buffer.from(compact, "base64").toString("utf8")
      : part
          .replace(/=\r?\n/g, "")
          .replace(/=([0-9A-F]{2})/g, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  });
  return decoded.join("\n");
}
