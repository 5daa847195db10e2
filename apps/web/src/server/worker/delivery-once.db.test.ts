import nodemailer from "nodemailer";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createLeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import { useRouteTestDatabase } from "../testing/route-harness.ts";
import { submitGeneralLeads } from "../testing/submit-leads.ts";
import { dealerMailOf, startSmtpStandIn, type SmtpStandIn } from "../testing/smtp-stand-in.ts";
import type { MailTransport } from "./channels/outbox-channel.ts";
import { webhookChannel, WEBHOOK_IDEMPOTENCY_HEADER } from "./channels/webhook-channel.ts";
import { dealerEmailChannel } from "./channels/dealer-email-channel.ts";
import { createOutboxWorker, type OutboxWorkerOptions, type WorkerLog } from "./outbox-worker.ts";

let handle: DatabaseHandle;
let smtp: SmtpStandIn;
let smtpPort = 0;
/** How long the SMTP stand-in waits before it acknowledges a message. */
let ackDelayMs = 0;
const received: { messageId: string; leadId: string }[] = [];
const log: WorkerLog = { info: () => {}, warn: () => {} };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** A header's value, long ones unfolded (RFC 5322 folds them onto the next line). */

beforeAll(async () => {
  handle = await createTestDatabase();
  smtp = await startSmtpStandIn({
    onMessage(message) {
      received.push(dealerMailOf(message));
    },
    ackDelayMs: () => ackDelayMs,
  });
  smtpPort = smtp.port;
  await createLeadTestSite(handle.db, { slug: "once" });
  useRouteTestDatabase(handle);
});

afterAll(async () => {
  await smtp.close();
  await handle?.close();
});

const submitLeads = (count: number) => submitGeneralLeads("once", count);

const smtpTransport = (): MailTransport =>
  nodemailer.createTransport({
    host: "127.0.0.1",
    port: smtpPort,
    secure: false,
    ignoreTLS: true,
    socketTimeout: 10_000,
  });

function worker(options: Partial<OutboxWorkerOptions> = {}) {
  return createOutboxWorker({
    database: async () => handle.db,
    mail: { transport: smtpTransport(), from: "Leads <leads@forecourt.test>" },
    channels: [dealerEmailChannel],
    batchSize: 50,
    log,
    ...options,
  });
}

describe("delivering each lead once", () => {
  it("two workers and an SMTP server slower than the lease: every mail goes out once", async () => {
    received.length = 0;
    ackDelayMs = 4_000;
    const ids = await submitLeads(4);
    const first = worker({ leaseMs: 1_000 });
    const second = worker({ leaseMs: 1_000 });
    const sending = first.drainOnce();
    // The second worker keeps looking while the first waits for the slow acknowledgements.
    const raced: number[] = [];
    for (let i = 0; i < 8; i += 1) {
      await sleep(500);
      const drained = await second.drainOnce();
      raced.push(drained.delivered + drained.failed);
    }
    const firstResult = await sending;
    expect(firstResult.delivered).toBe(4);
    expect(raced.every((count) => count === 0)).toBe(true);
    expect(received.map((mail) => mail.leadId).sort()).toEqual([...ids].sort());
    expect(new Set(received.map((mail) => mail.messageId)).size).toBe(4);
  });

  it("after a worker dies mid-send, the retry carries the same Message-ID", async () => {
    received.length = 0;
    ackDelayMs = 0;
    const [id] = await submitLeads(1);
    // The first worker hands the message over and is never heard from again.
    const handedOver: string[] = [];
    const dying = worker({
      leaseMs: 1_000,
      maxSendMs: 1_500,
      mail: {
        transport: {
          sendMail: async (message) => {
            handedOver.push(message.messageId ?? "");
            await new Promise(() => {});
          },
        },
        from: "Leads <leads@forecourt.test>",
      },
    });
    void dying.drainOnce();
    await sleep(500);
    const retry = worker({ leaseMs: 1_000 });
    // Still renewed while the send is in flight; after the send limit and one lease, it is due.
    expect((await retry.drainOnce()).delivered).toBe(0);
    await sleep(3_000);
    expect((await retry.drainOnce()).delivered).toBe(1);
    expect(received).toHaveLength(1);
    expect(received[0]?.leadId).toBe(id);
    expect(handedOver).toEqual([received[0]?.messageId]);
    expect(received[0]?.messageId).toMatch(/^<lead\.email\.[0-9a-f-]+@forecourt\.test>$/);
  });

  it("a webhook names its delivery with the same Idempotency-Key on every attempt", async () => {
    const keys: string[] = [];
    let answer = 500;
    const fakeFetch = (async (_url: string, init: RequestInit) => {
      keys.push(new Headers(init.headers).get(WEBHOOK_IDEMPOTENCY_HEADER) ?? "");
      return new Response(null, { status: answer });
    }) as typeof fetch;
    const hooked = await createLeadTestSite(handle.db, {
      slug: "once-hook",
      dealership: { leadEmail: null, webhookUrl: "http://127.0.0.1:9/hook" },
    });
    const [id] = await submitGeneralLeads("once-hook", 1);
    const hooks = worker({
      channels: [webhookChannel],
      fetch: fakeFetch,
      backoff: { baseMs: 1, maxMs: 1 },
    });
    expect((await hooks.drainOnce()).failed).toBe(1);
    answer = 200;
    await sleep(20);
    expect((await hooks.drainOnce()).delivered).toBe(1);
    expect(keys).toEqual([`lead.webhook.${id}`, `lead.webhook.${id}`]);
    expect(hooked.id).toBeGreaterThan(0);
  });
});
