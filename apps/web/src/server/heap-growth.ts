import "server-only";
import { setFlagsFromString } from "node:v8";

/**
 * How far V8 lets the old generation grow past what survived its last full collection before it
 * collects again: 50%. V8's own factor goes up to 4x when collections are quick, and the pages it
 * grows into stay committed after a burst until its memory reducer runs, which it may not do
 * within minutes of idle: beside PostgreSQL 30,000 fuzzed requests took the old space from 225 to
 * 527 MB for 95-130 MB of live objects, and RSS from 432 to 793 MB, still there after 60 s idle.
 * At 50% the old space stayed at 148 MB and RSS at 367-378 MB (docs/performance-log.md, "Memory after
 * a fuzz run"). The cost is more frequent full collections, mostly concurrent.
 */
export const HEAP_GROWING_PERCENT = 50;

const FLAG = "--heap-growing-percent";

/** The V8 flag to set, or null when the command line sets it itself (`node --heap-growing-percent=...`). */
export function heapGrowthFlag(execArgv: readonly string[]): string | null {
  if (
    execArgv.some(
      (arg) =>
        arg === FLAG || arg.startsWith(`${FLAG}=`) || arg.startsWith("--heap_growing_percent"),
    )
  )
    return null;
  return `${FLAG}=${HEAP_GROWING_PERCENT}`;
}

/**
 * Applies the heap growth limit to this process. A V8 flag, set at run time because NODE_OPTIONS
 * does not take it; V8 reads it at each full collection, so it holds from the next one on.
 */
export function limitHeapGrowth(execArgv: readonly string[] = process.execArgv): void {
  const flag = heapGrowthFlag(execArgv);
  if (flag) setFlagsFromString(flag);
}
