import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../client.ts";
import { rows } from "../../raw-rows.ts";
import { isCertifiableDomain } from "../domains/site-domains.ts";
import { listInboxSites } from "../leads/list-inbox-sites.ts";
import { listSitePage } from "../sites/list-sites.ts";
import { searchSites } from "../sites/search-sites.ts";
import { fullScans, plansOf } from "../../testing/query-plans.ts";
import { WHOLE_SITE } from "../../testing/staff-members.ts";
import { createTenThousandSites } from "../../testing/ten-thousand-sites.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import { createStaffUser } from "./create-staff-user.ts";
import type { StaffMember } from "./get-staff-member.ts";
import { listAuditEntries } from "./list-audit-entries.ts";
import { listVisibleSites } from "./list-visible-sites.ts";

// The operator's console over ten thousand sites: each list reads one page by an index, never
// every site or every entry (issue 72). The plans are of the statements the list itself ran.
let handle: DatabaseHandle;
let operator: StaffMember;
let groupAdmin: StaffMember;
const BIG = ["websites", "leads", "staff_audit_log", "domains"];

beforeAll(async () => {
  handle = await createTestDatabase();
  await createTenThousandSites(handle.db);
  operator = await createStaffUser(handle.db, { email: "op@scale.test", isPlatformOperator: true });
  // A large dealer group: one admin over 500 of the sites.
  const group = await rows<{ id: number }>(
    handle.db,
    sql`select id from websites where slug like 'scale-%' order by id limit 500`,
  );
  groupAdmin = await createStaffUser(handle.db, {
    email: "group@scale.test",
    grants: group.map(({ id }) => ({
      websiteId: id,
      role: "dealer-admin" as const,
      ...WHOLE_SITE,
    })),
  });
}, 120_000);
afterAll(() => handle?.close());

async function expectIndexed(work: Parameters<typeof plansOf>[1]) {
  const planned = await plansOf(handle, work);
  expect(planned.length).toBeGreaterThan(0);
  expect(fullScans(planned, BIG)).toEqual([]);
}

describe("the console's lists over 10,000 sites", () => {
  it("the sites list: a page by name after the last one shown, its leads counted for it alone", async () => {
    let first: Awaited<ReturnType<typeof listVisibleSites>> = [];
    let second: typeof first = [];
    await expectIndexed(async (db) => {
      first = await listVisibleSites(db, { actor: operator, limit: 50 });
      second = await listVisibleSites(db, { actor: operator, after: first.at(-1)!.id, limit: 50 });
    });
    expect(first).toHaveLength(50);
    expect(second).toHaveLength(50);
    const names = [...first, ...second].map((site) => site.name);
    expect(new Set(names).size).toBe(100);
    // Each site has its one new lead, counted for the page's sites.
    expect(first.every((site) => site.newLeads === 1)).toBe(true);
  });

  it("a large group's sites list pages the same way", async () => {
    const page = await listVisibleSites(handle.db, { actor: groupAdmin, limit: 50 });
    expect(page).toHaveLength(50);
    expect(page.every((site) => site.role === "dealer-admin")).toBe(true);
  });

  it("the audit log: the newest page, then the page older than its last entry", async () => {
    let first: Awaited<ReturnType<typeof listAuditEntries>> = [];
    let second: typeof first = [];
    await expectIndexed(async (db) => {
      first = await listAuditEntries(db, { actor: operator, limit: 100 });
      second = await listAuditEntries(db, {
        actor: operator,
        limit: 100,
        before: first.at(-1)!.id,
      });
    });
    expect(first).toHaveLength(100);
    expect(second).toHaveLength(100);
    expect(second[0]!.createdAt.getTime()).toBeLessThanOrEqual(first.at(-1)!.createdAt.getTime());
    expect(new Set([...first, ...second].map((entry) => entry.id)).size).toBe(200);
    expect(first[0]!.names.site).toMatch(/^Scale Site \d+$/);
    const group = await listAuditEntries(handle.db, { actor: groupAdmin, limit: 100 });
    expect(group).toHaveLength(100);
  });

  it("the site switcher's search: the sites whose name, slug or domain has the words, by their trigram indexes", async () => {
    const found: Record<string, string[]> = {};
    await expectIndexed(async (db) => {
      for (const query of ["Site 4242", "scale-777", "www.scale-9031.exam", "SCALE-2718."])
        found[query] = (await searchSites(db, { query, limit: 50 })).map((site) => site.slug);
    });
    expect(found["Site 4242"]).toEqual(["scale-4242"]);
    expect(found["scale-777"]).toEqual([
      "scale-777",
      "scale-7770",
      "scale-7771",
      "scale-7772",
      "scale-7773",
      "scale-7774",
      "scale-7775",
      "scale-7776",
      "scale-7777",
      "scale-7778",
      "scale-7779",
    ]);
    expect(found["www.scale-9031.exam"]).toEqual(["scale-9031"]);
    expect(found["SCALE-2718."]).toEqual(["scale-2718"]);
  });

  it("the certificate ask: one host read by its index, never every verified host", async () => {
    const answers: boolean[] = [];
    await expectIndexed(async (db) => {
      answers.push(await isCertifiableDomain(db, "www.scale-5000.example"));
      answers.push(await isCertifiableDomain(db, "www.unknown.example"));
    });
    expect(answers).toEqual([true, false]);
  });

  it("the lead inbox's sites: one more than its filter lists, then the few sites a page shows", async () => {
    let listed: Awaited<ReturnType<typeof listInboxSites>> = { sites: [], categories: [] };
    let shown: typeof listed = listed;
    await expectIndexed(async (db) => {
      listed = await listInboxSites(db, { actor: operator, limit: 51 });
      shown = await listInboxSites(db, {
        actor: operator,
        ids: listed.sites.slice(0, 3).map((site) => site.id),
      });
    });
    expect(listed.sites).toHaveLength(51);
    expect(shown.sites.map((site) => site.id)).toEqual(
      listed.sites.slice(0, 3).map((site) => site.id),
    );
    expect(shown.categories).toEqual(["enquiry"]);
    // A group admin's own sites are narrowed the same way.
    const group = await listInboxSites(handle.db, { actor: groupAdmin, limit: 51 });
    expect(group.sites).toHaveLength(51);
  });

  it("the platform index: a page of sites by name, then the page after its last", async () => {
    let first: Awaited<ReturnType<typeof listSitePage>> = { sites: [], nextAfter: null };
    let second: typeof first = first;
    await expectIndexed(async (db) => {
      first = await listSitePage(db, { after: null, limit: 60 });
      second = await listSitePage(db, { after: first.nextAfter, limit: 60 });
    });
    expect(first.sites).toHaveLength(60);
    expect(second.sites).toHaveLength(60);
    expect(new Set([...first.sites, ...second.sites].map((site) => site.id)).size).toBe(120);
  });
});
