import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseLeadInboxQuery, type LeadInboxField } from "@forecourt/core/console/lead-inbox-query";
import type { DatabaseHandle } from "../../client.ts";
import { leads, leadStatusChanges, outbox, staffAuditLog } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTwoSiteStaff, type TwoSiteStaff } from "../../testing/staff-members.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { createStaffUser } from "../staff/create-staff-user.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { createTestCar } from "../../testing/test-car.ts";
import { assignLead } from "./assign-lead.ts";
import { createLead } from "./create-lead.ts";
import { changeLeadStatusAsStaff } from "./change-lead-status-as-staff.ts";
import { getInboxLead } from "./get-inbox-lead.ts";
import { getResponseMedians } from "./get-response-medians.ts";
import { listInboxLeads } from "./list-inbox-leads.ts";
import { listInboxSites } from "./list-inbox-sites.ts";
import { assigneesFor, listLeadAssignees } from "./list-lead-assignees.ts";
import { addStaffMessage } from "./lead-conversation.ts";
import { queueLeadDigests } from "./queue-lead-digests.ts";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let { operator, northAdmin, southAdmin, northSales } = {} as TwoSiteStaff;
let southSales: StaffMember;
const now = new Date("2026-03-02T12:00:00Z");
const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);
const whole = { dealershipId: null, locationId: null };
const ids: Record<string, string> = {};

const query = (values: Partial<Record<LeadInboxField, string>> = {}) => {
  const parsed = parseLeadInboxQuery((name) => values[name] ?? null);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
};
const listed = async (actor: StaffMember, values: Partial<Record<LeadInboxField, string>> = {}) =>
  (await listInboxLeads(handle.db, { actor, query: query(values) })).leads.map((l) => l.name);

beforeAll(async () => {
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, {
    slug: "north",
    settings: { leads: { responseTargetMinutes: 30 } },
  });
  south = await createLeadTestSite(handle.db, { slug: "south" });
  ({ operator, northAdmin, southAdmin, northSales } = await createTwoSiteStaff(
    handle.db,
    north,
    south,
  ));
  southSales = await createStaffUser(handle.db, {
    email: "sales@south.test",
    grants: [{ websiteId: south.id, role: "sales", ...whole }],
  });
  const rows = [
    {
      key: "ann",
      websiteId: north.id,
      dealershipId: north.dealershipId,
      minutes: 10,
      phone: "0412 345 678",
      email: "ann@shop.test",
    },
    {
      key: "ben",
      websiteId: north.id,
      dealershipId: north.dealershipId,
      minutes: 45,
      category: "Finance",
      // As the lead forms store a phone: E.164.
      phone: "+61498765432",
    },
    { key: "cat", websiteId: north.id, dealershipId: north.otherDealershipId, minutes: 50 },
    { key: "dan", websiteId: south.id, dealershipId: south.dealershipId, minutes: 200 },
    {
      key: "eve",
      websiteId: north.id,
      dealershipId: north.dealershipId,
      minutes: 300,
      isFormCompleted: false,
      leadStatus: "Incomplete",
    },
  ];
  for (const row of rows) {
    const [inserted] = await handle.db
      .insert(leads)
      .values({
        websiteId: row.websiteId,
        dealershipId: row.dealershipId,
        category: row.category ?? "General Enquiry",
        name: row.key,
        email: row.email ?? `${row.key}@shop.test`,
        phone: row.phone ?? null,
        isFormCompleted: row.isFormCompleted ?? true,
        leadStatus: row.leadStatus ?? "New",
        createdAt: minutesAgo(row.minutes),
      })
      .returning({ id: leads.id });
    ids[row.key] = inserted!.id;
  }
});

afterAll(async () => {
  await handle?.close();
});

