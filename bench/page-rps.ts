/**
 * Page throughput against a static file served by the same Next server: the home page, a search
 * page and a vehicle page of each chosen demo site (all five by default).
 *
 *   node --import tsx bench/page-rps.ts [--sites coastline-rv,lone-star-auto] [--pages home,search,vehicle]
 *        [--search-path /search/used-cars] [--vehicle-path /cars/some-slug] [--port 3400]
 *        [--duration 10] [--connections 20] [--warmup 2] [--server-warmup 20] [--write]
 *
 * Starts its own production server (`next start`, building first only when there is no build)
 * with a fresh DATA_DIR. The vehicle page of a site is the first featured car on its home page
 * (or --vehicle-path); the search page is the site's default search slug from the demo data (or
 * --search-path). Each page is warmed and checked once, the server is loaded across all targets,
 * then autocannon measures /static/bench.html and each page in turn, all over 127.0.0.1. A page
 * that answers 404 (a route this build does not have) is reported as missing and left out; any
 * other non-2xx, error or wrong page exits 1. --write puts the table in docs/performance.md
 * between the bench:pages markers.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";

// ---------------------------------------------------------------------------------------------
// autocannon 9 ships no types: the small part of its programmatic API used here.

type AutocannonOptions = {
  url: string;
  headers?: Record<string, string>;
  connections: number;
  pipelining: number;
  duration: number;
  /** Seconds before a request counts as a timeout (and an error). */
  timeout?: number;
  warmup?: { connections: number; duration: number };
  /** Cycled through by each connection; fields given here override the ones above. */
  requests?: { method: "GET"; path: string; headers: Record<string, string> }[];
};
type Histogram = {
  average: number;
  mean: number;
  min: number;
  max: number;
  p50: number;
  p99: number;
  total: number;
};
type AutocannonResult = {
  requests: Histogram & { sent: number };
  latency: Histogram;
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  statusCodeStats: Record<string, { count: number }>;
  duration: number;
};
/** `stop` is only there once the measured run has started (not during its warm-up). */
type AutocannonRun = PromiseLike<AutocannonResult> & { stop?: () => void };

const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as (options: AutocannonOptions) => AutocannonRun;

// ---------------------------------------------------------------------------------------------
// Settings

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WEB_DIR = path.join(ROOT, "apps", "web");
const DOC_FILE = path.join(ROOT, "docs", "performance.md");
const START_MARKER = "<!-- bench:pages:start -->";
const END_MARKER = "<!-- bench:pages:end -->";
const SECTION_TITLE = "## Page throughput";
const STATIC_PATH = "/static/bench.html";
const STATIC_TITLE = "Forecourt static benchmark page";

const PAGE_KINDS = ["home", "search", "vehicle"] as const;
type PageKind = (typeof PAGE_KINDS)[number];

const READY_TIMEOUT_MS = 120_000;
const BUILD_TIMEOUT_MS = 15 * 60_000;
const BUILD_WAIT_MS = 10 * 60_000;
const WARM_REQUESTS = 3;
const WARM_MAX_REQUESTS = 60;
const WARM_TIMEOUT_MS = 90_000;
const PORT_ATTEMPTS = 20;

const { values: args } = parseArgs({
  options: {
    port: { type: "string" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "20" },
    warmup: { type: "string", default: "2" },
    "server-warmup": { type: "string", default: "20" },
    sites: { type: "string", default: DEMO_SITES.map((site) => site.slug).join(",") },
    pages: { type: "string", default: "home,search,vehicle" },
    "search-path": { type: "string" },
    "vehicle-path": { type: "string" },
    write: { type: "boolean", default: false },
    help: { type: "boolean", short: "h", default: false },
  },
  strict: true,
});

if (args.help) {
  console.log(readFileSync(fileURLToPath(import.meta.url), "utf8").split("*/")[0]);
  process.exit(0);
}

function positiveInt(name: string, raw: string, max: number, allowZero = false): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value < (allowZero ? 0 : 1) || value > max) {
    throw new Error(
      `--${name} must be an integer from ${allowZero ? 0 : 1} to ${max}, got "${raw}"`,
    );
  }
  return value;
}

