import { and, asc, eq, isNull } from "drizzle-orm";
import { INVITATION_TTL_MS } from "@forecourt/core/console/staff-invitation";
import { decideAccess, wholeSitesOf } from "@forecourt/core/console/staff-access";
import { isGrantRole, type GrantRole } from "@forecourt/core/console/staff-roles";
import type { Database, Tx } from "../../client.ts";
import { dealerships, staffInvitations, websites } from "../../schema.ts";
import { siteTimeZone } from "../sites/site-time-zone.ts";
import { appendAuditEntry } from "./append-audit-entry.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { queueInvitationMail } from "./invite-staff.ts";
import { inSites } from "./site-scope.ts";

/** An invitation not yet taken up, as the users page lists it. */
type PendingInvitation = {
  id: string;
  email: string;
  websiteId: number;
  siteName: string;
  role: GrantRole;
  dealershipName: string | null;
  expiresAt: Date;
  createdAt: Date;
  /** The site's time zone (settings `timeZone`): the users page shows the expiry in it. */
  timeZone: string;
};

/**
 * The invitations to the admin's sites still waiting to be taken up, lapsed ones included (an
 * admin may send one again), oldest first.
 */
export async function listPendingInvitations(
  db: Database,
  { actor }: { actor: StaffMember },
): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      websiteId: staffInvitations.websiteId,
      siteName: websites.name,
      role: staffInvitations.role,
      dealershipName: dealerships.name,
      expiresAt: staffInvitations.expiresAt,
      createdAt: staffInvitations.createdAt,
      timeZone: siteTimeZone,
    })
    .from(staffInvitations)
    .innerJoin(websites, eq(websites.id, staffInvitations.websiteId))
    .leftJoin(dealerships, eq(dealerships.id, staffInvitations.dealershipId))
    .where(
      and(
        isNull(staffInvitations.acceptedAt),
        inSites(wholeSitesOf(actor, "manage-users"), staffInvitations.websiteId),
      ),
    )
    .orderBy(asc(staffInvitations.createdAt));
  return rows.flatMap((row) => (isGrantRole(row.role) ? [{ ...row, role: row.role }] : []));
}

export type InvitationChangeResult =
  | { ok: true; email: string }
  | { ok: false; reason: "not-found" | "other-dealer" | "not-permitted" };

type ChangeInput = { actor: StaffMember; invitationId: string; now: Date };

/** The pending invitation, if the actor manages its site's users; locked for the change. */
async function pendingOf(tx: Tx, input: ChangeInput) {
  const [row] = await tx
    .select({
      id: staffInvitations.id,
      email: staffInvitations.email,
      websiteId: staffInvitations.websiteId,
      role: staffInvitations.role,
      siteName: websites.name,
      expiresAt: staffInvitations.expiresAt,
    })
    .from(staffInvitations)
    .innerJoin(websites, eq(websites.id, staffInvitations.websiteId))
    .where(and(eq(staffInvitations.id, input.invitationId), isNull(staffInvitations.acceptedAt)))
    .for("update", { of: staffInvitations });
  if (!row) return { ok: false, reason: "not-found" } as const;
  const access = decideAccess(input.actor, "manage-users", { websiteId: row.websiteId });
  // Another dealer's invitation is one that is not there.
  if (!access.allowed) {
    return {
      ok: false,
      reason: access.reason === "other-dealer" ? "not-found" : "not-permitted",
    } as const;
  }
  return { ok: true, row } as const;
}

/**
 * Sends a pending invitation's mail again and gives it a fresh week: one more outbox mail
 * (each send its own), audited.
 */
export async function resendInvitation(
  db: Database,
  input: ChangeInput & { signInUrl: string },
): Promise<InvitationChangeResult> {
  return db.transaction(async (tx) => {
    const found = await pendingOf(tx, input);
    if (!found.ok) return found;
    const { row } = found;
    const expiresAt = new Date(input.now.getTime() + INVITATION_TTL_MS);
    await tx.update(staffInvitations).set({ expiresAt }).where(eq(staffInvitations.id, row.id));
    await queueInvitationMail(tx, {
      websiteId: row.websiteId,
      aggregateId: `${row.id}@${input.now.getTime()}`,
      payload: {
        to: row.email,
        siteName: row.siteName,
        invitedBy: input.actor.email,
        signInUrl: input.signInUrl,
      },
    });
    await appendAuditEntry(tx, {
      actor: input.actor,
      websiteId: row.websiteId,
      action: "staff.invitation-resent",
      subject: `invitation:${row.id}`,
      before: { expiresAt: row.expiresAt.toISOString() },
      after: { expiresAt: expiresAt.toISOString() },
      now: input.now,
    });
    return { ok: true, email: row.email };
  });
}

/** Withdraws a pending invitation: it can no longer be taken up. Audited. */
export async function revokeInvitation(
  db: Database,
  input: ChangeInput,
): Promise<InvitationChangeResult> {
  return db.transaction(async (tx) => {
    const found = await pendingOf(tx, input);
    if (!found.ok) return found;
    const { row } = found;
    await tx.delete(staffInvitations).where(eq(staffInvitations.id, row.id));
    await appendAuditEntry(tx, {
      actor: input.actor,
      websiteId: row.websiteId,
      action: "staff.invitation-revoked",
      subject: `invitation:${row.id}`,
      before: { email: row.email, role: row.role },
      after: null,
      now: input.now,
    });
    return { ok: true, email: row.email };
  });
}
