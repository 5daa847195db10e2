import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildShopperTimeline } from "@forecourt/core/leads/shopper-timeline";
import { parseLeadInboxQuery, type LeadInboxField } from "@forecourt/core/console/lead-inbox-query";
import type { DatabaseHandle } from "../../client.ts";
import {
  garageUsers,
  leadStatusChanges,
  leads,
  reservations,
  staffAuditLog,
  trackingEvents,
  watchlistItems,
} from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { createTwoSiteStaff, type TwoSiteStaff } from "../../testing/staff-members.ts";
import { createTestCar, TEST_RANGER } from "../../testing/test-car.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { getSaleFigures } from "../tracking/get-sale-figures.ts";
import { getInboxLead } from "./get-inbox-lead.ts";
import { getShopperRecords } from "./get-shopper-records.ts";
import { listInboxLeads } from "./list-inbox-leads.ts";
import { listInboxSites } from "./list-inbox-sites.ts";
import { markLeadSold } from "./mark-lead-sold.ts";
import { setLeadStatus } from "./set-lead-status.ts";

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let staff: TwoSiteStaff;
let hilux: number;
let ranger: number;
const now = new Date("2026-03-02T12:00:00Z");
const minutesAgo = (n: number) => new Date(now.getTime() - n * 60_000);
const ids: Record<string, string> = {};

type LeadRow = Partial<typeof leads.$inferInsert> & { key: string; minutes: number };

async function addLead(site: LeadTestSite, row: LeadRow) {
  const { key, minutes, ...values } = row;
  const [inserted] = await handle.db
    .insert(leads)
    .values({
      websiteId: site.id,
      dealershipId: site.dealershipId,
      dealershipSlug: site.dealershipSlug,
      category: "General Enquiry",
      name: key,
      createdAt: minutesAgo(minutes),
      ...values,
    })
    .returning({ id: leads.id });
  ids[key] = inserted!.id;
}

const query = (values: Partial<Record<LeadInboxField, string>> = {}) => {
  const parsed = parseLeadInboxQuery((name) => values[name] ?? null);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
};

beforeAll(async () => {
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, {
    slug: "north",
    settings: { timeZone: "Australia/Melbourne", leads: { responseTargetMinutes: 30 } },
  });
  south = await createLeadTestSite(handle.db, { slug: "south" });
  staff = await createTwoSiteStaff(handle.db, north, south);
  hilux = await createTestCar(handle.db, north);
  ranger = await createTestCar(handle.db, north, { ...TEST_RANGER, stockNumber: "R-2" });
  const olivia = { email: "olivia@shop.test", phone: "+61412345678" };
  // Olivia: an enquiry, a finance form given up at step 2 and then finished, a test drive
  // under her email in capitals, a trade-in by phone only; her lead on another dealer's site;
  // and someone else.
  await addLead(north, { key: "o-enquiry", minutes: 600, ...olivia, carId: hilux });
  await addLead(north, {
    key: "o-finance-part",
    minutes: 500,
    ...olivia,
    category: "Finance",
    isFormCompleted: false,
    leadStatus: "Incomplete",
    stepNumber: 2,
  });
  await addLead(north, { key: "o-finance", minutes: 480, ...olivia, category: "Finance" });
  await addLead(north, {
    key: "o-drive",
    minutes: 300,
    email: "OLIVIA@Shop.test",
    category: "Used Vehicle",
    subcategory: "Test Drive",
    carId: ranger,
  });
  await addLead(north, {
    key: "o-trade",
    minutes: 200,
    phone: olivia.phone,
    category: "Sell My Car",
    dealershipId: north.otherDealershipId,
  });
  await addLead(south, { key: "o-south", minutes: 100, ...olivia });
  await addLead(north, { key: "sam", minutes: 50, email: "sam@shop.test" });

  // Her visits: the visitor who sent the enquiry, over two sessions.
  await handle.db.insert(trackingEvents).values([
    {
      websiteId: north.id,
      category: "page_view",
      anonId: "anon-olivia",
      sessionId: "s1",
      createdAt: minutesAgo(620),
    },
    {
      websiteId: north.id,
      category: "page_view",
      anonId: "anon-olivia",
      sessionId: "s1",
      carId: hilux,
      createdAt: minutesAgo(610),
    },
    {
      websiteId: north.id,
      category: "conversion",
      anonId: "anon-olivia",
      sessionId: "s1",
      leadId: ids["o-enquiry"],
      properties: { variant: "b" },
      createdAt: minutesAgo(600),
    },
    {
      websiteId: north.id,
      category: "web_vital",
      anonId: "anon-olivia",
      sessionId: "s1",
      properties: { metric: "LCP", value: 1800, page_group: "vehicle" },
      createdAt: minutesAgo(605),
    },
    {
      websiteId: north.id,
      category: "page_view",
      anonId: "anon-olivia",
      sessionId: "s2",
      createdAt: minutesAgo(320),
    },
    // Another visitor's session on the same site is not hers.
    {
      websiteId: north.id,
      category: "page_view",
      anonId: "anon-sam",
      sessionId: "s3",
      createdAt: minutesAgo(60),
    },
  ]);
  const [account] = await handle.db
    .insert(garageUsers)
    .values({ websiteId: north.id, email: "olivia@shop.test" })
    .returning();
  await handle.db.insert(watchlistItems).values({
    websiteId: north.id,
    userId: account!.id,
    carId: ranger,
    createdAt: minutesAgo(400),
  });
  await handle.db.insert(reservations).values({
    websiteId: north.id,
    carId: ranger,
    leadId: ids["o-drive"],
    reference: "RES-OLIVIA",
    status: "confirmed",
    amount: 500,
    provider: "test",
    expiresAt: now,
    createdAt: minutesAgo(250),
  });
});

