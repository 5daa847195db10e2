/**
 * What a service may ask of the process's running outbox worker: to look at the outbox now,
 * after it queued a delivery. The worker kit registers itself here when it starts (and
 * unregisters when it stops); with no worker in this process, waking is a no-op and the
 * worker that runs elsewhere finds the row on its next poll.
 */
export type WakeableWorker = { wake(): void };

const holder = globalThis as typeof globalThis & { __forecourtOutboxWorker?: WakeableWorker };

/** Registers the process's running worker (the worker kit does), or forgets it. */
export function setWakeableWorker(worker: WakeableWorker | undefined): void {
  holder.__forecourtOutboxWorker = worker;
}

/** The worker registered by {@link setWakeableWorker}, if any. */
export function wakeableWorker(): WakeableWorker | undefined {
  return holder.__forecourtOutboxWorker;
}

export function wakeOutboxWorker(): void {
  holder.__forecourtOutboxWorker?.wake();
}