describe("the inbox list", () => {
  it("shows an operator every site's leads, newest first", async () => {
    expect(await listed(operator)).toEqual(["ann", "ben", "cat", "dan", "eve"]);
  });

  it("shows an admin its own site only, never another dealer's", async () => {
    expect(await listed(northAdmin)).toEqual(["ann", "ben", "cat", "eve"]);
    expect(await listed(southAdmin)).toEqual(["dan"]);
    // Asking for the other dealer's site by its id finds nothing.
    expect(await listed(southAdmin, { site: String(north.id) })).toEqual([]);
  });

  it("shows a salesperson its dealership's leads only", async () => {
    expect(await listed(northSales)).toEqual(["ann", "ben", "eve"]);
    expect(await listed(northSales, { location: String(north.primaryLocationId) })).toEqual([]);
  });

  it("filters by status, category, date and assignee, and searches name, email and phone digits", async () => {
    expect(await listed(northAdmin, { category: "Finance" })).toEqual(["ben"]);
    expect(await listed(northAdmin, { q: "ANN@shop" })).toEqual(["ann"]);
    expect(await listed(northAdmin, { q: "0412345" })).toEqual(["ann"]);
    // A stored E.164 phone, searched as the shopper wrote it: its trunk 0 is left off.
    expect(await listed(northAdmin, { q: "0498 765 432" })).toEqual(["ben"]);
    expect(await listed(northAdmin, { q: "+61 498 765 432" })).toEqual(["ben"]);
    expect(await listed(northAdmin, { q: "0498 765" })).toEqual(["ben"]);
    expect(await listed(northAdmin, { q: "0498 765 439" })).toEqual([]);
    expect(await listed(northAdmin, { q: "100%" })).toEqual([]);
    expect(await listed(northAdmin, { until: "2026-03-01" })).toEqual([]);
    expect(await listed(northAdmin, { assignee: "none", status: "new" })).toEqual([
      "ann",
      "ben",
      "cat",
      "eve",
    ]);
  });

  it("offers filters of the user's sites and categories only", async () => {
    const { sites, categories } = await listInboxSites(handle.db, { actor: southSales });
    expect(sites.map((s) => [s.id, s.responseTargetMinutes])).toEqual([[south.id, 120]]);
    expect(categories).toEqual(["General Enquiry"]);
    const northSites = await listInboxSites(handle.db, { actor: northAdmin });
    expect(northSites.sites.map((s) => s.responseTargetMinutes)).toEqual([30]);
  });
});

describe("a lead's detail", () => {
  it("is refused to another dealer's users and another dealership's salesperson", async () => {
    expect(await getInboxLead(handle.db, { actor: southAdmin, leadId: ids.ann!, now })).toBeNull();
    expect(await getInboxLead(handle.db, { actor: northSales, leadId: ids.cat!, now })).toBeNull();
    expect(
      await getInboxLead(handle.db, { actor: southSales, leadId: "not-a-uuid", now }),
    ).toBeNull();
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, ids.ann!));
    expect(row?.firstReadAt).toBeNull();
  });

  it("marks the lead read on its first opening only", async () => {
    const lead = await getInboxLead(handle.db, { actor: northSales, leadId: ids.ann!, now });
    expect(lead).toMatchObject({ name: "ann", firstReadAt: now, status: "new", car: null });
    const later = new Date(now.getTime() + 60_000);
    const again = await getInboxLead(handle.db, {
      actor: northAdmin,
      leadId: ids.ann!,
      now: later,
    });
    expect(again?.firstReadAt).toEqual(now);
  });
});

