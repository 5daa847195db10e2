import { sql } from "drizzle-orm";
import type { Executor } from "../../client.ts";
import { cacheTagExpiries } from "../../schema.ts";

/**
 * Records that `tags` expired at `atMs` (milliseconds since the epoch), keeping a later time
 * already recorded (another server's clock a little ahead). Awaited before a write is
 * acknowledged, so the expiry outlives a restart or a crash of the server that made it.
 */
export async function recordTagExpiries(
  db: Executor,
  tags: readonly string[],
  atMs: number,
): Promise<void> {
  const unique = [...new Set(tags)];
  if (unique.length === 0) return;
  await db
    .insert(cacheTagExpiries)
    .values(unique.map((tag) => ({ tag, expiredAtMs: Math.floor(atMs) })))
    .onConflictDoUpdate({
      target: cacheTagExpiries.tag,
      set: {
        expiredAtMs: sql`greatest(${cacheTagExpiries.expiredAtMs}, excluded.expired_at_ms)`,
      },
    });
}
