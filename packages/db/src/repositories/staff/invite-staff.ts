import { and, eq } from "drizzle-orm";
import { decideAccess, type AccessDecision } from "@forecourt/core/console/staff-access";
import { INVITATION_TTL_MS, type Invitation } from "@forecourt/core/console/staff-invitation";
import type { Database, Executor } from "../../client.ts";
import { dealerships, outbox, staffInvitations, websites } from "../../schema.ts";
import { appendAuditEntry } from "./append-audit-entry.ts";
import type { StaffMember } from "./get-staff-member.ts";

type InviteStaffOptions = {
  actor: StaffMember;
  invitation: Invitation;
  /** The console's sign-in page, for the mail. */
  signInUrl: string;
  now: Date;
};

type InviteStaffResult =
  | { ok: true; id: string }
  | { ok: false; reason: Extract<AccessDecision, { allowed: false }>["reason"] }
  | { ok: false; reason: "unknown-site" | "unknown-dealership" };

/** The invitation's mail, sent by the outbox once per `aggregateId`. */
export async function queueInvitationMail(
  tx: Executor,
  mail: {
    websiteId: number;
    aggregateId: string;
    payload: { to: string; siteName: string; invitedBy: string; signInUrl: string };
  },
) {
  await tx.insert(outbox).values({ ...mail, kind: "console.invitation" });
}

/**
 * An admin invites an address to one of its sites: the invitation, its mail and the audit entry
 * in one transaction. Another dealer's site is refused; a dealership must be the site's own.
 */
export async function inviteStaff(
  db: Database,
  { actor, invitation, signInUrl, now }: InviteStaffOptions,
): Promise<InviteStaffResult> {
  const decision = decideAccess(actor, "manage-users", { websiteId: invitation.websiteId });
  if (!decision.allowed) return { ok: false, reason: decision.reason };
  return db.transaction(async (tx) => {
    const [site] = await tx
      .select({ id: websites.id, name: websites.name })
      .from(websites)
      .where(eq(websites.id, invitation.websiteId));
    if (!site) return { ok: false, reason: "unknown-site" };
    const dealershipId = invitation.dealershipId ?? null;
    if (dealershipId !== null) {
      const [own] = await tx
        .select({ id: dealerships.id })
        .from(dealerships)
        .where(and(eq(dealerships.id, dealershipId), eq(dealerships.websiteId, site.id)));
      if (!own) return { ok: false, reason: "unknown-dealership" };
    }
    const values = {
      email: invitation.email,
      websiteId: site.id,
      role: invitation.role,
      dealershipId,
      locationId: null,
      invitedBy: actor.id,
      expiresAt: new Date(now.getTime() + INVITATION_TTL_MS),
      createdAt: now,
    };
    const [row] = await tx
      .insert(staffInvitations)
      .values(values)
      .returning({ id: staffInvitations.id });
    if (!row) throw new Error("invitation not stored");
    await queueInvitationMail(tx, {
      websiteId: site.id,
      aggregateId: row.id,
      payload: { to: invitation.email, siteName: site.name, invitedBy: actor.email, signInUrl },
    });
    await appendAuditEntry(tx, {
      actor,
      websiteId: site.id,
      action: "staff.invited",
      subject: `invitation:${row.id}`,
      before: null,
      after: { email: invitation.email, role: invitation.role, dealershipId },
      now,
    });
    return { ok: true, id: row.id };
  });
}
