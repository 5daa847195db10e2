import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { outbox, staffAuditLog, staffInvitations } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTwoSiteStaff, type TwoSiteStaff } from "../../testing/staff-members.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { inviteStaff } from "./invite-staff.ts";
import { listAuditEntries } from "./list-audit-entries.ts";
import {
  listPendingInvitations,
  resendInvitation,
  revokeInvitation,
} from "./pending-invitations.ts";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let { operator, northAdmin, southAdmin, northSales } = {} as TwoSiteStaff;
const now = new Date("2026-03-01T10:00:00Z");
const later = new Date("2026-03-12T10:00:00Z");
const signInUrl = "http://localhost/console/sign-in";

beforeAll(async () => {
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, { slug: "north-invites" });
  south = await createLeadTestSite(handle.db, { slug: "south-invites" });
  ({ operator, northAdmin, southAdmin, northSales } = await createTwoSiteStaff(
    handle.db,
    north,
    south,
  ));
});

afterAll(async () => {
  await handle?.close();
});

async function invite(email: string) {
  const result = await inviteStaff(handle.db, {
    actor: northAdmin,
    invitation: { email, websiteId: north.id, role: "sales" },
    signInUrl,
    now,
  });
  if (!result.ok) throw new Error(result.reason);
  return result.id;
}

const mailsTo = async (id: string) =>
  handle.db
    .select()
    .from(outbox)
    .where(like(outbox.aggregateId, `${id}%`));

describe("pending invitations", () => {
  it("are listed to the admins of their site and the operator only", async () => {
    const id = await invite("pending@example.com");
    const ids = async (actor: typeof operator) =>
      (await listPendingInvitations(handle.db, { actor })).map((invitation) => invitation.id);
    expect(await ids(northAdmin)).toContain(id);
    expect(await ids(operator)).toContain(id);
    expect(await ids(southAdmin)).not.toContain(id);
    expect(await ids(northSales)).toEqual([]);
    const [listed] = (await listPendingInvitations(handle.db, { actor: northAdmin })).filter(
      (invitation) => invitation.id === id,
    );
    expect(listed).toMatchObject({ email: "pending@example.com", role: "sales" });
  });

  it("can be sent again: a second mail, a fresh week, audited", async () => {
    const id = await invite("again@example.com");
    const result = await resendInvitation(handle.db, {
      actor: northAdmin,
      invitationId: id,
      signInUrl,
      now: later,
    });
    expect(result).toEqual({ ok: true, email: "again@example.com" });
    expect(await mailsTo(id)).toHaveLength(2);
    const [row] = await handle.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.id, id));
    expect(row!.expiresAt.getTime()).toBeGreaterThan(later.getTime());
    const audit = await handle.db
      .select({ action: staffAuditLog.action })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `invitation:${id}`));
    expect(audit.map((entry) => entry.action).sort()).toEqual([
      "staff.invitation-resent",
      "staff.invited",
    ]);
  });

  it("can be withdrawn once, by its site's admin only", async () => {
    const id = await invite("withdrawn@example.com");
    expect(await revokeInvitation(handle.db, { actor: southAdmin, invitationId: id, now })).toEqual(
      { ok: false, reason: "not-found" },
    );
    expect(await revokeInvitation(handle.db, { actor: northSales, invitationId: id, now })).toEqual(
      { ok: false, reason: "not-permitted" },
    );
    expect(await revokeInvitation(handle.db, { actor: northAdmin, invitationId: id, now })).toEqual(
      { ok: true, email: "withdrawn@example.com" },
    );
    expect(await revokeInvitation(handle.db, { actor: northAdmin, invitationId: id, now })).toEqual(
      { ok: false, reason: "not-found" },
    );
    const resent = await resendInvitation(handle.db, {
      actor: northAdmin,
      invitationId: id,
      signInUrl,
      now,
    });
    expect(resent).toEqual({ ok: false, reason: "not-found" });
    expect(await mailsTo(id)).toHaveLength(1);
  });
});

describe("the audit log's filter", () => {
  it("narrows by who, site, kind and day", async () => {
    const id = await invite("audited@example.com");
    await resendInvitation(handle.db, {
      actor: northAdmin,
      invitationId: id,
      signInUrl,
      now: later,
    });
    const subjects = async (filter: Parameters<typeof listAuditEntries>[1]["filter"]) =>
      (await listAuditEntries(handle.db, { actor: operator, limit: 500, filter }))
        .filter((entry) => entry.subject === `invitation:${id}`)
        .map((entry) => entry.action);
    expect((await subjects({})).sort()).toEqual(["staff.invitation-resent", "staff.invited"]);
    expect(await subjects({ action: "staff.invitation-resent" })).toEqual([
      "staff.invitation-resent",
    ]);
    expect(await subjects({ who: "NORTH" })).toHaveLength(2);
    expect(await subjects({ who: "%" })).toEqual([]);
    expect(await subjects({ websiteId: south.id })).toEqual([]);
    expect(await subjects({ from: "2026-03-12", to: "2026-03-12" })).toEqual([
      "staff.invitation-resent",
    ]);
    expect(await subjects({ to: "2026-03-01" })).toEqual(["staff.invited"]);
  });
});
