/**
 * Lead submissions per second and p99 latency at 50 concurrent clients, on PGlite and on
 * PostgreSQL, and a check that every acknowledged lead is in the database afterwards.
 *
 *   node --import tsx bench/leads.ts [--db both|pglite|postgres] [--duration 10]
 *                                    [--connections 50] [--port 3330] [--write]
 *
 * For each database: starts `next start` (existing build in apps/web/.next) on a fresh PGlite
 * DATA_DIR or a fresh PostgreSQL database (created on BENCH_DATABASE_URL's server, default
 * postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards), with the lead rate limit
 * raised out of the way and the outbox worker off (the benchmark measures the API: each lead is
 * stored with its queued deliveries). autocannon sends POST /api/leads to the coastline-rv host,
 * each request a distinct valid lead with its own Idempotency-Key, and records the id of every
 * 2xx answer. After the run the server is stopped and the database is opened directly: every
 * acknowledged id must be there. Exits 1 if one is missing or any request failed.
 * --write puts the table in docs/performance.md between the bench:leads markers.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomUUID } from "node:crypto";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { inArray, like, count } from "drizzle-orm";
import { openDatabase } from "../packages/db/src/client.ts";
import { leads } from "../packages/db/src/schema.ts";

// autocannon 9 ships no types: the part of its programmatic API used here.
type RequestParams = {
  method: "POST";
  path: string;
  headers: Record<string, string>;
  body: string;
};
type AutocannonOptions = {
  url: string;
  connections: number;
  pipelining: number;
  duration: number;
  timeout?: number;
  requests: {
    method: "POST";
    path: string;
    setupRequest: (request: RequestParams) => RequestParams;
    onResponse: (status: number, body: string) => void;
  }[];
};
type AutocannonResult = {
  requests: { average: number; total: number; sent: number };
  latency: { p50: number; p99: number; average: number; max: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  "2xx": number;
  duration: number;
};
const require = createRequire(import.meta.url);
const autocannon = require("autocannon") as (
  options: AutocannonOptions,
) => PromiseLike<AutocannonResult>;

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const WEB_DIR = path.join(ROOT, "apps", "web");
const DOC_FILE = path.join(ROOT, "docs", "performance.md");
const START_MARKER = "<!-- bench:leads:start -->";
const END_MARKER = "<!-- bench:leads:end -->";
const SITE = "coastline-rv";
const READY_TIMEOUT_MS = 180_000;

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string", default: "3330" },
    write: { type: "boolean", default: false },
  },
  strict: true,
});
const DURATION = Number(args.duration);
const CONNECTIONS = Number(args.connections);
const PORT = Number(args.port);
const KINDS = args.db === "both" ? (["pglite", "postgres"] as const) : [args.db];
for (const kind of KINDS) {
  if (kind !== "pglite" && kind !== "postgres") throw new Error(`--db: unknown ${kind}`);
}
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

const nextBin = createRequire(path.join(WEB_DIR, "package.json")).resolve("next/dist/bin/next");
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function request(urlPath: string, method = "GET", body?: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: "127.0.0.1",
        port: PORT,
        path: urlPath,
        method,
        headers: {
          host: `${SITE}.localhost:${PORT}`,
          "content-type": "application/json",
        },
        agent: false,
        timeout: 30_000,
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}

function startServer(env: Record<string, string>, log: string[]): ChildProcess {
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(PORT)], {
    cwd: WEB_DIR,
    stdio: ["ignore", "pipe", "pipe"],
    env: {
      ...process.env,
      PLATFORM_DOMAIN: "localhost",
      SEED_DEMO_DATA: "true",
      NEXT_TELEMETRY_DISABLED: "1",
      LEAD_RATE_LIMIT_BURST: "1000000000",
      LEAD_RATE_LIMIT_PER_MINUTE: "1000000000",
      OUTBOX_WORKER: "off",
      ...env,
    },
  });
  const keep = (chunk: Buffer) => {
    log.push(...chunk.toString("utf8").split("\n").filter(Boolean));
    if (log.length > 40) log.splice(0, log.length - 40);
  };
  child.stdout?.on("data", keep);
  child.stderr?.on("data", keep);
  return child;
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

function lead(n: number, runId: string) {
  return {
    lead: {
      first_name: "Bench",
      last_name: "Buyer",
      email: `bench${n}@example.com`,
      phone: "0412345678",
      category: `Bench ${runId}`,
      message: `Benchmark lead ${n}`,
      url: `http://${SITE}.localhost/contact-us`,
      visited_pages: [`http://${SITE}.localhost/`, `http://${SITE}.localhost/contact-us`],
      linked_query_params: { utm_source: "bench" },
    },
  };
}

type Row = {
  db: string;
  rps: number;
  p50: number;
  p99: number;
  acknowledged: number;
  stored: number;
  storedTotal: number;
  failed: number;
};

async function run(kind: "pglite" | "postgres"): Promise<Row> {
  const runId = randomUUID().slice(0, 8);
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-leads-"));
  let databaseUrl = "";
  let dropDatabase = async () => {};
  if (kind === "postgres") {
    const name = `forecourt_bench_leads_${runId}`;
    const admin = await openDatabase({ url: ADMIN_URL, migrate: false, maxConnections: 1 });
    await admin.db.execute(`create database ${name}`);
    const target = new URL(ADMIN_URL);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    dropDatabase = async () => {
      await admin.db.execute(`drop database if exists ${name} with (force)`);
      await admin.close();
    };
  }
  const log: string[] = [];
  const server = startServer({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl }, log);
  const ids = new Set<string>();
  try {
    const deadline = Date.now() + READY_TIMEOUT_MS;
    for (;;) {
      if (server.exitCode !== null) throw new Error(`server exited:\n${log.join("\n")}`);
      const status = await request("/api/leads", "POST", JSON.stringify(lead(0, "warm"))).catch(
        () => 0,
      );
      if (status === 201) break;
      if (Date.now() > deadline) throw new Error(`not ready (last ${status}):\n${log.join("\n")}`);
      await sleep(1_000);
    }
    let n = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${PORT}`,
      connections: CONNECTIONS,
      pipelining: 1,
      duration: DURATION,
      timeout: 30,
      requests: [
        {
          method: "POST",
          path: "/api/leads",
          setupRequest: (req) => {
            n += 1;
            return {
              ...req,
              headers: {
                host: `${SITE}.localhost:${PORT}`,
                "content-type": "application/json",
                "idempotency-key": `${runId}-${n}`,
              },
              body: JSON.stringify(lead(n, runId)),
            };
          },
          onResponse: (status, body) => {
            if (status >= 200 && status < 300) ids.add((JSON.parse(body) as { id: string }).id);
          },
        },
      ],
    });
    await stopServer(server);
    const handle = await openDatabase(
      kind === "postgres"
        ? { url: databaseUrl, migrate: false, maxConnections: 2 }
        : { dataDir: path.join(dataDir, "pglite"), migrate: false },
    );
    let stored = 0;
    const list = [...ids];
    for (let i = 0; i < list.length; i += 1_000) {
      const [row] = await handle.db
        .select({ value: count() })
        .from(leads)
        .where(inArray(leads.id, list.slice(i, i + 1_000)));
      stored += row?.value ?? 0;
    }
    const [total] = await handle.db
      .select({ value: count() })
      .from(leads)
      .where(like(leads.category, `Bench ${runId}`));
    await handle.close();
    return {
      db: kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL 15",
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      acknowledged: ids.size,
      stored,
      storedTotal: total?.value ?? 0,
      failed: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
    await dropDatabase();
  }
}

const fmt = (value: number) => Math.round(value).toLocaleString("en-US");

async function main() {
  if (!existsSync(path.join(WEB_DIR, ".next", "BUILD_ID"))) {
    throw new Error("No build in apps/web/.next: run next build first.");
  }
  const rows: Row[] = [];
  for (const kind of KINDS) {
    console.log(`${kind}: ${CONNECTIONS} connections for ${DURATION} s ...`);
    const row = await run(kind as "pglite" | "postgres");
    console.log(row);
    rows.push(row);
  }
  const command = ["node", ...process.execArgv, "bench/leads.ts", ...process.argv.slice(2)].join(
    " ",
  );
  const table = [
    `Measured ${new Date().toISOString().replace(/\.\d+Z$/, "Z")} on ${os.cpus().length} CPUs, ${os.platform()} ${os.arch()}, Node ${process.version}, 1-min load average ${os.loadavg()[0]?.toFixed(2)} at the end.`,
    "",
    `Command: \`${command}\`.`,
    "",
    `Method: one \`next start\` per database (fresh data), ${CONNECTIONS} connections for ${DURATION} s, pipelining 1, each request a distinct valid lead with its own Idempotency-Key to POST /api/leads on the ${SITE} host; rate limit raised, outbox worker off. After the run the server is stopped and the database counted directly.`,
    "",
    "| database | leads/s | p50 ms | p99 ms | acknowledged (2xx) | of those stored | failed requests |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.db} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.acknowledged)} | ${fmt(r.stored)} | ${r.failed} |`,
    ),
  ].join("\n");
  console.log(`\n${table}\n`);
  if (args.write) {
    const doc = readFileSync(DOC_FILE, "utf8");
    const start = doc.indexOf(START_MARKER);
    const end = doc.indexOf(END_MARKER);
    if (start < 0 || end < start) throw new Error(`markers ${START_MARKER} missing in ${DOC_FILE}`);
    const updated = `${doc.slice(0, start + START_MARKER.length)}\n\n${table}\n\n${doc.slice(end)}`;
    const prettier = await import("prettier");
    const options = (await prettier.resolveConfig(DOC_FILE)) ?? {};
    writeFileSync(DOC_FILE, await prettier.format(updated, { ...options, filepath: DOC_FILE }));
  }
  const lost = rows.filter((r) => r.stored !== r.acknowledged);
  for (const r of lost)
    console.error(`${r.db}: ${r.acknowledged - r.stored} acknowledged leads missing!`);
  for (const r of rows) {
    if (r.storedTotal !== r.acknowledged) {
      console.log(
        `${r.db}: ${r.storedTotal - r.acknowledged} more lead(s) stored than acknowledged (in flight when the run stopped).`,
      );
    }
  }
  if (lost.length > 0 || rows.some((r) => r.failed > 0)) process.exit(1);
}

await main();
