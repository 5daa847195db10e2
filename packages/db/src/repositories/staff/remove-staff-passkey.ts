import { and, eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { staffPasskeys } from "../../schema.ts";

/** Removes one of the staff user's own passkeys; another user's is "not found". */
export async function removeStaffPasskey(
  db: Database,
  { staffUserId, passkeyId }: { staffUserId: string; passkeyId: string },
): Promise<{ ok: true } | { ok: false; reason: "not-found" }> {
  const removed = await db
    .delete(staffPasskeys)
    .where(and(eq(staffPasskeys.id, passkeyId), eq(staffPasskeys.staffUserId, staffUserId)))
    .returning({ id: staffPasskeys.id });
  return removed.length > 0 ? { ok: true } : { ok: false, reason: "not-found" };
}
