import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "@forecourt/db/client";
import { createApiKey } from "@forecourt/db/repositories/api-keys/api-keys";
import { leadFiles, leads, leadStatusChanges } from "@forecourt/db/schema";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import { createTestDatabase } from "@forecourt/db/testing/test-database";
import * as leadsCsvRoute from "@/app/api/v1/websites/[id]/leads.csv/route";
import * as leadsRoute from "@/app/api/v1/websites/[id]/leads.json/route";
import * as fileRoute from "@/app/api/v1/websites/[id]/leads/[leadId]/files/[fileId]/route";
import * as leadRoute from "@/app/api/v1/websites/[id]/leads/[leadId]/route";
import type { RouteMethod } from "../http/route-methods.ts";
import { PLATFORM_AUTH as PLATFORM, platformApiRequest } from "../../testing/platform-api.ts";
import { callRoute, useRouteTestDatabase, type RouteModule } from "../../testing/route-harness.ts";
import { INVALID_LEAD_FILTERS_MESSAGE } from "./lead-list-params.ts";
import { LEAD_STATUS_REFUSED_MESSAGE } from "../api/platform/patch-lead-status.ts";

let handle: DatabaseHandle;
let siteA: LeadTestSite;
let siteB: LeadTestSite;
let keyA: { key: string; id: number };
let keyB: string;

type LeadSeed = {
  at: string;
  category?: string;
  status?: string;
  dealershipId?: number | null;
  dealershipSlug?: string | null;
  locationId?: number | null;
  name?: string;
  message?: string;
};

async function addLead(site: LeadTestSite, seed: LeadSeed): Promise<string> {
  const [row] = await handle.db
    .insert(leads)
    .values({
      websiteId: site.id,
      category: seed.category ?? "General",
      status: seed.status ?? "new",
      dealershipId: seed.dealershipId === undefined ? site.dealershipId : seed.dealershipId,
      dealershipSlug: seed.dealershipSlug === undefined ? site.dealershipSlug : seed.dealershipSlug,
      locationId: seed.locationId === undefined ? site.locationId : seed.locationId,
      name: seed.name ?? "Sam Buyer",
      email: "sam@example.com",
      phone: "0299999999",
      message: seed.message ?? "Hello",
      createdAt: new Date(seed.at),
      updatedAt: new Date(seed.at),
    })
    .returning({ id: leads.id });
  return row!.id;
}

function call(
  route: RouteModule,
  method: RouteMethod,
  auth: string,
  params: Record<string, string>,
  { query = "", body }: { query?: string; body?: unknown } = {},
) {
  const request = platformApiRequest(method, { auth, path: "/api/v1/test", query, body });
  return callRoute(route, method, request, params);
}

type LeadListJson = {
  leads: Array<{ id: string; status: string; category: string; created_at: string }>;
  next_cursor: string | null;
};

async function list(query: string, auth = PLATFORM, site = siteA): Promise<LeadListJson> {
  const response = await call(leadsRoute, "GET", auth, { id: `${site.id}` }, { query });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as LeadListJson;
}

// Site A's leads, oldest first; two share their creation instant.
const A = { oldest: "", twinOne: "", twinTwo: "", other: "", sold: "", newest: "" };
let bLead: string;
let fileId: string;