const SITES = args.sites.split(",").map((slug) => {
  const site = DEMO_SITES.find((s) => s.slug === slug.trim());
  if (!site) {
    throw new Error(
      `--sites: unknown demo site "${slug}" (known: ${DEMO_SITES.map((s) => s.slug).join(", ")})`,
    );
  }
  return site;
});
const PAGES = args.pages.split(",").map((kind) => {
  if (!(PAGE_KINDS as readonly string[]).includes(kind.trim()))
    throw new Error(`--pages: unknown page "${kind}" (known: ${PAGE_KINDS.join(", ")})`);
  return kind.trim() as PageKind;
});
for (const [name, value] of [
  ["search-path", args["search-path"]],
  ["vehicle-path", args["vehicle-path"]],
] as const) {
  if (value !== undefined && !/^\/[A-Za-z0-9/_.?=&%-]*$/.test(value))
    throw new Error(`--${name} must be a path starting with /, got "${value}"`);
}

const DURATION = positiveInt("duration", args.duration, 300);
const CONNECTIONS = positiveInt("connections", args.connections, 1000);
const WARMUP = positiveInt("warmup", args.warmup, 60, true);
const SERVER_WARMUP = positiveInt("server-warmup", args["server-warmup"], 300, true);
const METHOD = `one \`next start\` (fresh PGlite DATA_DIR), ${SERVER_WARMUP} s of load across all targets, then each target for ${DURATION} s after a ${WARMUP} s warm-up, ${CONNECTIONS} connections, pipelining 1, requests to 127.0.0.1`;
const REQUESTED_PORT = args.port === undefined ? undefined : positiveInt("port", args.port, 65_535);
const COMMAND = [
  "node",
  ...process.execArgv,
  path.relative(ROOT, process.argv[1] ?? "bench/page-rps.ts"),
  ...process.argv.slice(2),
].join(" ");

// ---------------------------------------------------------------------------------------------
// Loopback HTTP

type Page = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One GET to 127.0.0.1 with the given Host header, on a fresh connection. */
function get(port: number, host: string, urlPath: string, timeoutMs: number): Promise<Page> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: urlPath,
        method: "GET",
        headers: { host },
        agent: false,
        timeout: timeoutMs,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", reject);
      },
    );
    request.on("timeout", () =>
      request.destroy(new Error(`GET ${host}${urlPath} timed out after ${timeoutMs} ms`)),
    );
    request.on("error", reject);
    request.end();
  });
}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once("error", () => resolve(false));
    probe.listen(port, "127.0.0.1", () => probe.close(() => resolve(true)));
  });
}

async function choosePort(): Promise<number> {
  if (REQUESTED_PORT !== undefined) {
    if (!(await portIsFree(REQUESTED_PORT))) throw new Error(`Port ${REQUESTED_PORT} is in use.`);
    return REQUESTED_PORT;
  }
  for (let port = 3400; port < 3400 + PORT_ATTEMPTS; port++) {
    if (await portIsFree(port)) return port;
  }
  throw new Error(`No free port from 3400 to ${3400 + PORT_ATTEMPTS - 1}; pass --port.`);
}

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------------------
// The server: started here, and only this process is ever stopped.

const nextBin = createRequire(path.join(WEB_DIR, "package.json")).resolve("next/dist/bin/next");
let server: ChildProcess | undefined;
let stopping: Promise<void> | undefined;
let current: AutocannonRun | undefined;
let dataDir: string | undefined;
let interrupted = false;
const serverLog: string[] = [];

function removeDataDir(): void {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  dataDir = undefined;
}

/**
 * Uses the existing build. `next build` holds apps/web/.next/lock while it runs: wait for someone
 * else's build to finish (bounded) rather than start a second one or serve a half-written build.
 */
