import { gt } from "drizzle-orm";
import type { Executor } from "../../client.ts";
import { cacheTagExpiries } from "../../schema.ts";

/**
 * The tag expiries recorded later than `sinceMs` (milliseconds since the epoch): those another
 * process (a server, the worker) recorded since a running server last looked.
 */
export async function readTagExpiriesSince(
  db: Executor,
  sinceMs: number,
): Promise<Map<string, number>> {
  const rows = await db
    .select({ tag: cacheTagExpiries.tag, expiredAtMs: cacheTagExpiries.expiredAtMs })
    .from(cacheTagExpiries)
    .where(gt(cacheTagExpiries.expiredAtMs, Math.floor(sinceMs)));
  return new Map(rows.map((row) => [row.tag, Number(row.expiredAtMs)]));
}
