/**
 * The console's lead screens at a dealer group's size, on PGlite and PostgreSQL: 100,000 leads
 * and their events for one group.
 *
 *   node --conditions react-server --import tsx bench/lead-console.ts
 *        [--leads 100000] [--sites 4] [--runs 30] [--db pglite,postgres] [--write]
 *
 * (`--conditions react-server`: the shopper timeline and Insight loaders are server-only, as in
 * the app; the script restarts itself with it when it is missing.) For each database (an
 * in-memory PGlite, then a database of its own on the server of DATABASE_URL, default
 * postgres://postgres@127.0.0.1:5432/test, dropped afterwards): one dealer group of --sites
 * sites (two dealerships each, 400 cars each) and --leads leads over the 365 days before now,
 * spread over the sites, three leads a shopper (the same email and E.164 phone), a tenth of them
 * sold (the first of those with a car), a third answered, one in 25 an unfinished multi-step
 * form; each lead with its visitor's six collector events (four page views in a session, the
 * conversion event carrying the lead's id and split-test variant, and an LCP sample). The
 * worker's rollup step then rolls up every past day and credits the leads, as it stands in
 * production. Measured as the group's dealer admin, warm, one at a time, --runs times each: what
 * the inbox page reads (its sites, assignees, newest lead, response medians and first page;
 * also with the overdue filter and a phone search), a lead page (the lead, marked read, its
 * site, assignees and dealerships), a shopper timeline, and Insight for one site and for the
 * group over 30 days (with the previous 30). --write puts the table in docs/performance-log.md.
 */
import { spawnSync } from "node:child_process";
import { sql } from "drizzle-orm";
import { parseInsightQuery } from "@forecourt/core/console/insight-query";
import { parseLeadInboxQuery, type LeadInboxField } from "@forecourt/core/console/lead-inbox-query";
import type { Database, DatabaseHandle } from "@forecourt/db/client";
import { listDealerships } from "@forecourt/db/repositories/dealerships/list-dealerships";
import { getInboxLead } from "@forecourt/db/repositories/leads/get-inbox-lead";
import { getResponseMedians } from "@forecourt/db/repositories/leads/get-response-medians";
import { listInboxLeads, newestInboxLead } from "@forecourt/db/repositories/leads/list-inbox-leads";
import { listInboxSites } from "@forecourt/db/repositories/leads/list-inbox-sites";
import { listLeadAssignees } from "@forecourt/db/repositories/leads/list-lead-assignees";
import { getSiteById } from "@forecourt/db/repositories/sites/get-site";
import { createStaffUser } from "@forecourt/db/repositories/staff/create-staff-user";
import type { StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { rollUpTrackingEvents } from "@forecourt/db/repositories/tracking/roll-up-tracking-events";
import { createLeadTestSite, type LeadTestSite } from "@forecourt/db/testing/lead-sites";
import type * as InsightData from "../apps/web/src/server/console/insight-data.ts";
import type * as ShopperTimeline from "../apps/web/src/server/leads/shopper-timeline.ts";
import { benchDatabaseNames, onBenchDatabases } from "./lib/bench-databases.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const args = benchArgs(import.meta.url, {
  leads: { type: "string", default: "100000" },
  sites: { type: "string", default: "4" },
  runs: { type: "string", default: "30" },
  db: { type: "string", default: "pglite,postgres" },
});

const DAY_MS = 86_400_000;
/** The target: p95 at or under 300 ms for every screen. */
const TARGET_P95_MS = 300;
const CARS_PER_SITE = 400;
const EVENTS_PER_LEAD = 6;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

/** Whether Node resolves imports as the app's server does (`server-only` answers, not throws). */
const isReactServer = () =>
  process.execArgv.some(
    (arg, i, all) =>
      arg === "--conditions=react-server" ||
      arg === "-C=react-server" ||
      (arg === "react-server" && (all[i - 1] === "--conditions" || all[i - 1] === "-C")),
  );

let insightData: typeof InsightData;
let shopperTimeline: typeof ShopperTimeline;

type Group = { sites: LeadTestSite[]; admin: StaffMember; leadIds: string[] };

