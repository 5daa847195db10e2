import "server-only";
import nodemailer from "nodemailer";
import { db } from "../db.ts";
import { env } from "../env.ts";
import { runningOutboxWorker, setRunningOutboxWorker } from "./embedded.ts";
import { createOutboxWorker, DAY_MS, type OutboxWorker } from "./outbox-worker.ts";

/** Whether this web server runs the worker itself: by default only on the embedded database. */
export function shouldRunEmbeddedWorker(): boolean {
  const config = env();
  if (config.OUTBOX_WORKER === "auto") return !config.DATABASE_URL;
  return config.OUTBOX_WORKER === "on";
}

/** Starts the process's one outbox worker (idempotent). */
export function startOutboxWorker(): OutboxWorker {
  const existing = runningOutboxWorker();
  if (existing) return existing;
  const config = env();
  const worker = createOutboxWorker({
    database: db,
    mail: config.SMTP_URL
      ? { transport: nodemailer.createTransport(config.SMTP_URL), from: config.MAIL_FROM }
      : null,
    retention: { olderThanMs: config.OUTBOX_RETENTION_DAYS * DAY_MS },
  });
  setRunningOutboxWorker(worker);
  worker.start(config.OUTBOX_POLL_MS);
  console.info(
    `Outbox worker started (poll ${config.OUTBOX_POLL_MS} ms, mail ${config.SMTP_URL ? "over SMTP" : "held and logged: SMTP_URL is not set"}, delivered rows kept ${config.OUTBOX_RETENTION_DAYS} days)`,
  );
  return worker;
}
