import { setWakeableWorker, wakeableWorker } from "../outbox/wake-worker.ts";
import type { OutboxWorker } from "./outbox-worker.ts";

/**
 * The process's running worker, if any: registered where services wake it after queuing
 * deliveries (outbox/wake-worker.ts); only the worker kit sets it, always to an OutboxWorker.
 */
export function setRunningOutboxWorker(worker: OutboxWorker | undefined): void {
  setWakeableWorker(worker);
}

export function runningOutboxWorker(): OutboxWorker | undefined {
  return wakeableWorker() as OutboxWorker | undefined;
}
