import "server-only";
import path from "node:path";
import nodemailer from "nodemailer";
import { listenForQueued } from "@forecourt/db/repositories/outbox/outbox-queued";
import { database, db } from "../db.ts";
import { smsAccount } from "../leads/lead-conversation.ts";
import { env } from "../env.ts";
import { serverPort } from "@forecourt/env/runtime-env";
import { runningOutboxWorker, setRunningOutboxWorker } from "./embedded.ts";
import { createOutboxWorker, DAY_MS, type OutboxWorker } from "./outbox-worker.ts";
import { createAnalyticsRollup } from "./analytics-rollup.ts";
import { HELD_MAIL_FOLDER } from "./channels/held-mail-copy.ts";
import { startContentClock } from "./content-clock.ts";
import { createFeedPuller } from "./feed-puller.ts";
import { consoleOrigin } from "../site-url.ts";
import { startOverdueLeadWatch } from "./overdue-lead-watch.ts";
import { startWeeklyReportWatch } from "./weekly-report-watch.ts";
import { workerTagExpiry } from "./worker-tag-expiry.ts";
import { lineLog } from "../observability/log.ts";

/**
 * The mail client's timeouts. Connecting and the greeting fail fast (nothing was sent yet). The
 * socket timeout also bounds the wait for the server's answer to the message, which RFC 5321
 * (4.5.3.2.6) gives 10 minutes: a slow server that has the message is waited for, not sent it
 * again, while the worker renews the outbox lease (DEFAULT_MAX_SEND_MS is longer than these). A
 * server that stays silent even then may still deliver what it has: the row is failed for an
 * operator rather than sent again (`send-lead-mail.ts`).
 */
export const MAIL_TIMEOUTS = {
  connectionTimeout: 20_000,
  greetingTimeout: 20_000,
  socketTimeout: 10 * 60_000,
} as const;

/** How outgoing mail is DKIM-signed (nodemailer's `dkim` option). */
export type MailDkim = { domainName: string; keySelector: string; privateKey: string };

/**
 * The DKIM signing the settings ask for: MAIL_DKIM_SELECTOR and MAIL_DKIM_PRIVATE_KEY, under
 * MAIL_DKIM_DOMAIN or MAIL_FROM's domain; null when they are unset.
 */
export function mailDkimOf(config: {
  MAIL_FROM: string;
  MAIL_DKIM_SELECTOR?: string;
  MAIL_DKIM_PRIVATE_KEY?: string;
  MAIL_DKIM_DOMAIN?: string;
}): MailDkim | null {
  if (!config.MAIL_DKIM_SELECTOR || !config.MAIL_DKIM_PRIVATE_KEY) return null;
  const fromDomain = /@([^>\s]+)>?\s*$/.exec(config.MAIL_FROM)?.[1] ?? "";
  return {
    domainName: config.MAIL_DKIM_DOMAIN ?? fromDomain,
    keySelector: config.MAIL_DKIM_SELECTOR,
    privateKey: config.MAIL_DKIM_PRIVATE_KEY,
  };
}

export function createMailTransport(url: string, dkim: MailDkim | null = null) {
  return nodemailer.createTransport({
    url,
    ...MAIL_TIMEOUTS,
    ...(dkim ? { dkim } : {}),
  } as Parameters<typeof nodemailer.createTransport>[0]);
}

/** Whether this web server runs the worker itself: by default only on the embedded database. */
export function shouldRunEmbeddedWorker(): boolean {
  const config = env();
  if (config.OUTBOX_WORKER === "auto") return !config.DATABASE_URL;
  return config.OUTBOX_WORKER === "on";
}

/**
 * Wakes the worker after every commit that queued outbox rows, from this process or another
 * (the database's NOTIFY); without it the worker's polling alone finds them.
 */
async function wakeOnQueued(wake: () => void): Promise<() => Promise<void>> {
  try {
    return await listenForQueued(await database(), wake);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    lineLog.warn(`[outbox] not woken by new rows, polling only: ${reason}`);
    return async () => {};
  }
}

/**
 * Starts the process's one outbox worker (idempotent), with the tasks that run beside it; its
 * `stop` stops them all and resolves once what each had under way is finished.
 */
export function startOutboxWorker(): OutboxWorker {
  const existing = runningOutboxWorker();
  if (existing) return existing;
  const config = env();
  const worker = createOutboxWorker({
    database: db,
    mail: config.SMTP_URL
      ? {
          transport: createMailTransport(config.SMTP_URL, mailDkimOf(config)),
          from: config.MAIL_FROM,
        }
      : null,
    // The embedded demo without SMTP: held mail (a sign-in code) can be read from the data folder.
    heldMail:
      !config.SMTP_URL && !config.DATABASE_URL
        ? { folder: path.join(config.DATA_DIR, HELD_MAIL_FOLDER), from: config.MAIL_FROM }
        : null,
    sms: smsAccount(),
    retention: { olderThanMs: config.OUTBOX_RETENTION_DAYS * DAY_MS },
    leaseMs: config.OUTBOX_LEASE_MS,
  });
  // Sites' scheduled stock feed pulls (settings.stockFeed.pullUrl) run beside the deliveries.
  const feedPuller = createFeedPuller({ database: db, deps: { expire: workerTagExpiry() } });
  // Whole past days of analytics events rolled up; raw events past EVENT_RETENTION_DAYS deleted.
  const rollup = createAnalyticsRollup({
    database: db,
    retentionDays: config.EVENT_RETENTION_DAYS,
  });
  worker.start(config.OUTBOX_POLL_MS);
  const listening = wakeOnQueued(() => worker.wake());
  feedPuller.start();
  // Leads past their site's response target and reminders come due: one digest per person per run.
  const stopOverdueLeadWatch = startOverdueLeadWatch({
    database: db,
    consoleOrigin: consoleOrigin(config.PLATFORM_DOMAIN, serverPort()),
    wake: () => worker.wake(),
  });
  // Each site's dealer admins get last week's report once (leads, top vehicles, speed).
  const stopWeeklyReportWatch = startWeeklyReportWatch({
    database: db,
    consoleOrigin: consoleOrigin(config.PLATFORM_DOMAIN, serverPort()),
    wake: () => worker.wake(),
  });
  rollup.start();
  // Scheduled drafts published, and pages listing offers renewed as offers start and end.
  const stopContentClock = startContentClock({ database: db, expire: workerTagExpiry() });
  const running: OutboxWorker = {
    ...worker,
    async stop(deadline) {
      stopOverdueLeadWatch();
      stopWeeklyReportWatch();
      stopContentClock();
      rollup.stop();
      await (
        await listening
      )();
      await Promise.all([worker.stop(deadline), feedPuller.stop()]);
    },
  };
  setRunningOutboxWorker(running);
  lineLog.info(
    `Outbox worker started (poll ${config.OUTBOX_POLL_MS} ms, mail ${config.SMTP_URL ? "over SMTP" : "held: SMTP_URL is not set"}, delivered rows kept ${config.OUTBOX_RETENTION_DAYS} days)`,
  );
  return running;
}
