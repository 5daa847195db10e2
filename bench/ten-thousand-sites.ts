/**
 * The platform at 10,000 sites on PostgreSQL and Redis: memory, first byte, periodic jobs,
 * the operator's console and onboarding.
 *
 *   npm run bench:sites -- [--sites 10000] [--cars 500000] [--served 3000] [--idle 60]
 *                          [--ports 4200] [--phases jobs,console,onboarding,pages] [--write]
 *   npm run bench:sites -- --db pglite [--sites 200] [--served 60] ...
 *
 * (`node --conditions react-server`: the jobs and console loaders are server-only, as in the
 * app.) Makes a database of its own on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres; dropped at the end) and loads in bulk
 * (bench/lib/platform-load.ts): --sites sites (three dealer groups of 200, 150 and 50 rooftops,
 * the rest single rooftops), a dealership, location, verified custom domain and search page
 * each, --cars cars (a group's rooftop three times a single one's), 200,000 leads over the
 * year, 400,000 raw collector events over the last two days (what the roll-up has not read
 * yet: the year before lives in the daily tables, which nothing here needs), staff and
 * 100,000 audit entries.
 *
 * Then, in this process on that database, each periodic job's tick as the worker runs it
 * (first tick, with what is due; then five with nothing due), the operator's console reads
 * (the same loaders the pages call, as the operator and as a group's admin) and onboarding (a
 * site file applied, the wizard's write). Then deploy/local-cluster.sh (two web servers, the
 * worker, Varnish; Redis REDIS_URL, default redis://127.0.0.1:6379/5, under a key prefix of its
 * own, deleted at the end) on ports --ports to --ports+6: the home, search and a vehicle page of
 * --served different sites, four at a time over both servers, timed to the first byte (each a
 * site the servers had not seen); the same homes again (cached); --served/10 more sites' homes
 * one request at a time (the first byte without the queue of four); --served/10 more through
 * Varnish, twice; the domains' TLS ask; sitemaps; each web server's resident memory and heap
 * after start, after serving and after --idle seconds idle.
 *
 * `--db pglite`: the embedded database at its intended size (one dealer group: --sites default
 * 200, a group of three quarters of them and single rooftops, cars, leads, events and audit
 * entries in the same proportion per site) in a temporary data folder; the same jobs, console
 * and onboarding phases in this process, then the folder closed and served by one `next start`
 * (the embedded database's one process, no Redis, no Varnish): first byte of --served unseen
 * sites one request at a time, of as many more four at a time, of homes seen before, the TLS
 * ask, and the server's memory.
 */
import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { createClient } from "redis";
import { parseAuditQuery } from "@forecourt/core/console/audit-query";
import { parseInsightQuery } from "@forecourt/core/console/insight-query";
import { parseSiteDocument } from "@forecourt/core/site/site-document";
import { defaultSiteSettings } from "@forecourt/core/site/site-settings";
import { openDatabase, type Database } from "@forecourt/db/client";
import { isCertifiableDomain } from "@forecourt/db/repositories/domains/site-domains";
import { listInboxSites } from "@forecourt/db/repositories/leads/list-inbox-sites";
import { applySiteDocument } from "@forecourt/db/repositories/sites/apply-site-document";
import { listSitePage } from "@forecourt/db/repositories/sites/list-sites";
import { searchSites } from "@forecourt/db/repositories/sites/search-sites";
import { grantsOf, type StaffMember } from "@forecourt/db/repositories/staff/get-staff-member";
import { listAuditEntries } from "@forecourt/db/repositories/staff/list-audit-entries";
import { listVisibleSites } from "@forecourt/db/repositories/staff/list-visible-sites";
import { firstByte, inLanes, percentiles, residentMb, type FirstByte } from "./lib/first-byte.ts";
import { startLocalCluster, type LocalCluster } from "./lib/local-cluster.ts";
import { loopback } from "./lib/loopback.ts";
import { startNextServer, type NextServer } from "./lib/next-server.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { writePerformanceSection } from "./lib/performance-doc.ts";
import { BENCH_OPERATOR_ID, loadPlatform, type PlatformShape } from "./lib/platform-load.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";
import { createScratchDatabase } from "./lib/scratch-database.ts";

