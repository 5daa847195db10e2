import "server-only";

const holder = globalThis as typeof globalThis & { __forecourtDraining?: boolean };

/** From the stop signal on (graceful-stop.ts): the readiness check answers not ready. */
export function markDraining(): void {
  holder.__forecourtDraining = true;
}

/** Whether this process has been told to stop and is finishing its work. */
export function isDraining(): boolean {
  return holder.__forecourtDraining === true;
}
