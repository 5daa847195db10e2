import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushEvent } from "@forecourt/core/console/push-subscription";
import type { DatabaseHandle } from "../../client.ts";
import { outbox } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createDealershipSales, createSiteAdmin } from "../../testing/staff-members.ts";
import { createTestCar } from "../../testing/test-car.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { createStaffUser } from "../staff/create-staff-user.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import {
  listStaffPushDevices,
  removeStaffPushSubscription,
  saveStaffPushSubscription,
} from "../staff/push-subscriptions.ts";
import { assignLead } from "./assign-lead.ts";
import { createLead } from "./create-lead.ts";
import { addReminder, addShopperMessage } from "./lead-conversation.ts";
import { queueLeadDigests } from "./queue-lead-digests.ts";
import { CONSOLE_PUSH_OUTBOX_KIND } from "./queue-lead-push.ts";

let handle: DatabaseHandle;
let site: LeadTestSite;
let sales: StaffMember;
let admin: StaffMember;
const now = new Date("2026-11-20T10:00:00Z");

async function subscribe(person: StaffMember, name: string, events: PushEvent[]) {
  await saveStaffPushSubscription(handle.db, {
    staffUserId: person.id,
    subscription: {
      endpoint: `https://push.example/${name}`,
      keys: { p256dh: `key-${name}`, auth: `auth-${name}` },
      events,
    },
    label: "Chrome on Android",
  });
}

/** The kinds of the outbox rows queued for `leadId`'s dealership (its email, ADF, webhook). */
async function deliveryKinds(leadId: string) {
  const rows = await handle.db
    .select({ kind: outbox.kind })
    .from(outbox)
    .where(eq(outbox.aggregateId, leadId));
  return rows.map((row) => row.kind);
}

async function pushRows() {
  return handle.db
    .select({ aggregateId: outbox.aggregateId, payload: outbox.payload })
    .from(outbox)
    .where(eq(outbox.kind, CONSOLE_PUSH_OUTBOX_KIND))
    .orderBy(outbox.id);
}

async function storeLead(carId: number | null, at: LeadTestSite = site) {
  const { lead } = await createLead(handle.db, {
    websiteId: at.id,
    lead: {
      dealershipId: at.dealershipId,
      dealershipSlug: at.dealershipSlug,
      locationId: null,
      carId,
      category: "Test Drive",
      subcategory: null,
      isFormCompleted: true,
      stepNumber: null,
      skippedSteps: [],
      name: "Jo Citizen",
      firstName: null,
      middleName: null,
      lastName: null,
      email: "jo@shop.test",
      phone: "0400000000",
      postcode: null,
      message: "Private words stay in the console",
      fields: {},
      url: null,
      userAgent: null,
      visitedPages: [],
      linkedQueryParams: {},
      hasFiles: false,
    },
  });
  return lead;
}

beforeAll(async () => {
  handle = await createTestDatabase();
  site = await createLeadTestSite(handle.db, { slug: "push" });
  sales = await createDealershipSales(handle.db, "sales@push.test", site);
  admin = await createSiteAdmin(handle.db, "admin@push.test", site);
  await subscribe(sales, "sales-phone", ["new-lead", "lead-assigned", "lead-reply"]);
  await subscribe(sales, "sales-laptop", ["lead-assigned"]);
  await subscribe(admin, "admin-phone", ["new-lead"]);
});

afterAll(() => handle.close());