const args = benchArgs(import.meta.url, {
  sites: { type: "string", default: "10000" },
  cars: { type: "string", default: "500000" },
  served: { type: "string", default: "3000" },
  idle: { type: "string", default: "60" },
  ports: { type: "string", default: "4200" },
  phases: { type: "string", default: "jobs,console,onboarding,pages" },
  db: { type: "string", default: "postgres" },
});
const IS_PGLITE = args.db === "pglite";
if (!IS_PGLITE && args.db !== "postgres") throw new Error("--db is postgres or pglite.");
const PHASES = new Set(args.phases.split(","));
const SITES = IS_PGLITE
  ? intOption("sites", args.sites === "10000" ? "200" : args.sites, 20, 2_000)
  : intOption("sites", args.sites, 500, 100_000);
const SERVED = intOption(
  "served",
  IS_PGLITE && args.served === "3000" ? String(Math.floor(SITES * 0.3)) : args.served,
  10,
  IS_PGLITE ? Math.floor(SITES / 3) : SITES - 100,
);
const IDLE_S = intOption("idle", args.idle, 0, 600);
const PORT = intOption("ports", args.ports, 1024, 65_000);
// On PGlite: one dealer group, and per site what 10,000 sites hold (50 cars, 20 leads a year,
// 40 raw events, 10 audit entries each).
const SHAPE: PlatformShape = IS_PGLITE
  ? {
      sites: SITES,
      cars: intOption(
        "cars",
        args.cars === "500000" ? String(SITES * 50) : args.cars,
        1000,
        200_000,
      ),
      groups: [Math.round(SITES * 0.75)],
      leads: SITES * 20,
      events: SITES * 40,
      eventDays: 2,
      auditEntries: SITES * 10,
    }
  : {
      sites: SITES,
      cars: intOption("cars", args.cars, 1000, 5_000_000),
      groups: [200, 150, 50],
      leads: 200_000,
      events: 400_000,
      eventDays: 2,
      auditEntries: 100_000,
    };
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.REDIS_URL ?? "redis://127.0.0.1:6379/5";
const SETTINGS = defaultSiteSettings();
const SEARCH_PATH = `${SETTINGS.paths.search}/${SETTINGS.search.defaultSlug}`;
const VEHICLE_BASE = SETTINGS.paths.vehicleBase;
const CONSOLE_ORIGIN = "http://localhost";

type Row = { what: string; p50: number; p95: number; max: number; n: number; goal: number };
const rows: Row[] = [];
const notes: string[] = [];

function record(what: string, samples: number[], goal: number) {
  const p = percentiles(samples);
  rows.push({ what, ...p, n: samples.length, goal });
  console.log(
    `  ${what}: p50 ${p.p50.toFixed(1)} ms, p95 ${p.p95.toFixed(1)} ms (n ${samples.length})`,
  );
}

async function timeIt(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return performance.now() - started;
}

/**
 * `work` run `runs` times one after another: its times in ms. Runs stop early once they have
 * taken a minute, so a read far over its goal (seconds each) is measured a few times, not for
 * many minutes.
 */
async function repeat(runs: number, work: (i: number) => Promise<unknown>): Promise<number[]> {
  const times: number[] = [];
  const started = performance.now();
  for (let i = 0; i < runs && performance.now() - started < 60_000; i++)
    times.push(await timeIt(() => work(i)));
  return times;
}

async function timed<T>(label: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  return result;
}

/**
 * A job's first tick (with what is due), then five with nothing due. A job that takes a batch a
 * tick (`drains`: it answers how many it took) ticks until it takes none before the five.
 */
async function jobTicks(name: string, tick: () => Promise<unknown>, drains = false) {
  const first = await timeIt(tick);
  notes.push(`${name}: first tick (what the load left due) ${first.toFixed(0)} ms.`);
  if (drains) {
    const started = performance.now();
    let ticks = 0;
    while ((await tick()) !== 0) ticks += 1;
    const ms = (performance.now() - started).toFixed(0);
    notes.push(`${name}: ${ticks} more ticks took the rest the load left due (${ms} ms).`);
  }
  record(`${name}: tick with nothing due`, await repeat(5, tick), 10);
}