describe("assigning a lead", () => {
  it("refuses another dealer's lead, and an assignee who may not work it", async () => {
    expect(
      await assignLead(handle.db, {
        actor: southAdmin,
        leadId: ids.ann!,
        staffUserId: southSales.id,
        now,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await assignLead(handle.db, {
        actor: northAdmin,
        leadId: ids.ann!,
        staffUserId: southSales.id,
        now,
      }),
    ).toEqual({ ok: false, reason: "unknown-assignee" });
    // The north salesperson works the main dealership only.
    expect(
      await assignLead(handle.db, {
        actor: northAdmin,
        leadId: ids.cat!,
        staffUserId: northSales.id,
        now,
      }),
    ).toEqual({ ok: false, reason: "unknown-assignee" });
    expect(
      await assignLead(handle.db, { actor: northSales, leadId: ids.cat!, staffUserId: null, now }),
    ).toEqual({ ok: false, reason: "not-found" });
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, ids.cat!));
    expect(row?.assignedStaffUserId).toBeNull();
  });

  it("assigns within the dealer, audited before and after, and lists the lead under its assignee", async () => {
    expect(
      await assignLead(handle.db, {
        actor: northAdmin,
        leadId: ids.ben!,
        staffUserId: northSales.id,
        now,
      }),
    ).toEqual({ ok: true, isChanged: true });
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, "lead.assigned"),
          eq(staffAuditLog.subject, `lead:${ids.ben}`),
        ),
      );
    expect(audit).toMatchObject([
      {
        websiteId: north.id,
        actorEmail: "admin@north.test",
        before: { assignedStaffUserId: null },
        after: { assignedStaffUserId: northSales.id },
      },
    ]);
    expect(await listed(northAdmin, { assignee: northSales.id })).toEqual(["ben"]);
    const candidates = await listLeadAssignees(handle.db, { actor: northAdmin });
    expect(candidates.map((c) => c.email)).toEqual(["admin@north.test", "sales@north.test"]);
    expect(
      assigneesFor(candidates, {
        websiteId: north.id,
        dealershipId: north.otherDealershipId,
        locationId: null,
      }).map((c) => c.email),
    ).toEqual(["admin@north.test"]);
  });
});

describe("changing a lead's status", () => {
  it("refuses another dealer's user and another dealership's salesperson, changing nothing", async () => {
    expect(
      await changeLeadStatusAsStaff(handle.db, {
        actor: southAdmin,
        leadId: ids.ann!,
        status: "contacted",
        note: null,
        now,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    expect(
      await changeLeadStatusAsStaff(handle.db, {
        actor: northSales,
        leadId: ids.cat!,
        status: "contacted",
        note: null,
        now,
      }),
    ).toEqual({ ok: false, reason: "not-found" });
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, ids.cat!));
    expect(row).toMatchObject({ status: "new", firstRespondedAt: null });
  });

  it("refuses a change the status rule forbids", async () => {
    expect(
      await changeLeadStatusAsStaff(handle.db, {
        actor: northSales,
        leadId: ids.ann!,
        status: "new",
        note: null,
        now,
      }),
    ).toEqual({ ok: true, isChanged: false, from: "new" });
    expect(
      await changeLeadStatusAsStaff(handle.db, {
        actor: northSales,
        leadId: ids.ann!,
        status: "won",
        note: null,
        now,
      }),
    ).toEqual({ ok: false, reason: "unknown-status", from: "new" });
  });

  it("moves the lead on through the API's path: history, first response, audit", async () => {
    const at = minutesAgo(4);
    expect(
      await changeLeadStatusAsStaff(handle.db, {
        actor: northSales,
        leadId: ids.ann!,
        status: "contacted",
        note: "Called",
        now: at,
      }),
    ).toEqual({ ok: true, isChanged: true, from: "new" });
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, ids.ann!));
    expect(row).toMatchObject({ status: "contacted", firstRespondedAt: at });
    const history = await handle.db
      .select()
      .from(leadStatusChanges)
      .where(eq(leadStatusChanges.leadId, ids.ann!));
    expect(history).toMatchObject([
      {
        fromStatus: "new",
        toStatus: "contacted",
        changedBy: "staff:sales@north.test",
        note: "Called",
      },
    ]);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, "lead.status-changed"),
          eq(staffAuditLog.subject, `lead:${ids.ann}`),
        ),
      );
    expect(audit).toMatchObject([
      { before: { status: "new" }, after: { status: "contacted", note: "Called" } },
    ]);
    // A later change keeps the first response time.
    await changeLeadStatusAsStaff(handle.db, {
      actor: northSales,
      leadId: ids.ann!,
      status: "appointment",
      note: null,
      now,
    });
    const [later] = await handle.db.select().from(leads).where(eq(leads.id, ids.ann!));
    expect(later?.firstRespondedAt).toEqual(at);
  });

  it("gives medians per salesperson and per site over the user's leads only", async () => {
    // ann's status moved on 4 minutes ago; the medians count from when she was contacted.
    expect(
      await getResponseMedians(handle.db, { actor: northAdmin, since: minutesAgo(1000) }),
    ).toEqual({ bySalesperson: [], bySite: [] });
    await addStaffMessage(handle.db, {
      actor: northSales,
      leadId: ids.ann!,
      clientKey: "ann-call-1",
      kind: "call",
      direction: "out",
      outcome: "spoke",
      body: "",
      isContact: true,
      now: minutesAgo(4),
    });
    await assignLead(handle.db, {
      actor: northAdmin,
      leadId: ids.ann!,
      staffUserId: northSales.id,
      now,
    });
    const medians = await getResponseMedians(handle.db, {
      actor: northAdmin,
      since: minutesAgo(1000),
    });
    // ann waited 10 - 4 = 6 minutes.
    expect(medians.bySalesperson).toEqual([
      { key: "sales@north.test", medianMs: 6 * 60_000, answered: 1 },
    ]);
    expect(medians.bySite).toEqual([{ key: north.id, medianMs: 6 * 60_000, answered: 1 }]);
    expect(
      await getResponseMedians(handle.db, { actor: southAdmin, since: minutesAgo(1000) }),
    ).toEqual({
      bySalesperson: [],
      bySite: [],
    });
  });
});

