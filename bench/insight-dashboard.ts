/**
 * The insight dashboard's queries at size on PostgreSQL: 10 million events in one site-year.
 *
 *   node --import tsx bench/insight-dashboard.ts [--events 10000000] [--leads 20000]
 *                                                [--runs 40] [--keep] [--write]
 *
 * Creates a database of its own (insight_bench_*) on the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/test; the database named there is never touched), migrates
 * it, and loads one site with --events collector events spread over the 365 days before today
 * (INSERT ... SELECT over generate_series: page views by page type, vehicle views of 400 cars,
 * searches, calls, conversions, web vitals; utm sources, click ids and split-test variants
 * varied; sessions of about 8 events) and --leads leads. The worker's rollup step then rolls up
 * every whole past day (the events stay: retention is set past the year). Measured, one at a
 * time and warm: what the dashboard asks for a range and its previous period (the analytics
 * API's figures for both: the event figures, getSiteAnalytics, and the leads, getLeadFigures;
 * and the range's speed, getWebVitalsP75), for the last 7, 30, 90 and 365 days. --keep leaves the database (its name is printed); --reuse NAME measures a database
 * an earlier run loaded (the rollup runs again over it); --write puts the table in
 * docs/performance.md.
 */
import { sql } from "drizzle-orm";
import { openDatabase, type Database } from "@forecourt/db/client";
import { getLeadFigures } from "@forecourt/db/repositories/tracking/get-lead-figures";
import { getSiteAnalytics } from "@forecourt/db/repositories/tracking/get-site-analytics";
import { getWebVitalsP75 } from "@forecourt/db/repositories/tracking/get-web-vitals-p75";
import { rollUpTrackingEvents } from "@forecourt/db/repositories/tracking/roll-up-tracking-events";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";
import { createScratchDatabase } from "./lib/scratch-database.ts";

const args = benchArgs(import.meta.url, {
  events: { type: "string", default: "10000000" },
  leads: { type: "string", default: "20000" },
  runs: { type: "string", default: "40" },
  keep: { type: "boolean", default: false },
  reuse: { type: "string" },
});

const DAY_MS = 86_400_000;
const isoDay = (at: Date) => at.toISOString().slice(0, 10);

async function load(db: Database, websiteId: number, events: number, leads: number, now: Date) {
  const yearStart = new Date(Date.parse(`${isoDay(now)}T00:00:00Z`) - 365 * DAY_MS);
  const chunk = 500_000;
  for (let from = 0; from < events; from += chunk) {
    const to = Math.min(events, from + chunk) - 1;
    const started = Date.now();
    await db.execute(sql`
      insert into tracking_events (website_id, category, event_id, url, car_id, anon_id,
        session_id, properties, created_at)
      select ${websiteId},
        case k when 0 then 'page_view' when 1 then 'view_item' when 2 then 'search'
          when 3 then 'click_to_call' when 4 then 'generate_lead' else 'web_vital' end,
        case k when 0 then 1 when 1 then 4 when 2 then 29 when 3 then 25 when 4 then 15 end,
        'https://bench.test/p', case when k = 1 then 1 + (i % 400) end,
        'anon-' || (i / 24), 'session_' || lpad(to_hex(i / 8), 10, '0'),
        jsonb_strip_nulls(jsonb_build_object(
          'page_type', case k when 0 then (array['Home','Vehicle Inventory Listing','Finance','Contact'])[1 + (i % 4)]
            when 1 then 'Used Vehicle Details' end,
          'utm_source', (array['google','facebook','newsletter',null,null])[1 + (i / 8 % 5)],
          'utm_campaign', (array['utes','spring','november',null,null])[1 + (i / 8 % 5)],
          'gclid', case when i / 8 % 7 = 0 then 'g' end,
          'variant', (array['a','b'])[1 + (i / 8 % 2)],
          'conversion', case when k = 4 then true end,
          'metric', case when k = 5 then (array['LCP','INP','CLS','TTFB'])[1 + (i % 4)] end,
          'value', case when k = 5 then (i % 4000)::float8 / case when i % 4 = 2 then 10000 else 1 end end,
          'page_group', case when k = 5 then (array['home','search','vehicle'])[1 + (i % 3)] end)),
        ${yearStart.toISOString()}::timestamptz + ((i::float8 / ${events}) * interval '365 days')
      from (select i, case when i % 100 < 60 then 0 when i % 100 < 80 then 1
          when i % 100 < 88 then 2 when i % 100 < 90 then 3 when i % 100 < 91 then 4 else 5 end as k
        from generate_series(${from}::bigint, ${to}::bigint) as i) g`);
    console.log(`events ${to + 1}/${events} (${Date.now() - started} ms)`);
  }
  await db.execute(sql`
    insert into leads (website_id, category, created_at, linked_query_params, visited_pages)
    select ${websiteId}, (array['Test Drive','Used Vehicle Enquiry','Finance Application'])[1 + (i % 3)],
      ${yearStart.toISOString()}::timestamptz + ((i::float8 / ${leads}) * interval '365 days'),
      case when i % 2 = 0 then jsonb_build_object('utm_source', 'google', 'utm_campaign', 'utes')
        else '{}'::jsonb end,
      jsonb_build_array('https://bench.test/cars?x=' || (i % 50))
    from generate_series(1, ${leads}) as i`);
  // Conversion events carry their lead's id, as the success page sends them.
  await db.execute(sql`
    update tracking_events e set lead_id = l.id from (
      select id, row_number() over (order by created_at) as n from leads where website_id = ${websiteId}
    ) l, (select id, row_number() over (order by created_at) as n from tracking_events
      where website_id = ${websiteId} and category = 'generate_lead') c
    where e.id = c.id and c.n = l.n`);
  await db.execute(sql`vacuum analyze tracking_events`);
  await db.execute(sql`vacuum analyze leads`);
}