async function load(db: Database, leads: number, siteCount: number, now: Date): Promise<Group> {
  const sites: LeadTestSite[] = [];
  for (let k = 0; k < siteCount; k++) {
    sites.push(
      await createLeadTestSite(db, {
        slug: `group-${k}`,
        settings: { timeZone: "Australia/Melbourne", leads: { responseTargetMinutes: 60 } },
      }),
    );
  }
  const admin = await createStaffUser(db, {
    email: "group-admin@bench.test",
    grants: sites.map((site) => ({
      websiteId: site.id,
      role: "dealer-admin" as const,
      dealershipId: null,
      locationId: null,
    })),
  });
  const siteIds = sql.raw(`array[${sites.map((s) => s.id).join(",")}]`);
  const dealershipIds = sql.raw(`array[${sites.map((s) => s.dealershipId).join(",")}]`);
  await db.execute(sql`
    insert into cars (website_id, dealership_id, slug, name, make, model, year, km, car_type,
      price, stock_number)
    select (${siteIds})[1 + s], (${dealershipIds})[1 + s], 'car-' || c, 'Bench car ' || c,
      'Toyota', 'Hilux', 2020, 50000, 'used', 40000 + c, 'B' || s || '-' || c
    from generate_series(0, ${siteCount - 1}) s, generate_series(1, ${CARS_PER_SITE}) c`);
  const yearStart = now.getTime() - 365 * DAY_MS;
  const chunk = 25_000;
  for (let from = 0; from < leads; from += chunk) {
    const to = Math.min(leads, from + chunk) - 1;
    // Leads: site i % sites, shopper i / 3, spread evenly over the year.
    await db.execute(sql`
      insert into leads (website_id, dealership_id, category, subcategory, name, email, phone,
        car_id, form_completed, lead_status, step_number, status, first_responded_at,
        status_changed_at, sold_at, sold_by, sold_car_id, created_at, linked_query_params,
        visited_pages)
      select w, d, (array['Used Vehicle','Used Vehicle','Finance','General Enquiry'])[1 + i % 4],
        case i % 4 when 0 then 'Test Drive' when 1 then 'Enquiry' end,
        'Shopper ' || (i / 3), 'shopper-' || (i / 3) || '@bench.test',
        '+614' || lpad((i / 3)::text, 8, '0'),
        (select min(id) from cars where website_id = w) + (i % ${CARS_PER_SITE}),
        i % 25 <> 0, case when i % 25 = 0 then 'Incomplete' else 'New' end,
        case when i % 25 = 0 then 2 end,
        case when i % 10 = 0 then 'sold' when i % 10 < 4 then 'contacted' else 'new' end,
        case when i % 10 < 4 then at + interval '40 minutes' end,
        case when i % 10 < 4 then at + interval '40 minutes' end,
        case when i % 10 = 0 then at + interval '3 days' end,
        case when i % 10 = 0 then 'bench' end,
        case when i % 10 = 0 and i / 10 < ${siteCount * CARS_PER_SITE} and i / 10 % ${siteCount} = i % ${siteCount}
          then (select min(id) from cars where website_id = w) + (i / 10 / ${siteCount}) % ${CARS_PER_SITE} end,
        at,
        case when i % 2 = 0 then jsonb_build_object('utm_source', 'google', 'utm_campaign', 'utes')
          else '{}'::jsonb end,
        jsonb_build_array('https://bench.test/cars?x=' || (i % 50))
      from (select i, (${siteIds})[1 + i % ${siteCount}] as w,
          (${dealershipIds})[1 + i % ${siteCount}] as d,
          ${new Date(yearStart).toISOString()}::timestamptz
            + ((i::float8 / ${leads}) * interval '365 days') as at
        from generate_series(${from}::bigint, ${to}::bigint) i) g`);
    // Each lead's events: its visitor's four page views, the conversion event, an LCP sample.
    await db.execute(sql`
      insert into tracking_events (website_id, category, event_id, url, lead_id, car_id, anon_id,
        session_id, properties, created_at)
      select l.website_id,
        case e when 4 then 'generate_lead' when 5 then 'web_vital' else 'page_view' end,
        case e when 4 then 15 when 5 then null else 1 end,
        'https://bench.test/p', case when e = 4 then l.id end,
        case when e = 2 then l.car_id end,
        'anon-' || split_part(l.email, '@', 1), 'session-' || l.id,
        jsonb_strip_nulls(jsonb_build_object(
          'page_type', case when e < 4 then 'Home' end,
          'utm_source', case when l.linked_query_params ? 'utm_source' then 'google' end,
          'variant', (array['a','b'])[1 + (extract(epoch from l.created_at)::bigint % 2)],
          'conversion', case when e = 4 then true end,
          'metric', case when e = 5 then 'LCP' end,
          'value', case when e = 5 then 1200 + (extract(epoch from l.created_at)::bigint % 3000) end,
          'page_group', case when e = 5 then 'vehicle' end)),
        l.created_at - (5 - e) * interval '1 minute'
      from leads l, generate_series(0, ${EVENTS_PER_LEAD - 1}) e
      where l.website_id = any(${siteIds})
        and l.created_at >= ${new Date(yearStart + (from / leads) * 365 * DAY_MS).toISOString()}::timestamptz
        and l.created_at < ${new Date(yearStart + ((to + 1) / leads) * 365 * DAY_MS).toISOString()}::timestamptz`);
    console.log(`leads ${to + 1}/${leads}`);
  }
  // The worker's rollup as it stands at 23:59 yesterday: every past day rolled up, leads credited.
  for (const site of sites) {
    await rollUpTrackingEvents(db, site.id, {
      now: new Date(Date.parse(`${isoDay(now)}T00:00:00Z`) - 60_000),
      retentionDays: 3_650,
      partialDay: true,
    });
  }
  for (const table of ["leads", "tracking_events", "cars", "lead_reads"]) {
    await db.execute(sql`analyze ${sql.identifier(table)}`);
  }
  const picked = (await db.execute(sql`
    select id from leads where website_id = any(${siteIds}) order by created_at desc
    limit 500`)) as unknown as { rows: { id: string }[] };
  return { sites, admin, leadIds: picked.rows.map((row) => row.id) };
}