afterAll(async () => {
  await handle?.close();
});

describe("one shopper, one timeline", () => {
  it("links the site's leads by normalised email or E.164 phone, never another site's", async () => {
    const records = await getShopperRecords(handle.db, {
      websiteId: north.id,
      leadId: ids["o-enquiry"]!,
    });
    expect(records!.leads.map((lead) => lead.id).sort()).toEqual(
      ["o-enquiry", "o-finance-part", "o-finance", "o-drive", "o-trade"].map((k) => ids[k]).sort(),
    );
    // From the test drive (email only) the trade-in (phone only) is found through the phone
    // her other leads give.
    const byEmail = await getShopperRecords(handle.db, {
      websiteId: north.id,
      leadId: ids["o-drive"]!,
    });
    expect(byEmail!.leads.map((lead) => lead.id)).toContain(ids["o-trade"]);
    expect(byEmail!.leads.map((lead) => lead.id)).not.toContain(ids.sam);
    // Another dealer's site answers nothing of a lead that is not its own.
    expect(
      await getShopperRecords(handle.db, { websiteId: south.id, leadId: ids["o-enquiry"]! }),
    ).toBeNull();
  });

  it("shows enquiries, visits, saved cars and reservations together, an abandoned form once", async () => {
    const records = await getShopperRecords(handle.db, {
      websiteId: north.id,
      leadId: ids["o-drive"]!,
    });
    const entries = buildShopperTimeline(records!);
    expect(
      entries.map((entry) =>
        entry.kind === "enquiry"
          ? `enquiry:${entry.lead.category}${entry.abandoned.length ? `+${entry.abandoned.length}` : ""}`
          : entry.kind,
      ),
    ).toEqual([
      "enquiry:Sell My Car",
      "reservation",
      "enquiry:Used Vehicle",
      "visit",
      "saved-car",
      "enquiry:Finance+1",
      "enquiry:General Enquiry",
      "visit",
    ]);
    const visit = entries.find((entry) => entry.kind === "visit" && entry.visit.sessionId === "s1");
    expect(visit).toMatchObject({ visit: { pageViews: 2, carsViewed: 1 } });
  });
});

describe("the inbox says what each lead is", () => {
  it("names each lead's car and the site's time zone", async () => {
    const page = await listInboxLeads(handle.db, {
      actor: staff.northAdmin,
      query: query({ q: "olivia" }),
      now,
    });
    const drive = page.leads.find((lead) => lead.id === ids["o-drive"]);
    expect(drive?.carName).toBe("2021 Ford Ranger XLT");
    const { sites } = await listInboxSites(handle.db, { actor: staff.operator });
    expect(Object.fromEntries(sites.map((site) => [site.slug, site.timeZone]))).toEqual({
      north: "Australia/Melbourne",
      south: "Australia/Sydney",
    });
  });

  it("keeps unread per person: one user's opening leaves it unread for the others", async () => {
    const unread = async (actor: TwoSiteStaff["northAdmin"]) =>
      (await listInboxLeads(handle.db, { actor, query: query(), now })).leads.find(
        (lead) => lead.id === ids.sam,
      )?.isReadByMe;
    expect(await unread(staff.northAdmin)).toBe(false);
    await getInboxLead(handle.db, { actor: staff.northSales, leadId: ids.sam!, now });
    expect(await unread(staff.northSales)).toBe(true);
    expect(await unread(staff.northAdmin)).toBe(false);
  });

  it("filters the overdue leads: finished, new, unanswered, past the site's target", async () => {
    const overdue = await listInboxLeads(handle.db, {
      actor: staff.operator,
      query: query({ overdue: "1" }),
      now,
    });
    const names = overdue.leads.map((lead) => lead.name);
    // North's target is 30 min: sam (50 min) is overdue there; south's 120 min: o-south (100) not.
    expect(names).toContain("sam");
    expect(names).not.toContain("o-south");
    expect(names).not.toContain("o-finance-part");
    const later = new Date(now.getTime() + 30 * 60_000);
    const afterTarget = await listInboxLeads(handle.db, {
      actor: staff.operator,
      query: query({ overdue: "1" }),
      now: later,
    });
    expect(afterTarget.leads.map((lead) => lead.name)).toContain("o-south");
  });
});

