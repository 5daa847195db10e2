/**
 * Lead submissions per second and p99 latency at 50 concurrent clients, on PGlite and on
 * PostgreSQL, and a check that every acknowledged lead is in the database afterwards.
 *
 *   node --import tsx bench/leads.ts [--db both|pglite|postgres] [--duration 10]
 *                                    [--connections 50] [--port 3330] [--write]
 *
 * For each database: starts `next start` (the build in apps/web/.next, built first when there is
 * none) on a fresh PGlite DATA_DIR or a fresh PostgreSQL database (created on BENCH_DATABASE_URL's
 * server, default postgres://postgres@127.0.0.1:5432/postgres, dropped afterwards), with the lead rate limit
 * raised out of the way and the outbox worker off (the benchmark measures the API: each lead is
 * stored with its queued deliveries). autocannon sends POST /api/leads to the coastline-rv host,
 * each request a distinct valid lead with its own Idempotency-Key, and records the id of every
 * 2xx answer. After the run the server is stopped and the database is opened directly: every
 * acknowledged id must be there. Exits 1 if one is missing or any request failed.
 * --write puts the table in docs/performance.md between the bench:leads markers.
 */
import { randomUUID } from "node:crypto";
import path from "node:path";
import { parseArgs } from "node:util";
import { count, inArray, like } from "drizzle-orm";
import { openDatabase } from "@forecourt/db/client";
import { leads } from "@forecourt/db/schema";
import { autocannon } from "./lib/autocannon.ts";
import { freePort } from "./lib/free-port.ts";
import { answers } from "./lib/loopback.ts";
import { ensureBuild } from "./lib/next-build.ts";
import { startNextServer } from "./lib/next-server.ts";
import { intOption } from "./lib/options.ts";
import { writePerformanceSection } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";
import { createScratchDatabase } from "./lib/scratch-database.ts";

const SITE = "coastline-rv";
const READY_TIMEOUT_MS = 180_000;
const FIRST_PORT = 3330;

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string" },
    write: { type: "boolean", default: false },
  },
  strict: true,
});
const DURATION = intOption("duration", args.duration, 1, 300);
const CONNECTIONS = intOption("connections", args.connections, 1, 1000);
const REQUESTED_PORT =
  args.port === undefined ? undefined : intOption("port", args.port, 1, 65_535);
const KINDS = args.db === "both" ? (["pglite", "postgres"] as const) : [args.db];
for (const kind of KINDS) {
  if (kind !== "pglite" && kind !== "postgres") throw new Error(`--db: unknown ${kind}`);
}
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";

/** The lead rate limit raised out of the way and the outbox worker off: this measures the API. */
const SERVER_ENV = {
  LEAD_RATE_LIMIT_BURST: "1000000000",
  LEAD_RATE_LIMIT_PER_MINUTE: "1000000000",
  OUTBOX_WORKER: "off",
};

const leadHeaders = (port: number) => ({
  host: `${SITE}.localhost:${port}`,
  "content-type": "application/json",
});

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
  const scratch =
    kind === "postgres" ? await createScratchDatabase(ADMIN_URL, "forecourt_bench_leads") : null;
  const port = await freePort(REQUESTED_PORT, FIRST_PORT);
  const server = startNextServer({
    port,
    env: { ...SERVER_ENV, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
  });
  const ids = new Set<string>();
  try {
    const warmLead = {
      host: `${SITE}.localhost:${port}`,
      path: "/api/leads",
      method: "POST" as const,
      headers: leadHeaders(port),
      body: JSON.stringify(lead(0, "warm")),
      timeoutMs: 30_000,
    };
    await server.waitUntilReady(answers(port, warmLead, 201), READY_TIMEOUT_MS);
    let n = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
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
              headers: { ...leadHeaders(port), "idempotency-key": `${runId}-${n}` },
              body: JSON.stringify(lead(n, runId)),
            };
          },
          onResponse: (status, body) => {
            if (status >= 200 && status < 300) ids.add((JSON.parse(body) as { id: string }).id);
          },
        },
      ],
    });
    await server.stop();
    const handle = await openDatabase(
      scratch
        ? { url: scratch.url, migrate: false, maxConnections: 2 }
        : { dataDir: path.join(server.dataDir, "pglite"), migrate: false },
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
    await server.close();
    await scratch?.drop();
  }
}

const fmt = (value: number) => Math.round(value).toLocaleString("en-US");

async function main() {
  const info = runInfo();
  await ensureBuild();
  const rows: Row[] = [];
  for (const kind of KINDS) {
    console.log(`${kind}: ${CONNECTIONS} connections for ${DURATION} s ...`);
    const row = await run(kind as "pglite" | "postgres");
    console.log(row);
    rows.push(row);
  }
  const section = [
    runPreamble(
      info,
      `one \`next start\` per database (fresh data), ${CONNECTIONS} connections for ${DURATION} s, pipelining 1, each request a distinct valid lead with its own Idempotency-Key to POST /api/leads on the ${SITE} host; rate limit raised, outbox worker off. After the run the server is stopped and the database counted directly.`,
    ),
    "",
    "| database | leads/s | p50 ms | p99 ms | acknowledged (2xx) | of those stored | failed requests |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.db} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.acknowledged)} | ${fmt(r.stored)} | ${r.failed} |`,
    ),
  ].join("\n");
  console.log(`\n${section}\n`);
  if (args.write) await writePerformanceSection("leads", "## Lead submissions", section);
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