async function ensureBuild(): Promise<void> {
  const lock = path.join(WEB_DIR, ".next", "lock");
  const deadline = Date.now() + BUILD_WAIT_MS;
  if (existsSync(lock))
    console.log("A next build is running (apps/web/.next/lock): waiting for it.");
  while (existsSync(lock)) {
    if (Date.now() > deadline)
      throw new Error(`apps/web/.next/lock is still there after ${BUILD_WAIT_MS / 60_000} min.`);
    await sleep(5_000);
  }
  if (existsSync(path.join(WEB_DIR, ".next", "BUILD_ID"))) return;
  console.log("No build in apps/web/.next: running next build first.");
  const build = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: WEB_DIR,
    stdio: "inherit",
    timeout: BUILD_TIMEOUT_MS,
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
  });
  if (build.status !== 0)
    throw new Error(
      `next build failed (status ${build.status ?? build.signal ?? build.error?.message})`,
    );
}

function startServer(port: number, dataDir: string): ChildProcess {
  // No -H: with `-H 127.0.0.1` the proxy's rewrite (built from request.nextUrl, origin
  // localhost:<port>) no longer matches the server's own origin, so Next forwards it over HTTP as an
  // external rewrite, Host becomes localhost and every site answers 404. Requests still only ever
  // go to 127.0.0.1.
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    cwd: WEB_DIR,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: "", // always the embedded PGlite database in DATA_DIR
      PLATFORM_DOMAIN: "localhost",
      SEED_DEMO_DATA: "true",
      NEXT_TELEMETRY_DISABLED: "1",
    },
  });
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) if (line.trim()) serverLog.push(line);
    if (serverLog.length > 60) serverLog.splice(0, serverLog.length - 60);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return child;
}

function exited(child: ChildProcess): boolean {
  return child.exitCode !== null || child.signalCode !== null;
}

