import { eq } from "drizzle-orm";
import { decideAccess } from "@forecourt/core/console/staff-access";
import type { Database } from "../../client.ts";
import { staffGrants } from "../../schema.ts";
import { appendAuditEntry } from "./append-audit-entry.ts";
import type { StaffMember } from "./get-staff-member.ts";

type RemoveStaffGrantResult =
  | { ok: true }
  /** not-found also answers a grant on a site the actor may not manage: it is not told apart. */
  | { ok: false; reason: "not-found" | "own-grant" };

/**
 * An admin takes one user's access to one of its sites away, audited with the grant as it was.
 * Its own grant is refused: an admin would lock itself out.
 */
export async function removeStaffGrant(
  db: Database,
  { actor, grantId, now }: { actor: StaffMember; grantId: number; now: Date },
): Promise<RemoveStaffGrantResult> {
  return db.transaction(async (tx) => {
    const [grant] = await tx
      .select()
      .from(staffGrants)
      .where(eq(staffGrants.id, grantId))
      .for("update");
    if (!grant || !decideAccess(actor, "manage-users", { websiteId: grant.websiteId }).allowed) {
      return { ok: false, reason: "not-found" };
    }
    if (grant.staffUserId === actor.id) return { ok: false, reason: "own-grant" };
    await tx.delete(staffGrants).where(eq(staffGrants.id, grant.id));
    await appendAuditEntry(tx, {
      actor,
      websiteId: grant.websiteId,
      action: "staff.grant-removed",
      subject: `staff-grant:${grant.id}`,
      before: {
        staffUserId: grant.staffUserId,
        role: grant.role,
        dealershipId: grant.dealershipId,
        locationId: grant.locationId,
      },
      after: null,
      now,
    });
    return { ok: true };
  });
}