function stats(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)]!;
  return { p50: at(0.5), p95: at(0.95), max: sorted.at(-1)! };
}

async function dashboard(db: Database, websiteId: number, now: Date, days: number) {
  const to = isoDay(now);
  const from = isoDay(new Date(now.getTime() - (days - 1) * DAY_MS));
  const prevTo = isoDay(new Date(now.getTime() - days * DAY_MS));
  const prevFrom = isoDay(new Date(now.getTime() - (2 * days - 1) * DAY_MS));
  const span = (a: string, b: string) => ({
    start: new Date(`${a}T00:00:00Z`),
    end: new Date(Date.parse(`${b}T00:00:00Z`) + DAY_MS),
  });
  await getSiteAnalytics(db, websiteId, { from, to });
  await getSiteAnalytics(db, websiteId, { from: prevFrom, to: prevTo });
  await getLeadFigures(db, websiteId, span(from, to));
  await getLeadFigures(db, websiteId, span(prevFrom, prevTo));
  await getWebVitalsP75(db, websiteId, { from, to });
}

async function main(): Promise<number> {
  const events = intOption("events", args.events, 1000, 50_000_000);
  const leads = intOption("leads", args.leads, 10, 1_000_000);
  const runs = intOption("runs", args.runs, 5, 1000);
  const info = runInfo(["DATABASE_URL"]);
  const server = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
  const reused = args.reuse ? new URL(server) : null;
  if (reused) reused.pathname = `/${args.reuse}`;
  const scratch = reused
    ? { url: reused.toString(), drop: async () => {} }
    : await createScratchDatabase(server, "insight_bench");
  const handle = await openDatabase({ url: scratch.url, maxConnections: 4 });
  try {
    const db = handle.db;
    const now = new Date();
    const site = (await db.execute(
      reused
        ? sql`select id from websites where slug = 'insight-bench'`
        : sql`insert into websites (slug, name) values ('insight-bench', 'Insight bench')
            returning id`,
    )) as unknown as { rows: { id: number }[] };
    const websiteId = site.rows[0]!.id;
    const loadStarted = Date.now();
    if (reused) {
      await db.execute(sql`delete from tracking_rollups where website_id = ${websiteId}`);
    } else {
      await load(db, websiteId, events, leads, now);
    }
    const loadMs = Date.now() - loadStarted;
    const rollStarted = Date.now();
    const rolled = await rollUpTrackingEvents(db, websiteId, { now, retentionDays: 3_650 });
    const rollMs = Date.now() - rollStarted;
    for (const table of [
      "tracking_daily_counts",
      "tracking_daily_totals",
      "tracking_daily_sessions",
    ]) {
      await db.execute(sql`vacuum analyze ${sql.identifier(table)}`);
    }
    const sizes = (await db.execute(sql`
      select (select count(*) from tracking_daily_counts)::int as counts,
        (select count(*) from tracking_daily_totals)::int as totals,
        (select count(*) from tracking_daily_sessions)::int as sessions`)) as unknown as {
      rows: { counts: number; totals: number; sessions: number }[];
    };

    const rows: string[] = [];
    for (const days of [7, 30, 90, 365]) {
      await dashboard(db, websiteId, now, days); // warm
      const samples: number[] = [];
      for (let run = 0; run < runs; run++) {
        const started = performance.now();
        await dashboard(db, websiteId, now, days);
        samples.push(performance.now() - started);
      }
      const { p50, p95, max } = stats(samples);
      rows.push(
        `| last ${days} days and the ${days} before | ${p50.toFixed(0)} | ${p95.toFixed(0)} | ${max.toFixed(0)} | ${p95 <= 300 ? "yes" : "no"} |`,
      );
    }
    const table = [
      "| dashboard range (both periods: event figures and leads; the range's speed) | p50 ms | p95 ms | max ms | p95 ≤ 300 ms |",
      "| --- | ---: | ---: | ---: | :---: |",
      ...rows,
    ].join("\n");
    const method = [
      `one site with ${events.toLocaleString("en")} events over 365 days and ${leads.toLocaleString("en")} leads, ${reused ? `loaded by an earlier run (${args.reuse})` : `loaded in ${(loadMs / 1000).toFixed(0)} s`};`,
      `the rollup step rolled up ${rolled.days.length} days in ${(rollMs / 1000).toFixed(0)} s`,
      `(${sizes.rows[0]?.counts} count rows, ${sizes.rows[0]?.totals} total rows, ${sizes.rows[0]?.sessions} session rows);`,
      `each figure is ${runs} warm runs, one at a time, of what the dashboard reads for a range`,
      "and its previous period: the analytics API's figures for both (getSiteAnalytics and",
      "getLeadFigures for each) and the range's speed (getWebVitalsP75), reading the rollups",
      "for past days and today's raw events.",
    ].join(" ");
    await reportTable(
      {
        name: "insight-dashboard",
        title: "## Insight dashboard at 10 million events per site-year",
      },
      runPreamble(info, method),
      table,
      args.write,
    );
    return 0;
  } finally {
    await handle.close();
    if (args.keep) console.log(`Kept ${scratch.url}`);
    else await scratch.drop();
  }
}

runBench(main);
