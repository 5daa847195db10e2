import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseInsightQuery } from "@forecourt/core/console/insight-query";
import { settingsFormValues, settingsPatchFromForm } from "@forecourt/core/console/settings-form";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import { parseSiteSettings } from "@forecourt/core/site/site-settings";
import type { DatabaseHandle } from "@forecourt/db/client";
import { getSiteByKey } from "@forecourt/db/repositories/sites/get-site";
import { createStaffUser } from "@forecourt/db/repositories/staff/create-staff-user";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { updateSiteSettings } from "@forecourt/db/repositories/staff/update-site-settings";
import {
  recordTrackingEvents,
  type TrackingEventInput,
} from "@forecourt/db/repositories/tracking/record-tracking-events";
import { leads } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import {
  createDealershipSales,
  createSiteAdmin,
  WHOLE_SITE,
} from "@forecourt/db/testing/staff-members";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as exportRoute from "@/app/(platform)/console/(staff)/insight/export/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { loadInsight } from "./insight-data.ts";

// The export route reads its user from the session cookie; here, the user the test signs in.
const session = vi.hoisted(() => ({ staff: null as StaffMember | null }));
vi.mock("@/server/console/console-session", () => ({
  currentStaff: async () => session.staff,
}));

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let elsewhere: LeadTestSite;
/** Dealer admin of north and south, whole sites: a dealership group of two. */
let groupAdmin: StaffMember;
let northAdmin: StaffMember;
let northSales: StaffMember;
let elsewhereAdmin: StaffMember;

const from = "2026-11-01";
const to = "2026-11-07";
const query = (site: string) => parseInsightQuery({ site, from, to }, new Date("2026-11-20"));

/** `count` visits to `site` on `day`, each the home page and a vehicle page (two page views). */
function visits(site: LeadTestSite, day: string, count: number): TrackingEventInput[] {
  return Array.from({ length: count }, (_, n) => n).flatMap((n) =>
    ["page_view", "view_item"].map((category) => ({
      websiteId: site.id,
      category,
      eventId: category === "page_view" ? 1 : 4,
      url: "https://example.test/",
      leadId: null,
      carId: null,
      anonId: null,
      sessionId: `session_${site.slug}_${day}_${n}`,
      errorMessage: null,
      createdAt: new Date(`${day}T10:00:00Z`),
      properties: {},
    })),
  );
}

/** The export as its user downloads it: the status, and the headline's "this period" figures. */
async function exported(staff: StaffMember, site: string) {
  session.staff = staff;
  const response = await callRoute(
    exportRoute,
    "GET",
    new Request(`http://localhost:3000/console/insight/export?site=${site}&from=${from}&to=${to}`),
  );
  const text = await response.text();
  const headline = Object.fromEntries(
    text
      .split("\r\n")
      .map((line) => line.split(","))
      .filter((cells) => cells[0] === "headline")
      .map((cells) => [cells[1], Number(cells[2])]),
  );
  return { status: response.status, text, headline };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  north = await createLeadTestSite(handle.db, { slug: "group-north" });
  south = await createLeadTestSite(handle.db, { slug: "group-south" });
  elsewhere = await createLeadTestSite(handle.db, { slug: "elsewhere" });
  groupAdmin = await createStaffUser(handle.db, {
    email: "admin@group.test",
    grants: [
      { websiteId: north.id, role: "dealer-admin", ...WHOLE_SITE },
      { websiteId: south.id, role: "dealer-admin", ...WHOLE_SITE },
    ],
  });
  northAdmin = await createSiteAdmin(handle.db, "admin@group-north.test", north);
  northSales = await createDealershipSales(handle.db, "sales@group-north.test", north);
  elsewhereAdmin = await createSiteAdmin(handle.db, "admin@elsewhere.test", elsewhere);
  await recordTrackingEvents(handle.db, [
    ...visits(north, "2026-11-02", 3),
    ...visits(south, "2026-11-05", 2),
    // Another dealer's visits, and the group's in the previous period.
    ...visits(elsewhere, "2026-11-03", 7),
    ...visits(north, "2026-10-28", 1),
    ...visits(south, "2026-10-30", 4),
  ]);
  // Sales: a north lead sold in the period, a south one sold in the period before, another
  // dealer's sold in the period; leads made in the period and not sold.
  const lead = (site: LeadTestSite, made: string, sold: string | null) => ({
    websiteId: site.id,
    category: "General Enquiry",
    createdAt: new Date(`${made}T09:00:00Z`),
    status: sold ? "sold" : "new",
    soldAt: sold ? new Date(`${sold}T09:00:00Z`) : null,
  });
  await handle.db
    .insert(leads)
    .values([
      lead(north, "2026-11-02", "2026-11-04"),
      lead(north, "2026-11-03", null),
      lead(south, "2026-10-29", "2026-10-31"),
      lead(elsewhere, "2026-11-02", "2026-11-03"),
    ]);
});