describe("the overdue watch", () => {
  it("mails each lead past its site's target once: its assignee, else the admins who cover it", async () => {
    const consoleOrigin = "http://localhost:3000";
    // north's target is 30 minutes: ben (45, assigned to sales) and cat (50) are overdue; south's
    // is 120: dan (200) is. ann was contacted; eve is part-way.
    expect(await queueLeadDigests(handle.db, { now, consoleOrigin })).toBe(3);
    const mail = await handle.db
      .select()
      .from(outbox)
      .where(eq(outbox.kind, "console.lead-digest"));
    type Digest = { to: string; items: { leadUrl: string; leadName: string }[] };
    const to = Object.fromEntries(
      mail.map((row) => {
        const digest = row.payload as Digest;
        return [digest.to, digest.items.map((item) => item.leadName)];
      }),
    );
    expect(to).toEqual({
      "sales@north.test": ["ben"],
      "admin@north.test": ["cat"],
      "admin@south.test": ["dan"],
    });
    const admin = mail.find((row) => (row.payload as Digest).to === "admin@north.test");
    expect(admin?.payload).toMatchObject({
      items: [
        {
          kind: "overdue",
          siteName: "north site",
          targetMinutes: 30,
          leadUrl: `${consoleOrigin}/console/leads/${ids.cat}`,
        },
      ],
    });
    expect(
      await queueLeadDigests(handle.db, {
        now: new Date(now.getTime() + 3_600_000),
        consoleOrigin,
      }),
    ).toBe(0);
  });
});

describe("a lead about a car", () => {
  it("keeps the car's price when it was made, and is found by the car's stock number", async () => {
    const carId = await createTestCar(handle.db, north);
    const { lead } = await createLead(handle.db, {
      websiteId: north.id,
      lead: {
        dealershipId: north.dealershipId,
        dealershipSlug: north.dealershipSlug,
        locationId: null,
        carId,
        category: "Test Drive",
        subcategory: null,
        isFormCompleted: true,
        stepNumber: null,
        skippedSteps: [],
        name: "gus",
        firstName: null,
        middleName: null,
        lastName: null,
        email: "gus@shop.test",
        phone: null,
        postcode: null,
        message: null,
        fields: {},
        url: null,
        userAgent: null,
        visitedPages: ["/cars/hilux-sr5"],
        linkedQueryParams: { utm_source: "mail" },
        hasFiles: false,
      },
    });
    const detail = await getInboxLead(handle.db, { actor: northAdmin, leadId: lead.id, now });
    expect(detail).toMatchObject({
      carPrice: 45_990,
      car: { id: carId, stockNumber: "north-1", price: 45_990 },
      visitedPages: ["/cars/hilux-sr5"],
      linkedQueryParams: { utm_source: "mail" },
    });
    expect(await listed(northAdmin, { q: "NORTH-1" })).toEqual(["gus"]);
    expect(await listed(southAdmin, { q: "north-1" })).toEqual([]);
  });
});