function waitForExit(child: ChildProcess, ms: number): Promise<boolean> {
  if (exited(child)) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(exited(child)), ms);
    child.once("exit", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** SIGTERM to the server this script started, SIGKILL after 5 s. Idempotent. */
function stopServer(): Promise<void> {
  const child = server;
  if (!child) return Promise.resolve();
  stopping ??= (async () => {
    if (exited(child)) return;
    child.kill("SIGTERM");
    if (await waitForExit(child, 5_000)) return;
    console.warn(`Server (pid ${child.pid}) still running 5 s after SIGTERM: sending SIGKILL.`);
    child.kill("SIGKILL");
    await waitForExit(child, 2_000);
  })();
  return stopping;
}

for (const [signal, code] of [
  ["SIGINT", 130],
  ["SIGTERM", 143],
] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the benchmark server.`);
    interrupted = true;
    const load = current;
    current = undefined;
    if (typeof load?.stop === "function") load.stop();
    void stopServer().finally(() => {
      removeDataDir();
      process.exit(code);
    });
  });
}

async function waitUntilReady(port: number): Promise<void> {
  const deadline = Date.now() + READY_TIMEOUT_MS;
  let last = "no answer yet";
  while (Date.now() < deadline) {
    if (server && exited(server))
      throw new Error(
        `The server exited (code ${server.exitCode ?? server.signalCode}) before it was ready.`,
      );
    try {
      const page = await get(
        port,
        `localhost:${port}`,
        "/",
        Math.max(1_000, deadline - Date.now()),
      );
      if (page.status === 200) return;
      last = `status ${page.status}`;
    } catch (error) {
      last = error instanceof Error ? error.message : String(error);
    }
    await sleep(1_000);
  }
  throw new Error(`The server was not ready within ${READY_TIMEOUT_MS / 1000} s (last: ${last}).`);
}

// ---------------------------------------------------------------------------------------------
// Targets

type Target = {
  label: string;
  host: string;
  path: string;
  check: (page: Page) => string | undefined;
};
type Measured = {
  target: Target;
  page?: Page;
  result?: AutocannonResult;
  failure?: string;
  /** The page answered 404: this build has no such route, so it is reported and not measured. */
  missing?: boolean;
};

function titleOf(html: string): string | undefined {
  return /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim();
}

/** A site's vehicle page: --vehicle-path, else the first featured car linked from its home page. */
async function vehiclePathOf(port: number, site: (typeof SITES)[number]): Promise<string | null> {
  if (args["vehicle-path"]) return args["vehicle-path"];
  const base = site.settings.paths?.vehicleBase ?? "/cars";
  const home = await get(port, `${site.slug}.localhost:${port}`, "/", 60_000);
  const match = new RegExp(`href="(${base}/[A-Za-z0-9_-]+)"`).exec(home.body);
  return match?.[1] ?? null;
}

async function targets(port: number): Promise<Target[]> {
  const staticTarget: Target = {
    label: `static ${STATIC_PATH}`,
    host: `localhost:${port}`,
    path: STATIC_PATH,
    check: (page) =>
      titleOf(page.body) === STATIC_TITLE
        ? undefined
        : `title is "${titleOf(page.body) ?? "(none)"}", expected "${STATIC_TITLE}"`,
  };
  const list: Target[] = [staticTarget];
  for (const site of SITES) {
    const host = `${site.slug}.localhost:${port}`;
    const isSitePage = (page: Page, extra?: string) => {
      if (!titleOf(page.body)?.includes(site.name))
        return `title is "${titleOf(page.body) ?? "(none)"}", expected it to contain "${site.name}"`;
      if (!page.body.includes(`data-site="${site.slug}"`))
        return `body has no data-site="${site.slug}"`;
      if (extra && !page.body.includes(extra)) return `body has no ${extra}`;
      return undefined;
    };
    for (const kind of PAGES) {
      if (kind === "home") {
        list.push({ label: `${site.slug} home`, host, path: "/", check: (p) => isSitePage(p) });
      } else if (kind === "search") {
        const path =
          args["search-path"] ??
          `${site.settings.paths?.search ?? "/search"}/${site.settings.search?.defaultSlug ?? "new-used-and-demo-cars"}`;
        list.push({ label: `${site.slug} search`, host, path, check: (p) => isSitePage(p) });
      } else {
        const path = await vehiclePathOf(port, site);
        if (!path) {
          console.warn(`${site.slug}: no vehicle link on the home page; vehicle page skipped.`);
          continue;
        }
        list.push({
          label: `${site.slug} vehicle`,
          host,
          path,
          check: (p) => isSitePage(p, "data-car-id="),
        });
      }
    }
  }
  return list;
}

async function warmAndCheck(port: number, target: Target): Promise<Measured> {
  try {
    // Pages render on first request and are cached afterwards: a few requests, then until the
    // render cache answers HIT (a STALE entry is being regenerated in the background, which would
    // otherwise run during a benchmark). Bounded in count and time; the last answer is checked.
    const deadline = Date.now() + WARM_TIMEOUT_MS;
    let page = await get(port, target.host, target.path, 60_000);
    for (let i = 1; i < WARM_MAX_REQUESTS && Date.now() < deadline; i++) {
      const cache = page.headers["x-nextjs-cache"];
      if (i >= WARM_REQUESTS && (cache === undefined || cache === "HIT")) break;
      if (i >= WARM_REQUESTS) await sleep(1_000);
      page = await get(port, target.host, target.path, 30_000);
    }
    if (page.status === 404) return { target, page, missing: true };
    if (page.status !== 200)
      return { target, page, failure: `status ${page.status} before benchmarking` };
    const problem = target.check(page);
    return problem ? { target, page, failure: problem } : { target, page };
  } catch (error) {
    return { target, failure: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * Load on every checked target at once, before anything is measured: the page pipeline is cold
 * after start-up, and without this the first site measured comes out at about half the rate of
 * the others. Not recorded; problems here show up again in the measured runs.
 */
async function warmServer(port: number, entries: Measured[]): Promise<void> {
  const ok = entries.filter((entry) => !entry.failure && !entry.missing);
  if (SERVER_WARMUP === 0 || ok.length === 0) return;
  console.log(`Warming the server: ${SERVER_WARMUP} s of load across ${ok.length} targets.`);
  current = autocannon({
    url: `http://127.0.0.1:${port}/`,
    connections: CONNECTIONS,
    pipelining: 1,
    duration: SERVER_WARMUP,
    timeout: 10,
    requests: ok.map(({ target }) => ({
      method: "GET",
      path: target.path,
      headers: { host: target.host },
    })),
  });
  const result = await current;
  current = undefined;
  if (result.non2xx > 0 || result.errors > 0)
    console.warn(`  warm-up saw ${result.non2xx} non-2xx responses and ${result.errors} errors.`);
}

