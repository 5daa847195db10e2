import { and, eq } from "drizzle-orm";
import type { DeliveryChannel } from "@forecourt/core/domain/lead";
import type { Database } from "@forecourt/db/client";
import { getLead, getLeadFileContents } from "@forecourt/db/repositories/leads/get-lead";
import { LEAD_OUTBOX_KIND_PREFIX, outboxKind } from "@forecourt/db/repositories/leads/lead-write";
import {
  claimDueDeliveries,
  type OutboxItem,
} from "@forecourt/db/repositories/outbox/claim-due-deliveries";
import {
  DEFAULT_BACKOFF,
  markDelivered,
  markFailed,
  markHeld,
  releaseHeld,
  type BackoffOptions,
} from "@forecourt/db/repositories/outbox/mark-delivery";
import { dealerships, websites } from "@forecourt/db/schema";
import { leadJson } from "../leads/lead-json.ts";
import { leadAdfXml } from "./adf.ts";
import { leadEmail, type LeadContext } from "./lead-mail.ts";
import { signWebhook } from "./webhook.ts";

/** The part of a nodemailer transport the worker uses. */
export type MailTransport = {
  sendMail(message: {
    from: string;
    to: string;
    subject: string;
    text: string;
    attachments?: { filename: string; content: string | Buffer; contentType: string }[];
  }): Promise<unknown>;
};

export type WorkerLog = {
  info(message: string): void;
  warn(message: string): void;
};

export type OutboxWorkerOptions = {
  database: () => Promise<Database>;
  /** No transport: mail is held in the outbox and its text goes to the log (design §2). */
  mail: { transport: MailTransport; from: string } | null;
  fetch?: typeof fetch;
  backoff?: BackoffOptions;
  batchSize?: number;
  /** Longer than any single delivery may take (the webhook timeout). */
  leaseMs?: number;
  webhookTimeoutMs?: number;
  log?: WorkerLog;
};

export type DrainResult = { delivered: number; failed: number; held: number };

export type OutboxWorker = {
  /** Delivers what is due now, once; resolves when every claimed row has its new state. */
  drainOnce(): Promise<DrainResult>;
  /** Polls every `pollMs`, and at once after `wake()`. */
  start(pollMs: number): void;
  wake(): void;
  stop(): Promise<void>;
};

type Outcome = { kind: "delivered" } | { kind: "held"; note: string };

const MAIL_CHANNELS: DeliveryChannel[] = ["email", "adf"];

/**
 * Drains the lead outbox: each claimed row is one delivery of one lead over one channel. A
 * failure is recorded and retried with exponential back-off until it goes through.
 */