afterAll(async () => {
  session.staff = null;
  await handle?.close();
});

describe("the insight of a dealership group (site=all)", () => {
  it("sums both sites the user's grant covers, this period and the previous, and no other dealer's", async () => {
    const view = await loadInsight(handle.db, groupAdmin, query("all"));
    expect(view?.scope).toBe("all");
    expect(view?.shown.map((site) => site.slug).sort()).toEqual(["group-north", "group-south"]);
    expect(view?.current.headline).toMatchObject({ visits: 5, pageViews: 10, vehicleViews: 5 });
    expect(view?.previous.headline).toMatchObject({ visits: 5, pageViews: 10, vehicleViews: 5 });

    const csv = await exported(groupAdmin, "all");
    expect(csv.status).toBe(200);
    expect(csv.headline).toMatchObject({ Visits: 5, "Page views": 10, "Vehicle views": 5 });
  });

  it("heads with the group's sales: per site, per lead, and the period before", async () => {
    const view = await loadInsight(handle.db, groupAdmin, query("all"));
    expect(view?.current.headline).toMatchObject({ sales: 1, leads: 2, salesPerLead: 0.5 });
    expect(view?.previous.headline).toMatchObject({ sales: 1 });
    expect(
      view?.current.sales.bySite.map((row) => [row.label, row.leads, row.sales]).sort(),
    ).toEqual([
      ["group-north site", 2, 1],
      ["group-south site", 0, 0],
    ]);
    const csv = await exported(groupAdmin, "all");
    expect(csv.headline).toMatchObject({ Sales: 1, "Sales per lead": 0.5 });
    // One site's own view: its sales alone; another dealer's sale is nowhere.
    const southView = await loadInsight(handle.db, groupAdmin, query(String(south.id)));
    expect(southView?.current.headline.sales).toBe(0);
  });

  it("answers each of the group's sites alone when asked for one", async () => {
    const northView = await loadInsight(handle.db, groupAdmin, query(String(north.id)));
    expect(northView?.shown.map((site) => site.slug)).toEqual(["group-north"]);
    expect(northView?.current.headline.visits).toBe(3);
    expect((await exported(groupAdmin, String(south.id))).headline.Visits).toBe(2);
  });

  it("shows a user of one site that site alone, even as its group, and not the other site", async () => {
    const view = await loadInsight(handle.db, northAdmin, query("all"));
    expect(view?.sites.map((site) => site.slug)).toEqual(["group-north"]);
    expect(view?.shown.map((site) => site.slug)).toEqual(["group-north"]);
    expect(view?.current.headline).toMatchObject({ visits: 3, pageViews: 6 });
    expect((await exported(northAdmin, "all")).headline.Visits).toBe(3);

    expect(await loadInsight(handle.db, northAdmin, query(String(south.id)))).toBeNull();
    expect((await exported(northAdmin, String(south.id))).status).toBe(404);
  });

  it("refuses sales, and another dealer's site, as the page does: not found", async () => {
    // The page answers not found when the user may read insight nowhere, or loadInsight is null.
    expect(mayAnywhere(northSales, "read-insight")).toBe(false);
    expect(await loadInsight(handle.db, northSales, query("all"))).toBeNull();
    expect(await loadInsight(handle.db, northSales, query(String(north.id)))).toBeNull();
    const sales = await exported(northSales, "all");
    expect(sales.status).toBe(404);
    expect(sales.text).toBe("Not found.\n");

    expect(await loadInsight(handle.db, groupAdmin, query(String(elsewhere.id)))).toBeNull();
    expect((await exported(groupAdmin, String(elsewhere.id))).status).toBe(404);
    expect(await loadInsight(handle.db, elsewhereAdmin, query(String(north.id)))).toBeNull();
    expect((await exported(elsewhereAdmin, String(north.id))).status).toBe(404);
    // Its own site is its whole group: 7 visits, none of north's or south's.
    expect((await exported(elsewhereAdmin, "all")).headline.Visits).toBe(7);
  });
});