const inboxQuery = (values: Partial<Record<LeadInboxField, string>>) => {
  const parsed = parseLeadInboxQuery((name) => values[name] ?? null);
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return parsed.query;
};

/** What the inbox page reads (queries/leads.ts leadInboxOf), for one query. */
async function inbox(
  db: Database,
  actor: StaffMember,
  values: Partial<Record<LeadInboxField, string>>,
  now: Date,
) {
  const query = inboxQuery(values);
  await Promise.all([
    listInboxSites(db, { actor }),
    listLeadAssignees(db, { actor }),
    newestInboxLead(db, { actor }),
    getResponseMedians(db, { actor, since: new Date(now.getTime() - 30 * DAY_MS) }),
    listInboxLeads(db, { actor, query, now }),
  ]);
}

/** What a lead page reads (queries/leads.ts leadDetailOf). */
async function leadPage(db: Database, actor: StaffMember, leadId: string, now: Date) {
  const lead = await getInboxLead(db, { actor, leadId, now });
  if (!lead) throw new Error("the bench lead is not found");
  await Promise.all([
    getSiteById(db, lead.websiteId),
    listLeadAssignees(db, { actor }),
    listDealerships(db, lead.websiteId),
  ]);
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

async function measureAll(handle: DatabaseHandle, leads: number, siteCount: number, runs: number) {
  const db = handle.db;
  const now = new Date();
  const started = Date.now();
  const group = await load(db, leads, siteCount, now);
  const loadMs = Date.now() - started;
  const { admin, sites, leadIds } = group;
  const pick = (run: number) => leadIds[(run * 37) % leadIds.length]!;
  const insight = (scope: string) => {
    const query = parseInsightQuery(
      { site: scope, from: isoDay(new Date(now.getTime() - 29 * DAY_MS)), to: isoDay(now) },
      now,
    );
    return insightData.loadInsight(db, admin, query);
  };
  const screens: [string, (run: number) => Promise<unknown>][] = [
    ["inbox, first page", () => inbox(db, admin, {}, now)],
    ["inbox, overdue only", () => inbox(db, admin, { overdue: "1" }, now)],
    [
      "inbox, search by phone",
      (run) => inbox(db, admin, { q: `04${String(run * 911).padStart(8, "0")}` }, now),
    ],
    ["lead page", (run) => leadPage(db, admin, pick(run), now)],
    [
      "shopper timeline",
      async (run) => {
        const leadId = pick(run);
        const [row] = (
          (await db.execute(sql`select website_id from leads where id = ${leadId}`)) as unknown as {
            rows: { website_id: number }[];
          }
        ).rows;
        return shopperTimeline.getShopperTimeline(db, { websiteId: row!.website_id, leadId });
      },
    ],
    ["Insight, one site, 30 days", () => insight(String(sites[0]!.id))],
    ["Insight, the group, 30 days", () => insight("all")],
  ];
  const results: { screen: string; p50: number; p95: number; max: number }[] = [];
  for (const [screen, run] of screens) {
    await run(0); // warm
    const samples: number[] = [];
    for (let i = 1; i <= runs; i++) {
      const at = performance.now();
      await run(i);
      samples.push(performance.now() - at);
    }
    results.push({ screen, ...stats(samples) });
    console.log(screen, stats(samples));
  }
  return { loadMs, results };
}

async function main(): Promise<number> {
  if (!isReactServer()) {
    const again = [...process.execArgv, ...process.argv.slice(1)];
    return (
      spawnSync(process.execPath, ["--conditions", "react-server", ...again], {
        stdio: "inherit",
      }).status ?? 1
    );
  }
  insightData = await import("../apps/web/src/server/console/insight-data.ts");
  shopperTimeline = await import("../apps/web/src/server/leads/shopper-timeline.ts");
  const leads = intOption("leads", args.leads, 100, 1_000_000);
  const siteCount = intOption("sites", args.sites, 1, 20);
  const runs = intOption("runs", args.runs, 5, 1000);
  const names = benchDatabaseNames(args.db);
  const info = runInfo(["DATABASE_URL"]);
  const { results, loads } = await onBenchDatabases(
    names,
    {
      serverUrl: process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test",
      prefix: "lead_console_bench",
    },
    (_database, handle) => measureAll(handle, leads, siteCount, runs),
  );
  const missed: string[] = [];
  const rows = results.flatMap(({ database, result }) =>
    result.results.map((row) => {
      if (row.p95 > TARGET_P95_MS)
        missed.push(`${database.label} ${row.screen}: ${row.p95.toFixed(0)} ms`);
      return `| ${database.label} | ${row.screen} | ${row.p50.toFixed(0)} | ${row.p95.toFixed(0)} | ${row.max.toFixed(0)} | ${row.p95 <= TARGET_P95_MS ? "yes" : "no"} |`;
    }),
  );
  const table = [
    "| database | screen (what the console reads for it) | p50 ms | p95 ms | max ms | p95 ≤ 300 ms |",
    "| --- | --- | ---: | ---: | ---: | :---: |",
    ...rows,
  ].join("\n");
  const method = [
    `one dealer group of ${siteCount} sites with ${leads.toLocaleString("en")} leads over 365 days`,
    `(three a shopper, a tenth sold) and ${(leads * EVENTS_PER_LEAD).toLocaleString("en")} collector events,`,
    `loaded in ${results.map(({ database, result }) => `${(result.loadMs / 1000).toFixed(0)} s on ${database.name}`).join(" and ")}`,
    "and rolled up to yesterday as the worker leaves it; each figure is",
    `${runs} warm runs, one at a time, as the group's dealer admin: the inbox page's reads`,
    "(sites, assignees, newest lead, 30-day response medians, the first page of 50), a lead page",
    "(the lead marked read, its site, assignees, dealerships), a shopper timeline (its leads by",
    "email or phone, visits, saved cars, reservations) and Insight's loadInsight over 30 days and",
    `the 30 before. 1-min load average ${loads.map((load) => load.toFixed(2)).join(" → ")}.`,
  ].join(" ");
  await reportTable(
    { name: "lead-console", title: "## Lead console at a dealer group's size (100,000 leads)" },
    runPreamble(info, method),
    table,
    args.write,
  );
  if (missed.length > 0) {
    console.error(`Over the ${TARGET_P95_MS} ms target: ${missed.join("; ")}`);
    return 1;
  }
  return 0;
}

runBench(main);