async function measureJobs(db: Database) {
  const { publishDueContent } =
    await import("../apps/web/src/server/content/publish-due-content.ts");
  const { releaseLapsedHolds } =
    await import("../apps/web/src/server/payments/release-lapsed-holds.ts");
  const { createFeedPuller } = await import("../apps/web/src/server/worker/feed-puller.ts");
  const { createAnalyticsRollup } =
    await import("../apps/web/src/server/worker/analytics-rollup.ts");
  const { queueDueWeeklyReports } =
    await import("../apps/web/src/server/worker/weekly-report-watch.ts");
  const { queueLeadDigests } = await import("@forecourt/db/repositories/leads/queue-lead-digests");
  const deps = { database: db, expire: async () => {} };
  let since = new Date(Date.now() - 3_600_000);
  await jobTicks("content clock and banners", async () => {
    const now = new Date();
    await publishDueContent(deps, { since, now });
    await releaseLapsedHolds(deps, now);
    since = now;
  });
  const puller = createFeedPuller({ database: async () => db });
  await jobTicks("feed puller", () => puller.pullDue());
  // As the worker runs it: each pass reads the sites with events since the one before.
  const rollup = createAnalyticsRollup({ database: async () => db, retentionDays: 400 });
  await jobTicks("analytics roll-up", () => rollup.runOnce());
  await jobTicks("weekly reports", () =>
    queueDueWeeklyReports(db, { now: new Date(), consoleOrigin: CONSOLE_ORIGIN }),
  );
  await jobTicks(
    "overdue and reminder digests",
    () => queueLeadDigests(db, { now: new Date(), consoleOrigin: CONSOLE_ORIGIN }),
    true,
  );
}

const OPERATOR: StaffMember = {
  id: BENCH_OPERATOR_ID,
  email: "operator@forecourt.test",
  name: "Operator",
  isPlatformOperator: true,
  grants: [],
};

async function measureConsole(db: Database) {
  const { loadInsight } = await import("../apps/web/src/server/console/insight-data.ts");
  const [admin] = (
    (await db.execute(
      sql`select id from staff_users where email = 'group-1@forecourt.test'`,
    )) as unknown as {
      rows: { id: string }[];
    }
  ).rows;
  const groupAdmin: StaffMember = {
    id: admin!.id,
    email: "group-1@forecourt.test",
    name: "Group 1 admin",
    isPlatformOperator: false,
    grants: await grantsOf(db, admin!.id),
  };
  const now = new Date();
  const day = (d: Date) => d.toISOString().slice(0, 10);
  const insightQuery = parseInsightQuery(
    { site: "all", from: day(new Date(now.getTime() - 29 * 86_400_000)), to: day(now) },
    now,
  );
  record(
    "console: sites list (operator, a page of 50)",
    // As the console's home reads it: one more than a page, by the live sites' name index.
    await repeat(10, () => listVisibleSites(db, { actor: OPERATOR, limit: 51 })),
    300,
  );
  record(
    "console: site switcher search",
    await repeat(20, (i) => searchSites(db, { query: `Motors ${(i * 397) % SITES}`, limit: 50 })),
    300,
  );
  record(
    "console: Insight, platform (30 days)",
    await repeat(3, () => loadInsight(db, OPERATOR, insightQuery)),
    300,
  );
  record(
    `console: Insight, group of ${SHAPE.groups[0]} (30 days)`,
    await repeat(3, () => loadInsight(db, groupAdmin, insightQuery)),
    300,
  );
  record(
    "console: lead inbox's site filter (operator)",
    await repeat(10, () => listInboxSites(db, { actor: OPERATOR, limit: 51 })),
    300,
  );
  record(
    "platform index: a page of sites",
    await repeat(10, () => listSitePage(db, { after: null, limit: 60 })),
    300,
  );
  const filter = parseAuditQuery({});
  record(
    "console: audit log (operator, newest 50)",
    await repeat(10, () => listAuditEntries(db, { actor: OPERATOR, limit: 50, filter })),
    300,
  );
}

function siteDocument(slug: string) {
  const parsed = parseSiteDocument(
    {
      slug,
      name: `Onboarded ${slug}`,
      settings: { template: "cars" },
      domains: [`www.${slug}.example`],
      dealerships: [
        { slug: "main", name: `Onboarded ${slug}`, lead_email: `leads@${slug}.example` },
      ],
      locations: [{ slug: "yard", name: "Yard", dealership: "main", primary: true }],
    },
    { platformDomain: "localhost" },
  );
  if (!parsed.ok) throw new Error(`The site file is refused: ${JSON.stringify(parsed.errors)}`);
  return parsed.document;
}

