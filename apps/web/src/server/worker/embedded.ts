import type { OutboxWorker } from "./outbox-worker.ts";

const holder = globalThis as typeof globalThis & { __forecourtOutboxWorker?: OutboxWorker };

/** The process's running worker, if any; route handlers wake it after queuing deliveries. */
export function setRunningOutboxWorker(worker: OutboxWorker | undefined): void {
  holder.__forecourtOutboxWorker = worker;
}

export function runningOutboxWorker(): OutboxWorker | undefined {
  return holder.__forecourtOutboxWorker;
}

export function wakeOutboxWorker(): void {
  holder.__forecourtOutboxWorker?.wake();
}
