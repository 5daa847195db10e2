import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { leads, outbox, staffAuditLog, staffInvitations } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTwoSiteStaff, type TwoSiteStaff } from "../../testing/staff-members.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { inviteStaff } from "./invite-staff.ts";
import { issueStaffSignInCode } from "./issue-staff-sign-in-code.ts";
import { listAuditEntries } from "./list-audit-entries.ts";
import { listManageableSites } from "./list-manageable-sites.ts";
import { listStaffGrants } from "./list-staff-grants.ts";
import { listVisibleSites, listVisibleSiteZones } from "./list-visible-sites.ts";
import { removeStaffGrant } from "./remove-staff-grant.ts";
import { verifyStaffSignInCode } from "./verify-staff-sign-in-code.ts";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let { operator, northAdmin, southAdmin, northSales } = {} as TwoSiteStaff;
const now = new Date("2026-03-01T10:00:00Z");
const signInUrl = "http://localhost/console/sign-in";

beforeAll(async () => {
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, { slug: "north" });
  south = await createLeadTestSite(handle.db, {
    slug: "south",
    settings: { timeZone: "Australia/Perth" },
  });
  ({ operator, northAdmin, southAdmin, northSales } = await createTwoSiteStaff(
    handle.db,
    north,
    south,
  ));
  // New leads: two at north's main dealership, one at its other, one at south; one north lead
  // already contacted and one unfinished, which are not new.
  const lead = (websiteId: number, dealershipId: number, extra = {}) => ({
    websiteId,
    dealershipId,
    category: "General Enquiry",
    ...extra,
  });
  await handle.db
    .insert(leads)
    .values([
      lead(north.id, north.dealershipId),
      lead(north.id, north.dealershipId),
      lead(north.id, north.otherDealershipId),
      lead(north.id, north.dealershipId, { status: "contacted" }),
      lead(north.id, north.dealershipId, { isFormCompleted: false, leadStatus: "Incomplete" }),
      lead(south.id, south.dealershipId),
    ]);
});

afterAll(async () => {
  await handle?.close();
});

describe("sites a user can see", () => {
  it("is every site for a platform operator, with all their new leads", async () => {
    const sites = await listVisibleSites(handle.db, { actor: operator });
    expect(sites.map((s) => [s.id, s.role, s.newLeads])).toEqual([
      [north.id, "platform-operator", 3],
      [south.id, "platform-operator", 1],
    ]);
  });

  it("is the admin's own site only", async () => {
    const sites = await listVisibleSites(handle.db, { actor: northAdmin });
    expect(sites.map((s) => [s.id, s.role, s.newLeads])).toEqual([[north.id, "dealer-admin", 3]]);
  });

  it("counts only the leads of a sales user's dealership", async () => {
    const sites = await listVisibleSites(handle.db, { actor: northSales });
    expect(sites.map((s) => [s.id, s.role, s.newLeads])).toEqual([[north.id, "sales", 2]]);
  });

  it("gives the zones of the user's sites, each once, without counting leads", async () => {
    expect((await listVisibleSiteZones(handle.db, { actor: operator })).sort()).toEqual([
      "Australia/Perth",
      "Australia/Sydney",
    ]);
    expect(await listVisibleSiteZones(handle.db, { actor: northSales })).toEqual([
      "Australia/Sydney",
    ]);
    expect(await listVisibleSiteZones(handle.db, { actor: southAdmin })).toEqual([
      "Australia/Perth",
    ]);
  });

  it("lists the sites an admin may invite to, with their dealerships; none for sales", async () => {
    const sites = await listManageableSites(handle.db, { actor: southAdmin });
    expect(sites.map((s) => [s.id, s.dealerships.length])).toEqual([[south.id, 2]]);
    expect(await listManageableSites(handle.db, { actor: northSales })).toEqual([]);
  });
});