export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const log = options.log ?? console;
  const doFetch = options.fetch ?? fetch;
  const batchSize = options.batchSize ?? 20;
  const leaseMs = options.leaseMs ?? 60_000;
  const webhookTimeoutMs = options.webhookTimeoutMs ?? 15_000;
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  let hasReleasedHeld = false;

  async function context(db: Database, item: OutboxItem): Promise<LeadContext | null> {
    const lead = await getLead(db, item.websiteId, item.aggregateId);
    if (!lead) return null;
    const [site] = await db
      .select({ name: websites.name })
      .from(websites)
      .where(eq(websites.id, item.websiteId))
      .limit(1);
    const dealership = await dealershipOf(db, item);
    return { lead, siteName: site?.name ?? "Website", dealershipName: dealership?.name ?? null };
  }

  async function dealershipOf(db: Database, item: OutboxItem) {
    const id = Number(item.payload.dealershipId);
    if (!Number.isSafeInteger(id)) return null;
    const [row] = await db
      .select({ name: dealerships.name, webhookSecret: dealerships.webhookSecret })
      .from(dealerships)
      .where(and(eq(dealerships.id, id), eq(dealerships.websiteId, item.websiteId)))
      .limit(1);
    return row ?? null;
  }

  /** The dealer's email carries the visitor's files (a CV with a careers application). */
  async function fileAttachments(db: Database, found: LeadContext) {
    if (!found.lead.hasFiles) return undefined;
    const files = await getLeadFileContents(db, found.lead.websiteId, found.lead.id);
    return files.map((file) => ({
      filename: file.filename,
      content: file.bytes,
      contentType: file.contentType,
    }));
  }

  async function deliver(db: Database, item: OutboxItem): Promise<Outcome> {
    const channel = item.kind.slice(LEAD_OUTBOX_KIND_PREFIX.length) as DeliveryChannel;
    const found = await context(db, item);
    if (!found) return { kind: "held", note: "The lead no longer exists." };
    const to = typeof item.payload.to === "string" ? item.payload.to : "";
    if (channel === "email" || channel === "adf") {
      const message = leadEmail(found);
      const xml = channel === "adf" ? leadAdfXml(found) : null;
      const mail = {
        to,
        subject: xml ? `ADF lead ${found.lead.id}` : message.subject,
        text: xml ?? message.text,
        attachments: xml
          ? [{ filename: "lead.adf.xml", content: xml, contentType: "application/xml" }]
          : await fileAttachments(db, found),
      };
      if (!options.mail) {
        log.info(
          `[outbox] SMTP_URL is not set; ${channel} for lead ${found.lead.id} held in the outbox.\n` +
            `To: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}`,
        );
        return { kind: "held", note: "SMTP_URL is not set: mail written to the server log." };
      }
      await options.mail.transport.sendMail({ from: options.mail.from, ...mail });
      return { kind: "delivered" };
    }
    if (channel === "webhook") {
      const url = typeof item.payload.url === "string" ? item.payload.url : "";
      const dealership = await dealershipOf(db, item);
      const body = JSON.stringify({ event: "lead.created", lead: leadJson(found.lead) });
      const headers: Record<string, string> = {
        "content-type": "application/json",
        "user-agent": "Forecourt-Webhook/1",
      };
      if (dealership?.webhookSecret)
        Object.assign(headers, signWebhook(dealership.webhookSecret, body));
      const response = await doFetch(url, {
        method: "POST",
        headers,
        body,
        signal: AbortSignal.timeout(webhookTimeoutMs),
      });
      await response.body?.cancel().catch(() => {});
      if (!response.ok) throw new Error(`Webhook answered HTTP ${response.status}`);
      return { kind: "delivered" };
    }
    return { kind: "held", note: `Unknown delivery kind ${item.kind}` };
  }

  async function drainOnce(): Promise<DrainResult> {
    const db = await options.database();
    if (options.mail && !hasReleasedHeld) {
      // Mail held while no SMTP server was configured goes out now that there is one.
      const released = await releaseHeld(db, MAIL_CHANNELS.map(outboxKind));
      if (released > 0) log.info(`[outbox] ${released} held mail deliveries queued again`);
      hasReleasedHeld = true;
    }
    const items = await claimDueDeliveries(db, {
      limit: batchSize,
      leaseMs,
      kindPrefix: LEAD_OUTBOX_KIND_PREFIX,
    });
    const result: DrainResult = { delivered: 0, failed: 0, held: 0 };
    await Promise.all(
      items.map(async (item) => {
        try {
          const outcome = await deliver(db, item);
          if (outcome.kind === "delivered") {
            await markDelivered(db, item.id);
            result.delivered += 1;
          } else {
            await markHeld(db, item.id, outcome.note);
            result.held += 1;
          }
        } catch (error) {
          const message = error instanceof Error ? error.message : String(error);
          const next = await markFailed(db, item, message, backoff);
          result.failed += 1;
          log.warn(
            `[outbox] ${item.kind} for lead ${item.aggregateId} failed (attempt ${item.attempts}): ${message}; next try ${next.toISOString()}`,
          );
        }
      }),
    );
    return result;
  }

  let timer: ReturnType<typeof setTimeout> | undefined;
  let running: Promise<void> | undefined;
  let isStopped = true;
  let pollMs = 1_000;
  let isWakeRequested = false;

  async function loop() {
    do {
      isWakeRequested = false;
      try {
        const drained = await drainOnce();
        const total = drained.delivered + drained.failed + drained.held;
        if (total >= batchSize) isWakeRequested = true;
      } catch (error) {
        log.warn(
          `[outbox] drain failed: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    } while (isWakeRequested && !isStopped);
  }

  function schedule(delay: number) {
    if (isStopped) return;
    clearTimeout(timer);
    timer = setTimeout(tick, delay);
    timer.unref?.();
  }

  function tick() {
    if (running) {
      isWakeRequested = true;
      return;
    }
    running = loop().finally(() => {
      running = undefined;
      schedule(pollMs);
    });
  }

  return {
    drainOnce,
    start(interval) {
      pollMs = interval;
      isStopped = false;
      schedule(0);
    },
    wake() {
      if (isStopped) return;
      if (running) isWakeRequested = true;
      else schedule(0);
    },
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
