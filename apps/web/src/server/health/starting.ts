import "server-only";

const holder = globalThis as typeof globalThis & { __forecourtStarting?: boolean };

/** From the start of the web server's start-up (start-up.ts) until it is done. */
export function markStarting(): void {
  holder.__forecourtStarting = true;
}

/** The database is migrated and the demo sites seeded: the readiness check may pass. */
export function markStarted(): void {
  holder.__forecourtStarting = false;
}

/** Whether this process is still starting: the readiness check answers 503 `starting`. */
export function isStarting(): boolean {
  return holder.__forecourtStarting === true;
}
