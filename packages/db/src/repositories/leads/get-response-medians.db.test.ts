import { and, eq, gte, isNotNull, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  byFastestResponse,
  median,
  responseTimeMs,
  type ResponseMedian,
} from "@forecourt/core/leads/lead-response";
import type { DatabaseHandle } from "../../client.ts";
import { leads, staffUsers } from "../../schema.ts";
import { createLeadTestSite, type LeadTestSite } from "../../testing/lead-sites.ts";
import { rowsReturned } from "../../testing/query-plans.ts";
import { createSiteAdmin, createTwoSiteStaff } from "../../testing/staff-members.ts";
import { createTestDatabase } from "../../testing/test-database.ts";
import type { StaffMember } from "../staff/get-staff-member.ts";
import { getResponseMedians } from "./get-response-medians.ts";

/**
 * The figures as the inbox worked them out before the database did (the oracle): the median
 * response time of each group (a salesperson, a site), over its answered leads
 * only; a group with no answered lead is left out. Ordered fastest first, then by key.
 */
function responseMedians<K extends string | number>(
  answers: readonly { key: K | null; responseMs: number | null }[],
): ResponseMedian<K>[] {
  const groups = new Map<K, number[]>();
  for (const lead of answers) {
    if (lead.key === null || lead.responseMs === null) continue;
    const list = groups.get(lead.key) ?? [];
    list.push(lead.responseMs);
    groups.set(lead.key, list);
  }
  return [...groups]
    .map(([key, values]) => ({ key, medianMs: median(values) as number, answered: values.length }))
    .sort(byFastestResponse);
}

let handle: DatabaseHandle;
let north: LeadTestSite;
let south: LeadTestSite;
let west: LeadTestSite;
let operator: StaffMember;
let northAdmin: StaffMember;
const now = new Date("2026-03-02T12:00:00Z");
const since = new Date(now.getTime() - 30 * 86_400_000);
const LEADS = 3_000;

/** The medians as the inbox worked them out before: every answered lead read out, then grouped. */
async function readOutMedians(websiteIds: number[]) {
  const rows = await handle.db
    .select({
      websiteId: leads.websiteId,
      assigneeEmail: staffUsers.email,
      createdAt: leads.createdAt,
      firstContactedAt: leads.firstContactedAt,
    })
    .from(leads)
    .leftJoin(staffUsers, eq(staffUsers.id, leads.assignedStaffUserId))
    .where(and(gte(leads.createdAt, since), isNotNull(leads.firstContactedAt)));
  const timed = rows
    .filter((row) => websiteIds.includes(row.websiteId))
    .map((row) => ({ ...row, responseMs: responseTimeMs(row) }));
  return {
    bySalesperson: responseMedians(
      timed.map((row) => ({ key: row.assigneeEmail, responseMs: row.responseMs })),
    ),
    bySite: responseMedians(
      timed.map((row) => ({ key: row.websiteId, responseMs: row.responseMs })),
    ),
  };
}

beforeAll(async () => {
  handle = await createTestDatabase();
  north = await createLeadTestSite(handle.db, { slug: "north" });
  south = await createLeadTestSite(handle.db, { slug: "south" });
  west = await createLeadTestSite(handle.db, { slug: "west" });
  ({ operator, northAdmin } = await createTwoSiteStaff(handle.db, north, south));
  const sellers = [];
  for (const name of ["amy", "bob", "cy"]) {
    sellers.push(await createSiteAdmin(handle.db, `${name}@sales.test`, west));
  }
  const sites = `{${[north.id, south.id, west.id].join(",")}}`;
  const assignees = `{${sellers.map((seller) => seller.id).join(",")}}`;
  // Leads over 40 days at odd microseconds, answered after anything from no time to two days
  // (a few "answered" before they were made, as a clock skew would have it: nought), a tenth
  // never answered, a quarter with nobody assigned; each site's count odd or even by chance.
  await handle.db.execute(sql`
    insert into leads (website_id, category, name, created_at, first_contacted_at, assigned_staff_user_id)
    select (${sites}::int[])[1 + i % 3], 'enquiry', 'Lead ' || i, made,
      case when i % 10 = 0 then null
        when i % 97 = 0 then made - interval '5 minutes'
        else made + ((i * 7919) % 172800000) * interval '1 millisecond'
          + ((i * 104729) % 1000) * interval '1 microsecond' end,
      case when i % 4 = 0 then null else (${assignees}::uuid[])[1 + (i * 31) % 3] end
    from generate_series(1, ${LEADS}) as i,
      lateral (select ${now.toISOString()}::timestamptz - ((i * 1237) % 3456000) * interval '1 second'
        - ((i * 7) % 1000000) * interval '1 microsecond' as made) as t`);
});
afterAll(() => handle?.close());

describe("the inbox's response medians", () => {
  it("are the figures the leads read out gave, worked out in the database", async () => {
    const all = await getResponseMedians(handle.db, { actor: operator, since });
    expect(all).toEqual(await readOutMedians([north.id, south.id, west.id]));
    expect(all.bySite).toHaveLength(3);
    expect(all.bySalesperson.map((row) => row.key).sort()).toEqual([
      "amy@sales.test",
      "bob@sales.test",
      "cy@sales.test",
    ]);
    // A site's admin: that site's leads only, assignees of other sites' leads included where
    // they answered that site's.
    expect(await getResponseMedians(handle.db, { actor: northAdmin, since })).toEqual(
      await readOutMedians([north.id]),
    );
  });

  it("sends back one row a site and one an assignee, not one a lead", async () => {
    const returned = await rowsReturned(handle, (db) =>
      getResponseMedians(db, { actor: operator, since }),
    );
    // Three sites, three assignees and the leads nobody was assigned.
    expect(returned).toEqual([7]);
  });
});
