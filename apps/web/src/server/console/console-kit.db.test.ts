import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { NUL_CHARACTER_MESSAGE } from "@forecourt/core/validation/messages";
import type { DatabaseHandle } from "@forecourt/db/client";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { leads } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createSiteAdmin } from "@forecourt/db/testing/staff-members";
import { createTestCar } from "@forecourt/db/testing/test-car";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as exportRoute from "@/app/(platform)/console/(staff)/leads/export/route";
import * as latestRoute from "@/app/(platform)/console/(staff)/leads/latest/route";
import { callRoute, useRouteTestDatabase } from "../../testing/route-harness.ts";
import { signedIn } from "../../testing/signed-in-staff.ts";
import { IDLE } from "./form-state.ts";
import { changeLeadStatusAction } from "./lead-actions.ts";
import { staffCarOf } from "./queries/stock.ts";

// The console's pages, routes and actions on the database this project runs (PGlite, or
// PostgreSQL when DATABASE_URL is set), with the user the test signs in.
vi.mock("@/server/console/console-session", () => import("../../testing/signed-in-staff.ts"));
vi.mock("next/cache", async (original) => ({
  ...(await original<Record<string, unknown>>()),
  revalidatePath: vi.fn(),
}));

let handle: DatabaseHandle;
let site: LeadTestSite;
let admin: StaffMember;
let carId: number;
let leadId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  useRouteTestDatabase(handle);
  site = await createLeadTestSite(handle.db, { slug: "kit" });
  admin = await createSiteAdmin(handle.db, "admin@kit.test", site);
  carId = await createTestCar(handle.db, site);
  const [lead] = await handle.db
    .insert(leads)
    .values({
      websiteId: site.id,
      dealershipId: site.dealershipId,
      carId,
      category: "Test Drive",
      name: "Gus",
      email: "gus@shop.test",
    })
    .returning();
  leadId = lead!.id;
});

afterAll(async () => {
  signedIn.staff = null;
  await handle?.close();
});

describe("a console page's id, read by the one id parser", () => {
  it("finds the user's car by its id, and no car past the largest row id (/console/stock/9999999999 is a 404)", async () => {
    expect((await staffCarOf(admin, String(carId)))?.found.car.id).toBe(carId);
    for (const segment of ["9999999999", "2147483648", "0", `${carId}.json`, "x"]) {
      expect(await staffCarOf(admin, segment), segment).toBeNull();
    }
  });
});

describe("the console's route handlers", () => {
  it("answer a request with no session with the API's 401", async () => {
    signedIn.staff = null;
    const request = new Request("http://localhost:3000/console/leads/latest");
    const response = await callRoute(latestRoute, "GET", request);
    expect(response.status).toBe(401);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ error: "Sign in again." });
  });

  it("answer filters that cannot be read with the API's 422, each field named", async () => {
    signedIn.staff = admin;
    const request = new Request("http://localhost:3000/console/leads/export?since=yesterday");
    const response = await callRoute(exportRoute, "GET", request);
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; errors: Record<string, string> };
    expect(body.error).toBe("The request has invalid fields; see errors.");
    expect(Object.keys(body.errors)).toEqual(["since"]);
    const latest = await callRoute(latestRoute, "GET", new Request("http://localhost:3000/x"));
    expect(await latest.json()).toEqual({ newestId: leadId });
  });
});

describe("a console action's input", () => {
  const statusForm = (note: string) => {
    const form = new FormData();
    form.set("leadId", leadId);
    form.set("status", "contacted");
    form.set("note", note);
    return form;
  };

  it("is refused with the API's message when a field holds a NUL character, and nothing is stored", async () => {
    signedIn.staff = admin;
    const state = await changeLeadStatusAction(IDLE, statusForm("called\u0000back"));
    expect(state).toMatchObject({
      status: "error",
      fieldErrors: { note: NUL_CHARACTER_MESSAGE },
      values: { note: "called\u0000back" },
    });
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, leadId));
    expect(row?.status).toBe("new");
    const done = await changeLeadStatusAction(IDLE, statusForm("called back"));
    expect(done).toEqual({ status: "done", message: "Status changed to contacted." });
  });
});