beforeAll(async () => {
  handle = await createTestDatabase();
  siteA = await createLeadTestSite(handle.db, { slug: "out-a" });
  siteB = await createLeadTestSite(handle.db, { slug: "out-b" });
  useRouteTestDatabase(handle);
  const madeA = await createApiKey(handle.db, { websiteId: siteA.id, name: "CRM" });
  keyA = { key: madeA.key, id: madeA.info.id };
  keyB = (await createApiKey(handle.db, { websiteId: siteB.id, name: "CRM" })).key;

  A.oldest = await addLead(siteA, { at: "2026-10-01T09:00:00.000Z", category: "Finance" });
  A.twinOne = await addLead(siteA, { at: "2026-10-05T09:00:00.000Z", status: "contacted" });
  A.twinTwo = await addLead(siteA, { at: "2026-10-05T09:00:00.000Z" });
  A.other = await addLead(siteA, {
    at: "2026-10-10T09:00:00.000Z",
    dealershipId: siteA.otherDealershipId,
    dealershipSlug: "out-a-other",
    locationId: siteA.primaryLocationId,
    category: "Service",
  });
  A.sold = await addLead(siteA, { at: "2026-10-20T09:00:00.000Z", status: "sold" });
  A.newest = await addLead(siteA, {
    at: "2026-11-01T09:00:00.000Z",
    name: '=HYPERLINK("http://evil.example","click")',
    message: "+61 400 000 000, @SUM(A1)\n-2",
  });
  bLead = await addLead(siteB, { at: "2026-10-15T09:00:00.000Z" });
  const [file] = await handle.db
    .insert(leadFiles)
    .values({
      websiteId: siteA.id,
      leadId: A.newest,
      fieldName: "licence",
      filename: 'licence "front".pdf',
      contentType: "application/pdf",
      size: 9,
      bytes: Buffer.from("%PDF-1.4\n"),
    })
    .returning({ id: leadFiles.id });
  fileId = file!.id;
  await handle.db.update(leads).set({ hasFiles: true }).where(eq(leads.id, A.newest));
});

afterAll(async () => {
  await handle?.close();
});

const NEWEST_FIRST = () => [A.newest, A.sold, A.other, "twins", "twins", A.oldest];