describe("visit counting", () => {
  it("is switched in the console's settings form, through the settings write path, and Insight knows", async () => {
    // A site stored without the setting reads the schema's default: it does not count visits.
    const before = await loadInsight(handle.db, groupAdmin, query("all"));
    expect(before?.shown.map((site) => [site.slug, site.isCollecting])).toEqual([
      ["group-north", false],
      ["group-south", false],
    ]);

    const stored = await getSiteByKey(handle.db, "group-south");
    if (!stored) throw new Error("no site");
    const shown = settingsFormValues(stored.settings);
    expect(shown["analytics.collectorEnabled"]).toBe("");
    const patch = settingsPatchFromForm({ ...shown, "analytics.collectorEnabled": "on" }, shown);
    expect(patch).toEqual({ analytics: { collectorEnabled: true } });
    const written = await updateSiteSettings(handle.db, {
      actor: groupAdmin,
      websiteId: south.id,
      patch,
      now: new Date("2026-11-20T00:00:00Z"),
    });
    expect(written).toMatchObject({ ok: true, isChanged: true });
    const after = await getSiteByKey(handle.db, "group-south");
    expect(after?.settings.analytics.collectorEnabled).toBe(true);

    const view = await loadInsight(handle.db, groupAdmin, query("all"));
    expect(view?.shown.map((site) => [site.slug, site.isCollecting])).toEqual([
      ["group-north", false],
      ["group-south", true],
    ]);
    // Sales may not change settings: refused, nothing written.
    const refused = await updateSiteSettings(handle.db, {
      actor: northSales,
      websiteId: north.id,
      patch: { analytics: { collectorEnabled: true } },
      now: new Date("2026-11-20T00:00:00Z"),
    });
    expect(refused.ok).toBe(false);
    const north_ = await getSiteByKey(handle.db, "group-north");
    expect(
      parseSiteSettings(north_?.settings).ok && north_?.settings.analytics.collectorEnabled,
    ).toBe(false);
  });
});

describe("days in the site's time zone", () => {
  it("counts a lead and a visit made at 05:28 AEDT on 29 Nov on the 29th, and the default range ends there", async () => {
    const sydney = await createLeadTestSite(handle.db, {
      slug: "sydney-days",
      settings: { timeZone: "Australia/Sydney" },
    });
    const perth = await createLeadTestSite(handle.db, {
      slug: "zz-perth-days",
      settings: { timeZone: "Australia/Perth" },
    });
    const admin = await createStaffUser(handle.db, {
      email: "admin@sydney-days.test",
      grants: [
        { websiteId: sydney.id, role: "dealer-admin", ...WHOLE_SITE },
        { websiteId: perth.id, role: "dealer-admin", ...WHOLE_SITE },
      ],
    });
    const madeAt = new Date("2026-11-28T18:28:00Z");
    await handle.db
      .insert(leads)
      .values({ websiteId: sydney.id, category: "General Enquiry", createdAt: madeAt });
    await recordTrackingEvents(
      handle.db,
      visits(sydney, "2026-11-28", 1).map((event) => ({ ...event, createdAt: madeAt })),
    );

    // No range asked, a minute after the lead: "today" is Sydney's 29 Nov, not UTC's 28th.
    const view = await loadInsight(
      handle.db,
      admin,
      parseInsightQuery({ site: String(sydney.id) }, new Date("2026-11-28T18:29:00Z")),
    );
    expect(view?.query.range.to).toBe("2026-11-29");
    expect(view?.zone).toMatchObject({ timeZone: "Australia/Sydney", isMixed: false });
    const leadDays = view?.current.days.filter((day) => day.leads > 0);
    expect(leadDays?.map((day) => [day.date, day.leads])).toEqual([["2026-11-29", 1]]);
    const visitDays = view?.current.days.filter((day) => day.visits > 0);
    expect(visitDays?.map((day) => [day.date, day.visits])).toEqual([["2026-11-29", 1]]);

    // Asked for the 28th alone, Sydney's 28th holds no lead; the 29th holds it.
    const day = (date: string) =>
      loadInsight(
        handle.db,
        admin,
        parseInsightQuery({ site: String(sydney.id), from: date, to: date }, madeAt),
      );
    expect((await day("2026-11-28"))?.current.headline).toMatchObject({ leads: 0, visits: 0 });
    expect((await day("2026-11-29"))?.current.headline).toMatchObject({ leads: 1, visits: 1 });

    // A group in two zones counts in its first site's (by name), and says it is mixed.
    const group = await loadInsight(handle.db, admin, parseInsightQuery({ site: "all" }, madeAt));
    expect(group?.zone).toEqual({
      timeZone: "Australia/Sydney",
      siteName: group?.shown[0]?.name,
      isMixed: true,
    });
  });
});
