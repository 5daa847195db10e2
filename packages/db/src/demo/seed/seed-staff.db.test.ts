import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { getStaffMember } from "../../repositories/staff/get-staff-member.ts";
import { listVisibleSites } from "../../repositories/staff/list-visible-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { DEMO_SITES } from "../demo-sites.ts";
import { DEMO_STAFF } from "../demo-staff.ts";
import { seedDemoData } from "../seed.ts";

let handle: DatabaseHandle;
const siteSlugs = ["metro-pre-owned", "lone-star-auto"];

beforeAll(async () => {
  handle = await createTestDatabase();
  const sites = DEMO_SITES.filter((site) => siteSlugs.includes(site.slug));
  await seedDemoData(handle.db, { sites, withImages: false });
});

afterAll(async () => {
  await handle?.close();
});

async function member(role: string) {
  const user = DEMO_STAFF.find((staff) => staff.role === role);
  if (!user) throw new Error(`no demo ${role}`);
  const stored = await getStaffMember(handle.db, { email: user.email });
  if (!stored) throw new Error(`demo ${role} not seeded`);
  return stored;
}

describe("demo console users", () => {
  it("seeds one user per role", async () => {
    expect(new Set(DEMO_STAFF.map((staff) => staff.role))).toEqual(
      new Set(["platform-operator", "dealer-admin", "sales", "marketing"]),
    );
  });

  it("lets the operator see every seeded site", async () => {
    const sites = await listVisibleSites(handle.db, { actor: await member("platform-operator") });
    expect(sites.map((site) => site.slug).sort()).toEqual([...siteSlugs].sort());
  });

  it("gives the admin the dealer group's site and sales one of its dealerships", async () => {
    const admin = await member("dealer-admin");
    const sales = await member("sales");
    expect((await listVisibleSites(handle.db, { actor: admin })).map((s) => s.slug)).toEqual([
      "metro-pre-owned",
    ]);
    expect(admin.grants).toMatchObject([{ role: "dealer-admin", dealershipId: null }]);
    expect((await listVisibleSites(handle.db, { actor: sales })).map((s) => s.slug)).toEqual([
      "metro-pre-owned",
    ]);
    expect(sales.grants).toMatchObject([{ role: "sales", dealershipId: expect.any(Number) }]);
  });

  it("gives marketing the dealer group's whole site, without its leads", async () => {
    const marketing = await member("marketing");
    expect(marketing.grants).toMatchObject([{ role: "marketing", dealershipId: null }]);
    expect(
      (await listVisibleSites(handle.db, { actor: marketing })).map((s) => [s.slug, s.newLeads]),
    ).toEqual([["metro-pre-owned", null]]);
  });
});
