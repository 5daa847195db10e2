import { and, asc, eq, gt, isNull } from "drizzle-orm";
import { isGrantRole, type GrantRole } from "@forecourt/core/console/staff-roles";
import type { Executor } from "../../client.ts";
import { staffInvitations } from "../../schema.ts";

type OpenInvitation = {
  id: string;
  websiteId: number;
  role: GrantRole;
  dealershipId: number | null;
  locationId: number | null;
};

/** The address's invitations not yet taken up and not lapsed, oldest first. */
export async function openInvitationsFor(
  db: Executor,
  { email, now }: { email: string; now: Date },
): Promise<OpenInvitation[]> {
  const rows = await db
    .select({
      id: staffInvitations.id,
      websiteId: staffInvitations.websiteId,
      role: staffInvitations.role,
      dealershipId: staffInvitations.dealershipId,
      locationId: staffInvitations.locationId,
    })
    .from(staffInvitations)
    .where(
      and(
        eq(staffInvitations.email, email),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt));
  return rows.flatMap((row) => (isGrantRole(row.role) ? [{ ...row, role: row.role }] : []));
}