async function measureOnboarding(db: Database) {
  const { openSite } = await import("../apps/web/src/server/sites/open-site.ts");
  const tag = randomBytes(3).toString("hex");
  // The TLS ask's read, as the server makes it for a host it holds no answer for.
  record(
    "domain ask's read (in process), a verified domain",
    await repeat(50, (i) =>
      isCertifiableDomain(db, `www.scale-${1 + ((i * 197) % SITES)}.test`).then((yes) => {
        if (!yes) throw new Error("a verified domain was answered no");
      }),
    ),
    100,
  );
  record(
    "onboarding: site file applied",
    await repeat(10, async (i) => {
      const result = await applySiteDocument(db, siteDocument(`file-${tag}-${i}`));
      if (!result.ok) throw new Error(`apply refused: ${result.message}`);
    }),
    100,
  );
  record(
    "onboarding: the wizard's write",
    await repeat(10, async (i) => {
      const slug = `wizard-${tag}-${i}`;
      const result = await openSite(db, {
        actor: OPERATOR,
        values: {
          slug,
          name: `Wizard ${i}`,
          "settings.template": "cars",
          "settings.dealershipGroup": `Wizard Group ${i}`,
          "settings.timeZone": "Australia/Sydney",
          "settings.locale": "en-AU",
          "settings.currency": "AUD",
          domains: `www.${slug}.example`,
          "dealerships.0.slug": "main",
          "dealerships.0.name": `Wizard ${i}`,
          "dealerships.0.lead_email": `leads@${slug}.example`,
          "locations.0.slug": "yard",
          "locations.0.name": "Yard",
          "users.0.email": `owner@${slug}.example`,
          "users.0.role": "dealer-admin",
        },
        signInUrl: `${CONSOLE_ORIGIN}/console/sign-in`,
        now: new Date(),
      });
      if (!result.ok) throw new Error(`wizard refused: ${JSON.stringify(result.errors)}`);
    }),
    100,
  );
}

type Target = { slug: string; car: string };

async function targets(db: Database): Promise<Target[]> {
  const result = (await db.execute(sql`
    select distinct on (w.id) w.slug, c.slug as car from websites w join cars c on c.website_id = w.id
    where w.slug like 'scale-%' order by w.id, c.id`)) as unknown as { rows: Target[] };
  // Every 3rd site first, so groups and single rooftops mix; the rest later for Varnish.
  return result.rows;
}

type Memory = { label: string; rss: number[]; heap: number[] };

async function memoryOf(
  cluster: LocalCluster,
  metricsPorts: number[],
  label: string,
): Promise<Memory> {
  const heap = await Promise.all(
    metricsPorts.map(async (port) => {
      const answer = await loopback(port, {
        host: `127.0.0.1:${port}`,
        path: "/metrics",
        timeoutMs: 10_000,
      });
      const used = /^nodejs_heap_size_used_bytes\s+([\d.e+]+)/m.exec(answer.body)?.[1];
      return used ? Number(used) / 1_048_576 : NaN;
    }),
  );
  const rss = cluster.webPorts.map((port) => residentMb(cluster.pidOf(`web-${port}`)));
  const memory = { label, rss, heap };
  console.log(
    `  memory ${label}: RSS ${rss.map((r) => r.toFixed(0)).join(" / ")} MB, heap ${heap.map((h) => h.toFixed(0)).join(" / ")} MB`,
  );
  return memory;
}

function pageSamples(answers: FirstByte[], label: string, goal: number) {
  const bad = answers.filter((a) => a.status !== 200);
  const caches = new Map<string, number>();
  for (const a of answers) caches.set(a.cache || "none", (caches.get(a.cache || "none") ?? 0) + 1);
  notes.push(
    `${label}: cache headers ${[...caches].map(([cache, n]) => `${cache} ${n}`).join(", ")}.`,
  );
  if (bad.length > 0)
    notes.push(
      `${label}: ${bad.length} of ${answers.length} answers not 200 (${[...new Set(bad.map((a) => a.status))].join(", ")}).`,
    );
  record(
    label,
    answers.map((a) => a.ms),
    goal,
  );
}

