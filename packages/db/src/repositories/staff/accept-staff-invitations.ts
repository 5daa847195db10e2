import { eq } from "drizzle-orm";
import type { Executor } from "../../client.ts";
import { staffInvitations } from "../../schema.ts";
import { appendAuditEntry } from "./append-audit-entry.ts";
import { createStaffUser } from "./create-staff-user.ts";
import { openInvitationsFor } from "./open-invitations.ts";
import { getStaffMember, type StaffMember } from "./get-staff-member.ts";

/**
 * On a good sign-in code: the address's open invitations become its grants (the user is made
 * on the first), each taken up and audited. Null when the address has neither a user nor an
 * open invitation.
 */
export async function acceptStaffInvitations(
  db: Executor,
  { email, now }: { email: string; now: Date },
): Promise<StaffMember | null> {
  const invitations = await openInvitationsFor(db, { email, now });
  if (invitations.length === 0) return getStaffMember(db, { email });
  const user = await createStaffUser(db, {
    email,
    grants: invitations.map(({ websiteId, role, dealershipId, locationId }) => ({
      websiteId,
      role,
      dealershipId,
      locationId,
    })),
  });
  for (const invitation of invitations) {
    await db
      .update(staffInvitations)
      .set({ acceptedAt: now })
      .where(eq(staffInvitations.id, invitation.id));
    await appendAuditEntry(db, {
      actor: user,
      websiteId: invitation.websiteId,
      action: "staff.invitation-accepted",
      subject: `invitation:${invitation.id}`,
      before: null,
      after: { email, role: invitation.role, dealershipId: invitation.dealershipId },
      now,
    });
  }
  return user;
}