describe("invitations", () => {
  it("lets an admin invite to its own site: invitation, mail and audit entry", async () => {
    const result = await inviteStaff(handle.db, {
      actor: northAdmin,
      invitation: {
        email: "new@north.test",
        websiteId: north.id,
        role: "sales",
        dealershipId: north.otherDealershipId,
      },
      signInUrl,
      now,
    });
    if (!result.ok) throw new Error(result.reason);
    const [mail] = await handle.db.select().from(outbox).where(eq(outbox.aggregateId, result.id));
    expect(mail).toMatchObject({
      websiteId: north.id,
      kind: "console.invitation",
      payload: { to: "new@north.test", invitedBy: "admin@north.test", signInUrl },
    });
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `invitation:${result.id}`));
    expect(audit).toMatchObject([
      { action: "staff.invited", actorEmail: "admin@north.test", websiteId: north.id },
    ]);
  });

  it("refuses another dealer's site, a role that may not invite, and another site's dealership", async () => {
    const invitation = { email: "x@x.test", websiteId: south.id, role: "sales" as const };
    expect(await inviteStaff(handle.db, { actor: northAdmin, invitation, signInUrl, now })).toEqual(
      {
        ok: false,
        reason: "other-dealer",
      },
    );
    expect(
      await inviteStaff(handle.db, {
        actor: northSales,
        invitation: { ...invitation, websiteId: north.id },
        signInUrl,
        now,
      }),
    ).toEqual({ ok: false, reason: "not-permitted" });
    expect(
      await inviteStaff(handle.db, {
        actor: northAdmin,
        invitation: { ...invitation, websiteId: north.id, dealershipId: south.dealershipId },
        signInUrl,
        now,
      }),
    ).toEqual({ ok: false, reason: "unknown-dealership" });
    const stored = await handle.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, "x@x.test"));
    expect(stored).toEqual([]);
  });

  it("is taken up by the invitee's first sign-in: a user with the invited grant", async () => {
    expect(
      await issueStaffSignInCode(handle.db, {
        email: "new@north.test",
        client: "198.51.100.1",
        browserHash: "browser",
        newCode: () => ({ code: "12345678", codeHash: "h" }),
        now,
      }),
    ).toEqual({ ok: true, sent: true });
    const result = await verifyStaffSignInCode(handle.db, {
      email: "new@north.test",
      browserHash: "browser",
      matches: (hash) => hash === "h",
      session: { tokenHash: "new-session", expiresAt: new Date(now.getTime() + 60_000) },
      now,
    });
    if (!result.ok) throw new Error(result.reason);
    expect(result.user.grants).toEqual([
      {
        websiteId: north.id,
        role: "sales",
        dealershipId: north.otherDealershipId,
        locationId: null,
      },
    ]);
    const [invitation] = await handle.db
      .select()
      .from(staffInvitations)
      .where(eq(staffInvitations.email, "new@north.test"));
    expect(invitation?.acceptedAt).toEqual(now);
  });
});

describe("users and grants", () => {
  it("lists the grants of the admin's sites only; every site's for an operator; none for sales", async () => {
    const north = await listStaffGrants(handle.db, { actor: northAdmin });
    expect(north.map((g) => g.email).sort()).toEqual([
      "admin@north.test",
      "new@north.test",
      "sales@north.test",
    ]);
    const all = await listStaffGrants(handle.db, { actor: operator });
    expect(all.map((g) => g.email)).toContain("admin@south.test");
    expect(await listStaffGrants(handle.db, { actor: northSales })).toEqual([]);
  });

  it("refuses removing another dealer's grant as not found, and an admin's own grant", async () => {
    const [southGrant] = await listStaffGrants(handle.db, { actor: southAdmin });
    if (!southGrant) throw new Error("no south grant");
    expect(
      await removeStaffGrant(handle.db, { actor: northAdmin, grantId: southGrant.id, now }),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(
      await removeStaffGrant(handle.db, { actor: northSales, grantId: southGrant.id, now }),
    ).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(
      await removeStaffGrant(handle.db, { actor: southAdmin, grantId: southGrant.id, now }),
    ).toEqual({
      ok: false,
      reason: "own-grant",
    });
    expect((await listStaffGrants(handle.db, { actor: southAdmin })).length).toBe(1);
  });

  it("lets an admin remove a grant on its site, audited with the grant as it was", async () => {
    const grants = await listStaffGrants(handle.db, { actor: northAdmin });
    const sales = grants.find((g) => g.email === "sales@north.test");
    if (!sales) throw new Error("no sales grant");
    expect(
      await removeStaffGrant(handle.db, { actor: northAdmin, grantId: sales.id, now }),
    ).toEqual({ ok: true });
    const [entry] = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.subject, `staff-grant:${sales.id}`));
    expect(entry).toMatchObject({
      action: "staff.grant-removed",
      actorEmail: "admin@north.test",
      before: { staffUserId: northSales.id, role: "sales", dealershipId: north.dealershipId },
      after: null,
    });
  });
});

describe("the audit log", () => {
  it("shows an admin its sites' changes only, an operator every site's, sales nothing", async () => {
    const northEntries = await listAuditEntries(handle.db, { actor: northAdmin, limit: 50 });
    expect(northEntries.length).toBeGreaterThan(0);
    expect(northEntries.every((e) => e.websiteId === north.id)).toBe(true);
    expect(await listAuditEntries(handle.db, { actor: southAdmin, limit: 50 })).toEqual([]);
    expect(await listAuditEntries(handle.db, { actor: northSales, limit: 50 })).toEqual([]);
    expect(await listAuditEntries(handle.db, { actor: operator, limit: 50 })).toHaveLength(
      northEntries.length,
    );
  });
});
