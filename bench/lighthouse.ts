/**
 * Lighthouse scores (performance, accessibility, SEO) for any list of URLs, with Lighthouse 12's
 * default mobile emulation and throttling, in Debian's Chromium.
 *
 *   node --import tsx bench/lighthouse.ts [--runs 3] [--warmup-runs 1] [--chrome /usr/bin/chromium]
 *        [--write]
 *        URL [URL ...]
 *
 * Each URL is first audited --warmup-runs times unrecorded (the first request of a page renders it
 * and encodes its images), then --runs times, in a fresh headless Chromium each time; the table shows the
 * median of each score (Lighthouse's performance score moves from run to run, most of all on a
 * busy machine) and the median LCP, TBT and CLS. The URLs must already be served: start the app
 * with `next start` first (site hosts are http://{slug}.localhost:{port}, which Chromium resolves
 * itself). --write puts the table in docs/performance.md between the bench:lighthouse markers.
 * Exits 1 when an audit fails or a page does not answer 200.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const DOC_FILE = path.join(ROOT, "docs", "performance.md");
const START_MARKER = "<!-- bench:lighthouse:start -->";
const END_MARKER = "<!-- bench:lighthouse:end -->";
const SECTION_TITLE = "## Lighthouse (mobile)";
const CATEGORIES = ["performance", "accessibility", "seo"] as const;

const { values: args, positionals: urls } = parseArgs({
  options: {
    runs: { type: "string", default: "3" },
    "warmup-runs": { type: "string", default: "1" },
    chrome: { type: "string", default: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium" },
    write: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
  allowPositionals: true,
  strict: true,
});

if (args.help || urls.length === 0) {
  console.log(readFileSync(fileURLToPath(import.meta.url), "utf8").split("*/")[0]);
  process.exit(args.help ? 0 : 1);
}
const RUNS = Number(args.runs);
if (!Number.isInteger(RUNS) || RUNS < 1 || RUNS > 15) throw new Error("--runs must be 1 to 15");
const WARMUP_RUNS = Number(args["warmup-runs"]);
if (!Number.isInteger(WARMUP_RUNS) || WARMUP_RUNS < 0 || WARMUP_RUNS > 5)
  throw new Error("--warmup-runs must be 0 to 5");
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

async function writeDoc(section: string): Promise<void> {
  const block = `${START_MARKER}\n${section}\n${END_MARKER}`;
  const current = readFileSync(DOC_FILE, "utf8");
  const start = current.indexOf(START_MARKER);
  const end = current.indexOf(END_MARKER);
  const text =
    start !== -1 && end > start
      ? current.slice(0, start) + block + current.slice(end + END_MARKER.length)
      : `${current.replace(/\s*$/, "")}\n\n${SECTION_TITLE}\n\n${block}\n`;
  const prettier = await import("prettier");
  const options = (await prettier.resolveConfig(DOC_FILE)) ?? {};
  writeFileSync(DOC_FILE, await prettier.format(text, { ...options, filepath: DOC_FILE }));
}

async function main(): Promise<number> {
  const load = os.loadavg()[0]?.toFixed(2) ?? "unknown";
  const rows: { url: string; runs: Run[] }[] = [];
  for (const url of urls) {
    const runs: Run[] = [];
    // Unrecorded: the first visit renders the page and has the image optimiser encode its images,
    // which a shopper only ever pays once per page and size.
    for (let i = 0; i < WARMUP_RUNS; i++) {
      console.log(`Warm-up ${i + 1}/${WARMUP_RUNS}: ${url}`);
      await audit(url);
    }
    for (let i = 0; i < RUNS; i++) {
      console.log(`Lighthouse ${i + 1}/${RUNS}: ${url}`);
      runs.push(await audit(url));
    }
    rows.push({ url, runs });
    const failures = new Map(
      runs.flatMap((run) => run.failures).map((f) => [`${f.category}:${f.id}`, f]),
    );
    for (const f of failures.values())
      console.log(`  below 90 in a run: [${f.category}] ${f.id}: ${f.title}`);
  }
  const summary = table(rows);
  const machine = `${os.availableParallelism()} CPUs (${os.cpus()[0]?.model.trim() ?? "unknown"}), Node ${process.version}, 1-min load average ${load} at start`;
  const command = [
    "node",
    ...process.execArgv,
    path.relative(ROOT, process.argv[1] ?? ""),
    ...process.argv.slice(2),
  ].join(" ");
  console.log(`\n${summary}\n\nMachine: ${machine}\nCommand: ${command}`);
  if (args.write) {
    await writeDoc(
      [
        `Measured ${new Date().toISOString().replace(/\.\d+Z$/, "Z")} on ${machine}.`,
        "",
        `Command: \`${command}\` (against \`next start\` of the production build, fresh PGlite data).`,
        "",
        `Method: Lighthouse 12 default mobile emulation and simulated throttling, Chromium headless, median of ${RUNS} runs per page after ${WARMUP_RUNS} unrecorded warm-up run(s).`,
        "",
        summary,
      ].join("\n"),
    );
    console.log(`Wrote the results to ${path.relative(ROOT, DOC_FILE)}.`);
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
