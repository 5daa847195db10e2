/**
 * Lighthouse scores (performance, accessibility, SEO) for any list of URLs, with Lighthouse 12's
 * default mobile emulation and throttling, in Debian's Chromium.
 *
 *   node --import tsx bench/lighthouse.ts [--runs 3] [--warmup-runs 1] [--chrome /usr/bin/chromium]
 *        [--serve [--port 3420] [--before-web-dir ../old/apps/web]] [--write]
 *        URL [URL ...]
 *
 * Each URL is first audited --warmup-runs times unrecorded (the first request of a page renders it
 * and encodes its images), then --runs times, in a fresh headless Chromium each time; the table shows the
 * median of each score (Lighthouse's performance score moves from run to run, most of all on a
 * busy machine) and the median LCP, TBT and CLS. Site hosts are http://{slug}.localhost:{port},
 * which Chromium resolves itself. Without --serve the URLs must already be served (start the app
 * with `next start` first); with --serve the benchmark starts its own `next start` of the build on
 * fresh demo data (on --port, else the first free port from 3420), audits each URL on that port
 * (http://coastline-rv.localhost/ becomes http://coastline-rv.localhost:3420/) and stops it at the
 * end. With --before-web-dir it also serves that checkout's build (the build before a change) on
 * the next free port, and audits every URL on both, alternating before and after run by run so
 * that a machine getting busier or quieter weighs on both alike; the table then has a row per
 * build and URL. --write puts the table in docs/performance-log.md between the bench:lighthouse
 * markers.
 * Exits 1 when an audit fails or a page does not answer 200.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { freePort } from "./lib/free-port.ts";
import { demoDataSeeded } from "./lib/demo-data-seeded.ts";
import { ensureBuild } from "./lib/next-build.ts";
import { startNextServer, type NextServer } from "./lib/next-server.ts";
import { intOption, usageOf, runBench } from "./lib/options.ts";
import { WEB_DIR } from "./lib/paths.ts";
import { writePerformanceSection } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const CATEGORIES = ["performance", "accessibility", "seo"] as const;
const FIRST_PORT = 3420;
const READY_TIMEOUT_MS = 300_000;

const { values: args, positionals: urls } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "warmup-runs": { type: "string", default: "1" },
    chrome: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    serve: { type: "boolean", default: false },
    port: { type: "string" },
    "before-web-dir": { type: "string" },
    write: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
  allowPositionals: true,
  strict: true,
});

if (args.help || urls.length === 0) {
  console.log(usageOf(import.meta.url));
  process.exit(args.help ? 0 : 1);
}
const RUNS = intOption("runs", args.runs, 1, 15);
const WARMUP_RUNS = intOption("warmup-runs", args["warmup-runs"], 0, 5);
const REQUESTED_PORT =
  args.port === undefined ? undefined : intOption("port", args.port, 1, 65_535);
if (REQUESTED_PORT !== undefined && !args.serve) throw new Error("--port goes with --serve.");
const BEFORE_WEB_DIR =
  args["before-web-dir"] === undefined ? undefined : path.resolve(args["before-web-dir"]);
if (BEFORE_WEB_DIR && !args.serve) throw new Error("--before-web-dir goes with --serve.");
for (const url of urls) {
  if (!/^https?:\/\//.test(url)) throw new Error(`Not an http(s) URL: ${url}`);
}
if (!existsSync(args.chrome)) throw new Error(`No Chromium at ${args.chrome} (--chrome).`);

type Run = {
  scores: Record<(typeof CATEGORIES)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  failures: { category: string; id: string; title: string }[];
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

async function audit(url: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({
    chromePath: args.chrome,
    chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu", "--no-first-run"],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: [...CATEGORIES],
    });
    const lhr = result?.lhr;
    if (!lhr) throw new Error(`Lighthouse returned no result for ${url}`);
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    const status = lhr.audits["http-status-code"];
    if (status && status.score === 0) throw new Error(`${url} did not answer 200`);
    const scores = Object.fromEntries(
      CATEGORIES.map((id) => [id, Math.round((lhr.categories[id]?.score ?? 0) * 100)]),
    ) as Run["scores"];
    // What kept a category below 100: audits that count towards it and did not pass.
    const failures = CATEGORIES.flatMap((category) =>
      (lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0)
        .map((ref) => lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 0.9)
        .map((a) => ({ category, id: a!.id, title: a!.title })),
    );
    const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
    return {
      scores,
      lcp: numeric("largest-contentful-paint"),
      tbt: numeric("total-blocking-time"),
      cls: numeric("cumulative-layout-shift"),
      failures,
    };
  } finally {
    await chrome.kill();
  }
}

function table(rows: { url: string; runs: Run[] }[]): string {
  const lines = [
    "| page | performance | accessibility | SEO | LCP ms | TBT ms | CLS |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const { url, runs } of rows) {
    const m = (pick: (run: Run) => number) => median(runs.map(pick));
    lines.push(
      `| ${url} | ${Math.round(m((r) => r.scores.performance))} | ${Math.round(m((r) => r.scores.accessibility))} | ${Math.round(m((r) => r.scores.seo))} | ${Math.round(m((r) => r.lcp))} | ${Math.round(m((r) => r.tbt))} | ${m((r) => r.cls).toFixed(3)} |`,
    );
  }
  return lines.join("\n");
}

/** With --serve: our own server, once the demo data (of the first URL's site) is seeded. */
async function serve(webDir: string, port: number): Promise<NextServer> {
  await ensureBuild(webDir);
  const server = startNextServer({ port, webDir });
  const host = new URL(urls[0]!).hostname;
  const site = host.endsWith(".localhost")
    ? host.slice(0, -".localhost".length)
    : DEMO_SITES[0]!.slug;
  try {
    await server.waitUntilReady(demoDataSeeded(server.port, site), READY_TIMEOUT_MS);
    return server;
  } catch (error) {
    await server.close();
    throw error;
  }
}