async function measure(port: number, entry: Measured): Promise<Measured> {
  if (entry.failure || entry.missing) return entry;
  const { target } = entry;
  current = autocannon({
    url: `http://127.0.0.1:${port}${target.path}`,
    headers: { host: target.host },
    connections: CONNECTIONS,
    pipelining: 1,
    duration: DURATION,
    timeout: 10,
    ...(WARMUP > 0 ? { warmup: { connections: CONNECTIONS, duration: WARMUP } } : {}),
  });
  const result = await current;
  current = undefined;
  const problems: string[] = [];
  if (result.non2xx > 0) {
    const codes = Object.entries(result.statusCodeStats)
      .map(([code, { count }]) => `${code}: ${count}`)
      .join(", ");
    problems.push(`${result.non2xx} non-2xx responses (${codes})`);
  }
  if (result.errors > 0) problems.push(`${result.errors} errors (${result.timeouts} timeouts)`);
  if (result.requests.total === 0) problems.push("no completed requests");
  return { ...entry, result, failure: problems.length ? problems.join("; ") : undefined };
}

// ---------------------------------------------------------------------------------------------
// Report

const int = (n: number) => Math.round(n).toLocaleString("en-US");
const ms = (n: number) => (n < 10 ? n.toFixed(1) : Math.round(n).toString());

function table(results: Measured[]): string {
  const base = results[0]?.result && !results[0].failure ? results[0].result : undefined;
  const baseline = base?.requests.average;
  const baselineP99 = base?.latency.p99;
  const lines = [
    "| target | req/s | p50 ms | p99 ms | req/s ratio to static | p99 ratio to static |",
    "| --- | ---: | ---: | ---: | ---: | ---: |",
  ];
  for (const { target, result, failure, missing } of results) {
    if (missing) {
      lines.push(`| ${target.label} \`${target.path}\` | missing (404) | | | | |`);
      continue;
    }
    if (!result || failure) {
      lines.push(`| ${target.label} | FAILED | | | | |`);
      continue;
    }
    const ratio = baseline ? (result.requests.average / baseline).toFixed(2) : "n/a";
    const p99Ratio = baselineP99 ? (result.latency.p99 / baselineP99).toFixed(1) : "n/a";
    lines.push(
      `| ${target.label} \`${target.path}\` | ${int(result.requests.average)} | ${ms(result.latency.p50)} | ${ms(result.latency.p99)} | ${ratio} | ${p99Ratio} |`,
    );
  }
  return lines.join("\n");
}

function header(page: Page | undefined, name: string): string {
  const value = page?.headers[name];
  return value === undefined ? "-" : Array.isArray(value) ? value.join(", ") : value;
}

function responseTable(results: Measured[]): string {
  const lines = [
    "| target | bytes | x-nextjs-cache | cache-control |",
    "| --- | ---: | --- | --- |",
  ];
  for (const { target, page } of results) {
    lines.push(
      `| ${target.label} | ${page ? int(Buffer.byteLength(page.body)) : "-"} | ${header(page, "x-nextjs-cache")} | ${header(page, "cache-control")} |`,
    );
  }
  return lines.join("\n");
}

/** Load average when the benchmark started: other work on the machine skews every figure. */
let startLoad = "";

function machine(): string {
  const cpu = os.cpus()[0]?.model.trim() ?? "unknown CPU";
  return `${os.availableParallelism()} CPUs (${cpu}), ${os.platform()} ${os.arch()}, Node ${process.version}, 1-min load average ${startLoad} at start`;
}

