import type { OutboxWorker } from "./outbox-worker.ts";

/**
 * The process's running worker, if any, kept on `globalThis` so that every module copy the
 * bundler makes sees the same one: the worker kit sets it when it starts, and instrumentation
 * stops it on shutdown. New outbox rows wake it through the database (`listenForQueued`).
 */
const holder = globalThis as typeof globalThis & { __forecourtOutboxWorker?: OutboxWorker };

export function setRunningOutboxWorker(worker: OutboxWorker | undefined): void {
  holder.__forecourtOutboxWorker = worker;
}

export function runningOutboxWorker(): OutboxWorker | undefined {
  return holder.__forecourtOutboxWorker;
}
