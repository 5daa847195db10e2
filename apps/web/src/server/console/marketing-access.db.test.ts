import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseInsightQuery } from "@forecourt/core/console/insight-query";
import { mayAnywhere } from "@forecourt/core/console/staff-access";
import type { DatabaseHandle } from "@forecourt/db/client";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { createStaffUser } from "@forecourt/db/repositories/staff/create-staff-user";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { leads } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { WHOLE_SITE } from "@forecourt/db/testing/staff-members";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as exportRoute from "@/app/(platform)/console/(staff)/insight/export/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { signedIn } from "../../testing/signed-in-staff.ts";
import { IDLE } from "./form-state.ts";
import { loadInsight } from "./insight-data.ts";
import { splitTestOf } from "./queries/split-test.ts";
import { settingsAction } from "./settings-action.ts";
import { splitTestAction } from "./split-test-action.ts";

// The console's actions and export on the database, with the user the test signs in.
vi.mock("@/server/console/console-session", () => import("../../testing/signed-in-staff.ts"));
vi.mock("next/cache", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  revalidatePath: vi.fn(),
  revalidateTag: vi.fn(),
}));

let handle: DatabaseHandle;
let own: LeadTestSite;
let other: LeadTestSite;
let marketing: StaffMember;

/** What a shopper told the dealer on the lead: none of it may reach marketing. */
const PERSONAL = {
  name: "Priya Shopper",
  firstName: "Priya",
  lastName: "Shopper",
  email: "priya.shopper@mail.example",
  phone: "0412 345 678",
  message: "Call me after 5 about the ute, my address is 12 Private Lane",
};

const now = new Date("2026-11-20T02:00:00Z");
const query = (site: string) =>
  parseInsightQuery({ site, from: "2026-11-01", to: "2026-11-19" }, now);

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  own = await createLeadTestSite(handle.db, { slug: "marketing-own" });
  other = await createLeadTestSite(handle.db, { slug: "marketing-other" });
  marketing = await createStaffUser(handle.db, {
    email: "mia@marketing-own.test",
    name: "Mia Marketing",
    grants: [{ websiteId: own.id, role: "marketing", ...WHOLE_SITE }],
  });
  await handle.db.insert(leads).values([
    {
      websiteId: own.id,
      category: "General Enquiry",
      createdAt: new Date("2026-11-03T09:00:00Z"),
      status: "sold",
      soldAt: new Date("2026-11-05T09:00:00Z"),
      salePrice: 35_790,
      linkedQueryParams: { utm_source: "facebook", utm_campaign: "spring-utes" },
      ...PERSONAL,
    },
  ]);
});

afterAll(async () => {
  signedIn.staff = null;
  await handle?.close();
});

describe("the marketing role", () => {
  it("reads Insight of its site, leads and sales by source and campaign, and no shopper's details", async () => {
    expect(mayAnywhere(marketing, "read-insight")).toBe(true);
    const view = await loadInsight(handle.db, marketing, query(String(own.id)));
    expect(view?.shown.map((site) => site.slug)).toEqual(["marketing-own"]);
    expect(view?.current.headline).toMatchObject({ leads: 1, sales: 1 });
    expect(await loadInsight(handle.db, marketing, query(String(other.id)))).toBeNull();

    signedIn.staff = marketing;
    const response = await callRoute(
      exportRoute,
      "GET",
      new Request(
        `http://localhost:3000/console/insight/export?site=${own.id}&from=2026-11-01&to=2026-11-19`,
      ),
    );
    expect(response.status).toBe(200);
    const csv = await response.text();
    expect(csv).toContain("spring-utes");
    // Neither the dashboard's data nor its export carries what the shopper wrote.
    const shown = `${JSON.stringify(view)}\n${csv}`;
    for (const value of Object.values(PERSONAL)) expect(shown).not.toContain(value);
  });

  it("sets up a split test on its own site, through the settings write path, not on another's", async () => {
    const page = await splitTestOf(marketing, String(own.id), now);
    expect(page?.site.slug).toBe("marketing-own");
    expect(await splitTestOf(marketing, String(other.id), now)).toBeNull();

    const post = (websiteId: number) => {
      signedIn.staff = marketing;
      const form = new FormData();
      form.set("websiteId", String(websiteId));
      form.set("intent", "start");
      form.set("name", "home-hero");
      form.set("variants.0.name", "a");
      form.set("variants.1.name", "finance-first");
      form.set("variants.1.title", "Drive away from $99 a week");
      return splitTestAction(IDLE, form);
    };
    expect(await post(own.id)).toMatchObject({ status: "done" });
    const stored = await getSiteById(handle.db, own.id);
    expect(stored?.settings.experiments.splitTest).toMatchObject({
      name: "home-hero",
      variants: ["a", "finance-first"],
      isRunning: true,
    });

    expect(await post(other.id)).toMatchObject({ status: "error" });
    const untouched = await getSiteById(handle.db, other.id);
    expect(untouched?.settings.experiments.splitTest).toBeUndefined();
  });

  it("still may not change the site's other settings", async () => {
    signedIn.staff = marketing;
    const form = new FormData();
    form.set("websiteId", String(own.id));
    form.set("intent", "publish");
    form.set("analytics.collectorEnabled", "on");
    expect(await settingsAction(IDLE, form)).toMatchObject({ status: "error" });
  });
});