describe("GET /api/v1/websites/{id}/leads.json", () => {
  it("pages through every lead of the site, newest first, each once", async () => {
    const seen: string[] = [];
    let query = "?limit=2";
    for (let pages = 0; pages < 10; pages += 1) {
      const page = await list(query);
      expect(page.leads.length).toBeLessThanOrEqual(2);
      seen.push(...page.leads.map((lead) => lead.id));
      if (!page.next_cursor) break;
      query = `?limit=2&cursor=${page.next_cursor}`;
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
    expect(seen).not.toContain(bLead);
    const twins = [A.twinOne, A.twinTwo].sort().reverse();
    expect(seen).toEqual(NEWEST_FIRST().map((id, i) => (id === "twins" ? twins[i - 3] : id)));
  });

  it("answers the whole list on one page with no next cursor", async () => {
    const page = await list("");
    expect(page.leads).toHaveLength(6);
    expect(page.next_cursor).toBeNull();
    expect(page.leads[0]).toMatchObject({ id: A.newest, status: "new", lead_status: "New" });
  });

  it("filters by since, status, category, dealership (id or slug) and location", async () => {
    const ids = async (query: string) => (await list(query)).leads.map((lead) => lead.id).sort();
    expect(await ids("?since=2026-10-10")).toEqual([A.newest, A.sold, A.other].sort());
    expect(await ids("?since=2026-10-20T19:00:00%2B10:00")).toEqual([A.newest, A.sold].sort());
    expect(await ids("?status=contacted")).toEqual([A.twinOne]);
    expect(await ids("?status=sold")).toEqual([A.sold]);
    expect(await ids("?status=lost")).toEqual([]);
    expect(await ids("?category=Finance")).toEqual([A.oldest]);
    expect(await ids(`?dealership=${siteA.otherDealershipId}`)).toEqual([A.other]);
    expect(await ids("?dealership=out-a-other")).toEqual([A.other]);
    // Another site's dealership finds nothing here.
    expect(await ids(`?dealership=${siteB.dealershipId}`)).toEqual([]);
    expect(await ids("?dealership=out-b-main")).toEqual([]);
    expect(await ids(`?location=${siteA.primaryLocationId}`)).toEqual([A.other]);
    expect(
      await ids(`?status=new&category=General&since=2026-10-02&location=${siteA.locationId}`),
    ).toEqual([A.newest, A.twinTwo].sort());
  });

  it("answers bad filter values with a 422 naming each", async () => {
    const response = await call(
      leadsRoute,
      "GET",
      PLATFORM,
      { id: `${siteA.id}` },
      { query: "?status=won&since=last-week&limit=1000&cursor=abc&location=x&dealership=a%20b" },
    );
    expect(response.status).toBe(422);
    const body = (await response.json()) as { error: string; errors: Record<string, string> };
    expect(body.error).toBe(INVALID_LEAD_FILTERS_MESSAGE);
    expect(Object.keys(body.errors).sort()).toEqual(
      ["cursor", "dealership", "limit", "location", "since", "status"].sort(),
    );
  });

  it("lets the site's own key list its leads, and 404s another site's key", async () => {
    expect((await list("", `Bearer ${keyA.key}`)).leads).toHaveLength(6);
    const other = await call(leadsRoute, "GET", `Bearer ${keyB}`, { id: `${siteA.id}` });
    expect(other.status).toBe(404);
    expect(await other.text()).not.toContain(A.newest);
  });
});

describe("lead detail and files", () => {
  it("shows the lead's status, history and files with their download URLs", async () => {
    const response = await call(leadRoute, "GET", PLATFORM, {
      id: `${siteA.id}`,
      leadId: `${A.newest}.json`,
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ id: A.newest, status: "new", status_history: [] });
    expect(body.files).toEqual([
      {
        id: fileId,
        field_name: "licence",
        filename: 'licence "front".pdf',
        content_type: "application/pdf",
        size: 9,
        download_url: `http://localhost/api/v1/websites/${siteA.id}/leads/${A.newest}/files/${fileId}`,
      },
    ]);
    expect(body.deliveries).toEqual([]);
  });

  it("downloads a file as an attachment that is never sniffed", async () => {
    for (const auth of [PLATFORM, `Bearer ${keyA.key}`]) {
      const response = await call(fileRoute, "GET", auth, {
        id: `${siteA.id}`,
        leadId: A.newest,
        fileId,
      });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/pdf");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("content-disposition")).toBe(
        `attachment; filename="licence _front_.pdf"; filename*=UTF-8''licence%20%22front%22.pdf`,
      );
      expect(Buffer.from(await response.arrayBuffer()).toString()).toBe("%PDF-1.4\n");
    }
  });

  it("404s another site's key, another site's path and another lead's id", async () => {
    const attempts: Array<[RouteModule, string, Record<string, string>]> = [
      [fileRoute, `Bearer ${keyB}`, { id: `${siteA.id}`, leadId: A.newest, fileId }],
      [fileRoute, `Bearer ${keyB}`, { id: `${siteB.id}`, leadId: A.newest, fileId }],
      [fileRoute, PLATFORM, { id: `${siteB.id}`, leadId: A.newest, fileId }],
      [fileRoute, PLATFORM, { id: `${siteA.id}`, leadId: A.oldest, fileId }],
      [leadRoute, `Bearer ${keyB}`, { id: `${siteA.id}`, leadId: A.newest }],
      [leadRoute, `Bearer ${keyB}`, { id: `${siteB.id}`, leadId: A.newest }],
      [leadRoute, `Bearer ${keyA.key}`, { id: `${siteA.id}`, leadId: bLead }],
      [leadsCsvRoute, `Bearer ${keyB}`, { id: `${siteA.id}` }],
    ];
    for (const [route, auth, params] of attempts) {
      const response = await call(route, "GET", auth, params);
      const text = await response.text();
      expect(response.status, `${JSON.stringify(params)} ${text}`).toBe(404);
      expect(text).not.toContain("PDF");
      expect(text).not.toContain("Sam Buyer");
    }
    const patch = await call(
      leadRoute,
      "PATCH",
      `Bearer ${keyB}`,
      { id: `${siteA.id}`, leadId: A.oldest },
      { body: { status: "lost" } },
    );
    expect(patch.status).toBe(404);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, A.oldest));
    expect(row?.status).toBe("new");
  });
});