describe("queueing console notifications", () => {
  it("a new lead: one row per device that wants new leads, naming form, car and first name only", async () => {
    const carId = await createTestCar(handle.db, site);
    const lead = await storeLead(carId);
    const rows = (await pushRows()).filter((row) => row.aggregateId.startsWith("new-lead:"));
    expect(rows).toHaveLength(2);
    const [first] = rows;
    expect(first?.payload).toMatchObject({
      notice: {
        title: "New lead: Test Drive",
        body: expect.stringMatching(/^Jo about the \d{4} /),
        url: `/console/leads/${lead.id}`,
      },
    });
    expect(JSON.stringify(rows)).not.toMatch(/Citizen|jo@shop|0400|Private/);
    // The push comes beside the dealership's email, never in its place.
    expect(await deliveryKinds(lead.id)).toEqual(["lead.email"]);
  });

  it("a dealership with nobody subscribed gets its lead by email as before, and no push is queued", async () => {
    const quiet = await createLeadTestSite(handle.db, { slug: "quiet" });
    await createSiteAdmin(handle.db, "admin@quiet.test", quiet);
    const before = (await pushRows()).length;
    const lead = await storeLead(null, quiet);
    expect(await deliveryKinds(lead.id)).toEqual(["lead.email"]);
    expect(await pushRows()).toHaveLength(before);
  });

  it("a new lead tells its own dealership's staff only, not a salesperson of another", async () => {
    const other = await createStaffUser(handle.db, {
      email: "other-sales@push.test",
      grants: [
        {
          websiteId: site.id,
          role: "sales",
          dealershipId: site.otherDealershipId,
          locationId: null,
        },
      ],
    });
    await subscribe(other, "other-phone", ["new-lead"]);
    const lead = await storeLead(null);
    const rows = (await pushRows()).filter((row) =>
      row.aggregateId.startsWith(`new-lead:${lead.id}`),
    );
    // The salesperson's phone and the site admin's: not the other dealership's salesperson.
    expect(rows).toHaveLength(2);
    await removeStaffPushSubscription(handle.db, {
      staffUserId: other.id,
      endpoint: "https://push.example/other-phone",
    });
  });

  it("an assignment tells the assignee's devices that want it, once; a reply tells the assignee", async () => {
    const lead = await storeLead(null);
    const before = (await pushRows()).length;
    const assigned = await assignLead(handle.db, {
      actor: admin,
      leadId: lead.id,
      staffUserId: sales.id,
      now,
    });
    expect(assigned).toEqual({ ok: true, isChanged: true });
    const again = await assignLead(handle.db, {
      actor: admin,
      leadId: lead.id,
      staffUserId: sales.id,
      now,
    });
    expect(again).toEqual({ ok: true, isChanged: false });
    const afterAssign = (await pushRows()).slice(before);
    expect(afterAssign.filter((row) => row.aggregateId.startsWith("lead-assigned:"))).toHaveLength(
      2,
    );

    const reply = {
      websiteId: site.id,
      leadId: lead.id,
      kind: "email" as const,
      address: "jo@shop.test",
      body: "Yes please",
      externalId: "reply-1",
      now,
      consoleOrigin: "http://localhost:3000",
    };
    await addShopperMessage(handle.db, reply);
    await addShopperMessage(handle.db, reply);
    const replies = (await pushRows()).filter((row) => row.aggregateId.startsWith("lead-reply:"));
    expect(replies).toHaveLength(1);
    expect(replies[0]?.payload).toMatchObject({
      notice: { title: "A shopper replied: Test Drive" },
    });
  });

  it("a reminder that comes due tells its assignee's devices that want reminders, once", async () => {
    await subscribe(sales, "sales-tablet", ["reminder-due"]);
    const lead = await storeLead(null);
    const added = await addReminder(handle.db, {
      actor: admin,
      leadId: lead.id,
      dueAt: new Date(now.getTime() - 60_000),
      assigneeId: sales.id,
      note: "Call back about finance",
      now,
    });
    expect(added.ok).toBe(true);
    const watch = { now, consoleOrigin: "http://localhost:3000" };
    await queueLeadDigests(handle.db, watch);
    await queueLeadDigests(handle.db, watch);
    const rows = (await pushRows()).filter((row) => row.aggregateId.startsWith("reminder-due:"));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.payload).toMatchObject({ notice: { title: "Reminder due: Test Drive" } });
    expect(JSON.stringify(rows)).not.toContain("finance");
  });

  it("a device turned off is told nothing more", async () => {
    expect(
      await removeStaffPushSubscription(handle.db, {
        staffUserId: admin.id,
        endpoint: "https://push.example/admin-phone",
      }),
    ).toBe(true);
    expect(await listStaffPushDevices(handle.db, admin.id)).toEqual([]);
    const lead = await storeLead(null);
    // The salesperson's phone only: the admin's phone is gone.
    const rows = (await pushRows()).filter((row) =>
      row.aggregateId.startsWith(`new-lead:${lead.id}`),
    );
    expect(rows).toHaveLength(1);
  });
});
