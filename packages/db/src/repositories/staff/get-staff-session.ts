import { and, eq, gt } from "drizzle-orm";
import type { Database } from "../../client.ts";
import { staffSessions } from "../../schema.ts";
import { getStaffMember, type StaffMember } from "./get-staff-member.ts";

/** The staff user a live session token (by its hash) belongs to, with its grants; else null. */
export async function getStaffSession(
  db: Database,
  { tokenHash, now }: { tokenHash: string; now: Date },
): Promise<StaffMember | null> {
  const [session] = await db
    .select({ staffUserId: staffSessions.staffUserId })
    .from(staffSessions)
    .where(and(eq(staffSessions.tokenHash, tokenHash), gt(staffSessions.expiresAt, now)));
  return session ? getStaffMember(db, { id: session.staffUserId }) : null;
}