describe("PATCH /api/v1/websites/{id}/leads/{lead}.json", () => {
  const patch = (auth: string, leadId: string, body: unknown, site = siteA) =>
    call(leadRoute, "PATCH", auth, { id: `${site.id}`, leadId: `${leadId}.json` }, { body });

  const history = (leadId: string) =>
    handle.db.select().from(leadStatusChanges).where(eq(leadStatusChanges.leadId, leadId));

  it("moves a lead on and records who and when, for the platform and for a site's key", async () => {
    const before = Date.now();
    const first = await patch(PLATFORM, A.oldest, { status: "contacted", note: "Called back" });
    expect(first.status).toBe(200);
    const body = (await first.json()) as {
      status: string;
      status_changed_at: string;
      status_history: unknown[];
    };
    expect(body.status).toBe("contacted");
    expect(Date.parse(body.status_changed_at)).toBeGreaterThanOrEqual(before - 1000);
    expect(body.status_history).toEqual([
      {
        from: "new",
        to: "contacted",
        changed_by: "platform",
        note: "Called back",
        created_at: body.status_changed_at,
      },
    ]);

    const second = await patch(`Bearer ${keyA.key}`, A.oldest, { status: "appointment" });
    expect(second.status).toBe(200);
    const rows = await history(A.oldest);
    expect(rows.map((row) => [row.fromStatus, row.toStatus, row.changedBy, row.note])).toEqual([
      ["new", "contacted", "platform", "Called back"],
      ["contacted", "appointment", `api-key:${keyA.id}`, null],
    ]);
    expect((await list("?status=appointment")).leads.map((lead) => lead.id)).toEqual([A.oldest]);
  });

  it("refuses an unknown status and a change the rule does not allow, recording nothing", async () => {
    const unknown = await patch(PLATFORM, A.sold, { status: "won" });
    expect(unknown.status).toBe(422);
    expect(await unknown.json()).toEqual({
      error: LEAD_STATUS_REFUSED_MESSAGE,
      errors: { status: "Use one of: new, contacted, appointment, sold, lost." },
    });
    const back = await patch(PLATFORM, A.sold, { status: "new" });
    expect(back.status).toBe(422);
    expect(await back.json()).toEqual({
      error: LEAD_STATUS_REFUSED_MESSAGE,
      errors: { status: "A sold lead cannot become new; it can become lost." },
    });
    for (const bad of [
      {},
      { status: 5 },
      { status: "lost", extra: 1 },
      { status: "lost", note: 7 },
    ]) {
      const response = await patch(PLATFORM, A.sold, bad);
      expect(response.status, JSON.stringify(bad)).toBe(422);
    }
    expect(await history(A.sold)).toEqual([]);
    const [row] = await handle.db.select().from(leads).where(eq(leads.id, A.sold));
    expect(row).toMatchObject({ status: "sold", statusChangedAt: null });
  });

  it("answers the status a lead already has with the lead, recording nothing", async () => {
    const same = await patch(PLATFORM, A.twinOne, { status: "contacted" });
    expect(same.status).toBe(200);
    expect(await history(A.twinOne)).toEqual([]);
  });

  it("404s a lead that is not the site's", async () => {
    expect((await patch(PLATFORM, bLead, { status: "lost" })).status).toBe(404);
    expect((await patch(PLATFORM, "not-a-uuid", { status: "lost" })).status).toBe(404);
    expect(await history(bLead)).toEqual([]);
  });
});

describe("GET /api/v1/websites/{id}/leads.csv", () => {
  it("exports the filtered leads as CSV, formulas neutralised", async () => {
    const response = await call(
      leadsCsvRoute,
      "GET",
      PLATFORM,
      { id: `${siteA.id}` },
      {
        query: "?since=2026-10-30",
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="leads-out-a-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const text = await response.text();
    const lines = text.replace(/^\uFEFF/, "").split("\r\n");
    expect(lines[0]).toMatch(/^id,created_at,status,status_changed_at,lead_status,category,/);
    expect(lines.at(-1)).toBe("");
    // One lead: its message holds a line break inside quotes, so it spans two lines.
    const record = lines.slice(1, -1).join("\r\n");
    expect(record.startsWith(`${A.newest},2026-11-01T09:00:00.000Z,new,,New,General,`)).toBe(true);
    expect(record).toContain(`"'=HYPERLINK(""http://evil.example"",""click"")"`);
    expect(record).toContain(`"'+61 400 000 000, @SUM(A1)\n-2"`);
    // A phone number without a sign is left as it is.
    expect(record).toContain(",0299999999,");
    expect(record).not.toMatch(/(^|,)[=+@-]/);
  });

  it("exports every lead across pages with the same filters as the list", async () => {
    const text = await (await call(leadsCsvRoute, "GET", PLATFORM, { id: `${siteA.id}` })).text();
    const ids = [...text.matchAll(/^([0-9a-f-]{36}),/gm)].map((match) => match[1]);
    expect(ids.sort()).toEqual(Object.values(A).sort());
    const bad = await call(
      leadsCsvRoute,
      "GET",
      PLATFORM,
      { id: `${siteA.id}` },
      {
        query: "?status=won",
      },
    );
    expect(bad.status).toBe(422);
  });
});