describe("closing the loop: sales", () => {
  it("refuses an unknown stock number and stores nothing", async () => {
    const result = await markLeadSold(handle.db, {
      actor: staff.northAdmin,
      leadId: ids["o-enquiry"]!,
      stockNumber: "NOPE",
      now,
    });
    expect(result).toEqual({ ok: false, reason: "unknown-car" });
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, ids["o-enquiry"]!));
    expect(row).toMatchObject({ status: "new", soldAt: null, soldCarId: null });
  });

  it("marks a lead sold with its own car by the status rule, audited; a car sells once", async () => {
    const sold = await markLeadSold(handle.db, {
      actor: staff.northAdmin,
      leadId: ids["o-enquiry"]!,
      stockNumber: "",
      salePrice: 41_000,
      now,
    });
    expect(sold).toMatchObject({ ok: true, carId: hilux, wasSold: false });
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, ids["o-enquiry"]!));
    expect(row).toMatchObject({ status: "sold", soldAt: now, soldCarId: hilux });
    const history = await handle.db
      .select()
      .from(leadStatusChanges)
      .where(eq(leadStatusChanges.leadId, ids["o-enquiry"]!));
    expect(history.map((change) => change.toStatus)).toEqual(["sold"]);
    const audit = await handle.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "lead.sold"));
    expect(audit).toHaveLength(1);

    const again = await markLeadSold(handle.db, {
      actor: staff.northAdmin,
      leadId: ids.sam!,
      stockNumber: "north-1",
      now,
    });
    expect(again).toEqual({ ok: false, reason: "car-sold-to-another-lead" });
    // Another dealer's admin cannot touch it.
    expect(
      await markLeadSold(handle.db, {
        actor: staff.southAdmin,
        leadId: ids.sam!,
        stockNumber: "",
        now,
      }),
    ).toMatchObject({ ok: false });
  });

  it("counts a sale made through the API's status too, and undoes one that falls through", async () => {
    const result = await setLeadStatus(handle.db, {
      websiteId: north.id,
      leadId: ids["o-finance"]!,
      status: "sold",
      changedBy: "platform",
      now,
    });
    expect(result.ok).toBe(true);
    const day = { start: minutesAgo(60), end: new Date(now.getTime() + 60_000) };
    const figures = await getSaleFigures(handle.db, north.id, day);
    expect(figures.sales).toBe(2);
    expect(figures.by_variant).toEqual({ b: 1 });
    expect(figures.by_speed).toEqual({
      good: 1,
      "needs-improvement": 0,
      poor: 0,
      "not-measured": 1,
    });
    expect(figures.by_source.reduce((sum, row) => sum + row.sales, 0)).toBe(2);
    // What they were worth, by the same groupings: the enquiry sold for 41,000 (variant b, a
    // good visit); the finance lead's sale recorded no price.
    expect(figures.value).toBe(41_000);
    expect(figures.value_by_variant).toEqual({ b: 41_000 });
    expect(figures.value_by_speed).toEqual({
      good: 41_000,
      "needs-improvement": 0,
      poor: 0,
      "not-measured": 0,
    });
    expect(figures.by_source.reduce((sum, row) => sum + row.value, 0)).toBe(41_000);
    expect((await getSaleFigures(handle.db, south.id, day)).sales).toBe(0);

    await setLeadStatus(handle.db, {
      websiteId: north.id,
      leadId: ids["o-finance"]!,
      status: "lost",
      changedBy: "platform",
      now,
    });
    expect((await getSaleFigures(handle.db, north.id, day)).sales).toBe(1);
  });
});