async function measurePages(cluster: LocalCluster, all: Target[], metricsPorts: number[]) {
  const [webA, webB] = cluster.webPorts as [number, number];
  const served = all.slice(0, SERVED);
  const memories = [await memoryOf(cluster, metricsPorts, "after start")];
  const fresh: Record<"home" | "search" | "vehicle", FirstByte[]> = {
    home: [],
    search: [],
    vehicle: [],
  };
  const started = performance.now();
  await inLanes(served, 4, async (site, i) => {
    const port = i % 2 === 0 ? webA : webB;
    const host = `${site.slug}.localhost:${port}`;
    fresh.home.push(await firstByte(port, host, "/"));
    fresh.search.push(await firstByte(port, host, SEARCH_PATH));
    fresh.vehicle.push(await firstByte(port, host, `${VEHICLE_BASE}/${site.car}`));
    if ((i + 1) % 250 === 0) console.log(`    ${i + 1} of ${served.length} sites served`);
  });
  notes.push(
    `Serving ${served.length} sites' three pages took ${((performance.now() - started) / 1000).toFixed(0)} s.`,
  );
  pageSamples(fresh.home, "first byte, server: home of a site not seen before", 300);
  pageSamples(fresh.search, "first byte, server: search of a site not seen before", 300);
  pageSamples(fresh.vehicle, "first byte, server: vehicle page of a site not seen before", 300);
  memories.push(await memoryOf(cluster, metricsPorts, `after ${served.length} sites`));
  const again = served.filter((_, i) => i % 10 === 0);
  const cached = await inLanes(again, 1, (site, i) => {
    const port = (i * 10) % 2 === 0 ? webA : webB;
    return firstByte(port, `${site.slug}.localhost:${port}`, "/");
  });
  pageSamples(cached, "first byte, server: home seen before (cached)", 20);
  const unseen = Math.max(10, Math.round(SERVED / 10));
  pageSamples(
    await inLanes(all.slice(SERVED, SERVED + unseen), 1, (site, i) => {
      const port = i % 2 === 0 ? webA : webB;
      return firstByte(port, `${site.slug}.localhost:${port}`, "/");
    }),
    "first byte, server: home of a site not seen before, one request at a time",
    300,
  );
  const viaVarnish = all.slice(SERVED + unseen, SERVED + 2 * unseen);
  const varnishHost = (site: Target) => `${site.slug}.localhost:${cluster.varnishPort}`;
  pageSamples(
    await inLanes(viaVarnish, 1, (site) => firstByte(cluster.varnishPort, varnishHost(site), "/")),
    "first byte, Varnish: home of a site not seen before",
    300,
  );
  pageSamples(
    await inLanes(viaVarnish, 1, (site) => firstByte(cluster.varnishPort, varnishHost(site), "/")),
    "first byte, Varnish: home seen before (Varnish hit)",
    20,
  );
  await measureAsks(webA, all);
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  memories.push(await memoryOf(cluster, metricsPorts, `after ${IDLE_S} s idle`));
  return memories;
}

async function measureAsks(port: number, all: Target[]) {
  // 50 verified domains spread over the sites (every 97th at 10,000; every 4th at 200).
  const step = Math.min(97, Math.max(1, Math.floor(all.length / 50)));
  const hosts = all.filter((_, i) => i % step === 0).slice(0, 50);
  const ask = (domain: string) =>
    loopback(port, {
      host: `localhost:${port}`,
      path: `/api/domains/ask?domain=${domain}`,
      timeoutMs: 30_000,
    });
  const statuses: number[] = [];
  record(
    "domain ask (TLS on demand), a verified domain",
    await repeat(hosts.length, async (i) =>
      statuses.push((await ask(`www.${hosts[i]!.slug}.test`)).status),
    ),
    100,
  );
  record(
    "domain ask, an unknown name",
    await repeat(20, async (i) => statuses.push((await ask(`www.unknown-${i}.test`)).status)),
    100,
  );
  notes.push(
    `Domain asks answered ${[...new Set(statuses)].join(", ")} (200 for the verified, 404 for the unknown expected).`,
  );
  const big = all[0]!;
  const small = all[all.length - 1]!;
  for (const [label, site] of [
    ["a group rooftop", big],
    ["a single rooftop", small],
  ] as const)
    record(
      `sitemap of ${label}`,
      await repeat(5, () =>
        loopback(port, {
          host: `${site.slug}.localhost:${port}`,
          path: "/sitemap.xml",
          timeoutMs: 30_000,
        }),
      ),
      300,
    );
}