async function writeDoc(section: string): Promise<void> {
  const block = `${START_MARKER}\n${section}\n${END_MARKER}`;
  let text: string;
  if (!existsSync(DOC_FILE)) {
    const intro = [
      "# Performance",
      "",
      "Measured figures for the platform, each produced by a script in `bench/` (see `bench/README.md`).",
      "Figures depend on the machine: compare runs from the same machine, and rerun after changes that",
      "touch rendering, caching or the proxy.",
    ].join("\n");
    text = `${intro}\n\n${SECTION_TITLE}\n\n${block}\n`;
  } else {
    // Read just before writing: other sections of the file belong to other people.
    const current = readFileSync(DOC_FILE, "utf8");
    const start = current.indexOf(START_MARKER);
    const end = current.indexOf(END_MARKER);
    text =
      start !== -1 && end > start
        ? current.slice(0, start) + block + current.slice(end + END_MARKER.length)
        : `${current.replace(/\s*$/, "")}\n\n${SECTION_TITLE}\n\n${block}\n`;
  }
  writeFileSync(DOC_FILE, await formatMarkdown(text));
}

/** `npm run lint` runs `prettier --check .`: write the file the way Prettier would. */
async function formatMarkdown(text: string): Promise<string> {
  try {
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(DOC_FILE, { editorconfig: true })) ?? {};
    return await prettier.format(text, { ...options, filepath: DOC_FILE });
  } catch (error) {
    console.warn(`Prettier unavailable, docs written unformatted: ${String(error)}`);
    return text;
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  await ensureBuild();
  startLoad = os.loadavg()[0]?.toFixed(2) ?? "unknown";
  const port = await choosePort();
  const dir = mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-"));
  dataDir = dir;
  try {
    console.log(`Starting next start -p ${port} (DATA_DIR ${dir}).`);
    server = startServer(port, dir);
    const startedAt = Date.now();
    await waitUntilReady(port);
    console.log(
      `Ready after ${((Date.now() - startedAt) / 1000).toFixed(1)} s. Warming and checking pages.`,
    );

    const checked: Measured[] = [];
    for (const target of await targets(port)) {
      if (interrupted) return 130;
      checked.push(await warmAndCheck(port, target));
    }

    await warmServer(port, checked);
    const results: Measured[] = [];
    for (const entry of checked) {
      if (interrupted) return 130;
      if (!entry.failure)
        console.log(
          `Benchmarking ${entry.target.label}: ${WARMUP} s warm-up, ${DURATION} s, ${CONNECTIONS} connections.`,
        );
      results.push(await measure(port, entry));
    }

    if (interrupted) return 130;
    const date = new Date().toISOString().replace(/\.\d+Z$/, "Z");
    const summary = table(results);
    const failures = results.filter((r) => r.failure);
    console.log(`\n${summary}\n`);
    console.log(`Responses as checked before benchmarking:\n\n${responseTable(results)}\n`);
    console.log(`Machine: ${machine()}`);
    console.log(`Command: ${COMMAND}`);
    console.log(`Method: ${METHOD}; req/s is the per-second average.`);

    if (failures.length) {
      console.error(
        `\n${failures.length} target(s) failed; a benchmark of error pages is meaningless:`,
      );
      for (const { target, failure } of failures) console.error(`  ${target.label}: ${failure}`);
      if (serverLog.length)
        console.error(`\nLast server output:\n${serverLog.slice(-20).join("\n")}`);
      if (args.write) console.error("docs/performance.md left unchanged.");
      return 1;
    }

    if (args.write) {
      await writeDoc(
        [
          `Measured ${date} on ${machine()}.`,
          "",
          `Command: \`${COMMAND}\`.`,
          "",
          `Method: ${METHOD}. req/s is the per-second average; the ratios are the page's req/s and p99 divided by the static file's.`,
          "",
          summary,
          "",
          "Response headers of each target, as checked before benchmarking:",
          "",
          responseTable(results),
        ].join("\n"),
      );
      console.log(`Wrote the results to ${path.relative(ROOT, DOC_FILE)}.`);
    }
    return 0;
  } finally {
    await stopServer();
    removeDataDir();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    if (serverLog.length)
      console.error(`\nLast server output:\n${serverLog.slice(-20).join("\n")}`);
    process.exit(1);
  },
);
