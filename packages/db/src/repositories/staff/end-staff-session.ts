import { eq } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { staffSessions } from "../../schema.ts";

/** Signs the session out: its token is worthless from now on. */
export async function endStaffSession(db: Database, { tokenHash }: { tokenHash: string }) {
  await db.delete(staffSessions).where(eq(staffSessions.tokenHash, tokenHash));
}