function report(memories: Memory[], loadSeconds: number): string {
  const fmt = (n: number) => (n >= 100 ? n.toFixed(0) : n.toFixed(1));
  const table = [
    "| what | p50 ms | p95 ms | max ms | n | goal (p95) | met |",
    "| --- | ---: | ---: | ---: | ---: | ---: | --- |",
    ...rows.map(
      (r) =>
        `| ${r.what} | ${fmt(r.p50)} | ${fmt(r.p95)} | ${fmt(r.max)} | ${r.n} | < ${r.goal} ms | ${r.p95 < r.goal ? "yes" : "**no**"} |`,
    ),
  ];
  const memory = [
    "| web servers' memory | RSS A / B MB | heap used A / B MB |",
    "| --- | ---: | ---: |",
    ...memories.map(
      (m) =>
        `| ${m.label} | ${m.rss.map((v) => v.toFixed(0)).join(" / ")} | ${m.heap.map((v) => v.toFixed(0)).join(" / ")} |`,
    ),
  ];
  return [
    `Loaded in ${loadSeconds.toFixed(0)} s.`,
    "",
    ...table,
    "",
    ...memory,
    "",
    ...notes.map((n) => `- ${n}`),
  ].join("\n");
}

/**
 * The embedded database's pages: one `next start` on the loaded data folder. First byte of
 * SERVED unseen sites' homes one request at a time, then SERVED more sites' three pages four at a
 * time, homes seen before, the TLS ask; the server's memory after start, serving and idle.
 */
async function measurePglitePages(server: NextServer, all: Target[]): Promise<Memory[]> {
  const port = server.port;
  const host = (site: Target) => `${site.slug}.localhost:${port}`;
  const memoryNow = (label: string): Memory => {
    const rss = residentMb(server.pid!);
    console.log(`  memory ${label}: RSS ${rss.toFixed(0)} MB`);
    return { label, rss: [rss], heap: [] };
  };
  const memories = [memoryNow("after start")];
  const alone = all.slice(0, SERVED);
  pageSamples(
    await inLanes(alone, 1, (site) => firstByte(port, host(site), "/")),
    "first byte: home of a site not seen before, one request at a time",
    300,
  );
  const together = all.slice(SERVED, 2 * SERVED);
  const fresh: Record<"home" | "search" | "vehicle", FirstByte[]> = {
    home: [],
    search: [],
    vehicle: [],
  };
  await inLanes(together, 4, async (site) => {
    fresh.home.push(await firstByte(port, host(site), "/"));
    fresh.search.push(await firstByte(port, host(site), SEARCH_PATH));
    fresh.vehicle.push(await firstByte(port, host(site), `${VEHICLE_BASE}/${site.car}`));
  });
  pageSamples(fresh.home, "first byte: home of a site not seen before, four at a time", 300);
  pageSamples(fresh.search, "first byte: search of a site not seen before, four at a time", 300);
  pageSamples(fresh.vehicle, "first byte: vehicle page not seen before, four at a time", 300);
  memories.push(memoryNow(`after ${2 * SERVED} sites`));
  pageSamples(
    await inLanes(alone, 1, (site) => firstByte(port, host(site), "/")),
    "first byte: home seen before (cached)",
    20,
  );
  await measureAsks(port, all);
  await new Promise((resolve) => setTimeout(resolve, IDLE_S * 1000));
  memories.push(memoryNow(`after ${IDLE_S} s idle`));
  return memories;
}