/** The URL on our server's port (with --serve), else as given. */
function onPort(url: string, server: NextServer | undefined): string {
  if (!server) return url;
  const target = new URL(url);
  target.port = String(server.port);
  return target.toString();
}

async function main(): Promise<number> {
  const info = runInfo();
  const servers: { label: string; server: NextServer | undefined }[] = [];
  try {
    if (args.serve) {
      const port = await freePort(REQUESTED_PORT, FIRST_PORT);
      servers.push({ label: "", server: await serve(WEB_DIR, port) });
      if (BEFORE_WEB_DIR) {
        servers[0]!.label = "after: ";
        const before = await serve(BEFORE_WEB_DIR, await freePort(undefined, port + 1));
        servers.unshift({ label: "before: ", server: before });
      }
    } else {
      servers.push({ label: "", server: undefined });
    }
    const rows: { url: string; runs: Run[] }[] = [];
    for (const given of urls) {
      const targets = servers.map(({ label, server }) => ({
        label,
        url: onPort(given, server),
        runs: [] as Run[],
      }));
      // Unrecorded: the first visit renders the page and has the image optimiser encode its images,
      // which a shopper only ever pays once per page and size.
      for (let i = 0; i < WARMUP_RUNS; i++) {
        for (const target of targets) {
          console.log(`Warm-up ${i + 1}/${WARMUP_RUNS}: ${target.url}`);
          await audit(target.url);
        }
      }
      // Run by run, each build in turn: drift in the machine's load falls on both.
      for (let i = 0; i < RUNS; i++) {
        for (const target of targets) {
          console.log(`Lighthouse ${i + 1}/${RUNS}: ${target.url}`);
          target.runs.push(await audit(target.url));
        }
      }
      for (const { label, url, runs } of targets) {
        rows.push({ url: `${label}${url}`, runs });
        const failures = new Map(
          runs.flatMap((run) => run.failures).map((f) => [`${f.category}:${f.id}`, f]),
        );
        for (const f of failures.values())
          console.log(`  below 90 in a run: [${f.category}] ${f.id}: ${f.title}`);
      }
    }
    const summary = table(rows);
    console.log(`\n${summary}\n\nMachine: ${info.machine}\nCommand: ${info.command}`);
    if (args.write) {
      await writePerformanceSection(
        "lighthouse",
        "## Lighthouse (mobile)",
        [
          runPreamble(
            info,
            `Lighthouse 12 default mobile emulation and simulated throttling, Chromium headless, median of ${RUNS} runs per page after ${WARMUP_RUNS} unrecorded warm-up run(s), against \`next start\` of the production build on fresh PGlite demo data.${BEFORE_WEB_DIR ? ' "before" rows are the build given by --before-web-dir, served at the same time; each run audits before then after, so both see the same load.' : ""}`,
          ),
          "",
          summary,
        ].join("\n"),
      );
    }
    return 0;
  } finally {
    for (const { server } of servers) await server?.close();
  }
}

runBench(main, { detail: "message" });