/** The whole run on the embedded database, in a temporary data folder (removed at the end). */
async function mainPglite(): Promise<number> {
  const info = runInfo();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-sites-"));
  let handle: Awaited<ReturnType<typeof openDatabase>> | null = null;
  let server: NextServer | null = null;
  const loads = [os.loadavg()[0]!];
  try {
    handle = await openDatabase({ dataDir: path.join(dataDir, "pglite"), isDurable: false });
    const db = handle.db;
    const loadStarted = performance.now();
    console.log(`Loading ${SITES} sites into PGlite at ${dataDir}`);
    await loadPlatform(db, SHAPE, timed);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    loads.push(os.loadavg()[0]!);
    if (PHASES.has("jobs")) await measureJobs(db);
    if (PHASES.has("console")) await measureConsole(db);
    if (PHASES.has("onboarding")) await measureOnboarding(db);
    let memories: Memory[] = [];
    if (PHASES.has("pages")) {
      const all = await targets(db);
      // One process on the folder: this one lets go before the server opens it.
      await handle.close();
      handle = null;
      server = startNextServer({
        port: PORT,
        dataDir,
        env: { CADDY: "off", DOMAIN_ASK_RATE_LIMIT_BURST: "1000" },
      });
      await server.waitUntilReady(async () => {
        const answer = await loopback(PORT, {
          host: `localhost:${PORT}`,
          path: "/",
          timeoutMs: 30_000,
        });
        return answer.status === 200 || `status ${answer.status}`;
      }, 180_000);
      loads.push(os.loadavg()[0]!);
      memories = await measurePglitePages(server, all);
    }
    loads.push(os.loadavg()[0]!);
    const body = [
      runPreamble(
        info,
        `bench/ten-thousand-sites.ts --db pglite: ${SITES} sites (a group of ${SHAPE.groups[0]} rooftops, the rest single), ${SHAPE.cars} cars, ${SHAPE.leads} leads over a year, ${SHAPE.events} raw events over ${SHAPE.eventDays} days, ${SHAPE.auditEntries} audit entries on the embedded PGlite (fsync off while loading and measuring in-process); then one \`next start\` on that data folder, no Redis, no Varnish. 1-min load average ${loads.map((l) => l.toFixed(2)).join(", ")} (start, loaded, server up, end).`,
      ),
      "",
      report(memories, loadSeconds),
    ].join("\n");
    console.log(`\n${body}`);
    if (args.write)
      await writePerformanceSection(
        "sites-pglite",
        "## The embedded database at a dealer group's size",
        body,
      );
    return 0;
  } finally {
    await server?.close();
    await handle?.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<number> {
  if (IS_PGLITE) return mainPglite();
  const info = runInfo(["DATABASE_URL", "REDIS_URL"]);
  const database = await createScratchDatabase(SERVER_URL, "forecourt_bench_sites");
  const redisPrefix = `bench-sites-${randomBytes(4).toString("hex")}:`;
  const handle = await openDatabase({ url: database.url, maxConnections: 4 });
  let cluster: LocalCluster | null = null;
  const loads = [os.loadavg()[0]!];
  try {
    const db = handle.db;
    const loadStarted = performance.now();
    console.log(`Loading ${SITES} sites into ${database.url}`);
    await loadPlatform(db, SHAPE, timed);
    const loadSeconds = (performance.now() - loadStarted) / 1000;
    loads.push(os.loadavg()[0]!);
    if (PHASES.has("jobs")) await measureJobs(db);
    if (PHASES.has("console")) await measureConsole(db);
    if (PHASES.has("onboarding")) await measureOnboarding(db);
    if (!PHASES.has("pages")) {
      console.log(report([], loadSeconds));
      return 0;
    }
    const all = await targets(db);
    const metricsPorts = [PORT + 3, PORT + 4];
    console.log("Cluster");
    cluster = await startLocalCluster({
      webPorts: [PORT, PORT + 1],
      varnishPort: PORT + 2,
      databaseUrl: database.url,
      redisUrl: REDIS_URL,
      env: {
        CADDY: "off",
        METRICS_PORTS: `${metricsPorts.join(" ")} ${PORT + 5}`,
        WORKER_HEALTH_PORT: String(PORT + 6),
        PLATFORM_DOMAIN: "localhost",
        REDIS_KEY_PREFIX: redisPrefix,
        DOMAIN_ASK_RATE_LIMIT_BURST: "1000",
      },
    });
    loads.push(os.loadavg()[0]!);
    const memories = await measurePages(cluster, all, metricsPorts);
    loads.push(os.loadavg()[0]!);
    const body = [
      runPreamble(
        info,
        `bench/ten-thousand-sites.ts: ${SITES} sites (groups of ${SHAPE.groups.join(", ")} rooftops, the rest single), ${SHAPE.cars} cars, ${SHAPE.leads} leads over a year, ${SHAPE.events} raw events over ${SHAPE.eventDays} days, ${SHAPE.auditEntries} audit entries on PostgreSQL; two web servers, the worker and Varnish as deploy/local-cluster.sh runs them on Redis. 1-min load average ${loads.map((l) => l.toFixed(2)).join(", ")} (start, loaded, cluster up, end).`,
      ),
      "",
      report(memories, loadSeconds),
    ].join("\n");
    console.log(`\n${body}`);
    if (args.write) await writePerformanceSection("sites", "## The platform at 10,000 sites", body);
    return 0;
  } finally {
    await cluster?.stop();
    await handle.close();
    await database.drop();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 1000 }))
      if (keys.length > 0) await redis.unlink(keys);
    await redis.quit();
  }
}

runBench(main);
