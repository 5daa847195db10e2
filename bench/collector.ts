/**
 * The first-party collector under a steady 500 events a second on the embedded database (and
 * PostgreSQL with --db both): achieved rate, p50/p99 latency, and a check that every
 * acknowledged event is in tracking_events afterwards.
 *
 *   node --import tsx bench/collector.ts [--db pglite|postgres|both] [--rate 500]
 *                                        [--duration 10] [--connections 50] [--port 3340] [--write]
 *
 * Starts `next start` (the build in apps/web/.next, built first when there is none) on fresh
 * data with the events rate limit raised, then autocannon offers POST /api/events to the
 * coastline-rv host at --rate requests a second over --connections connections, each a
 * distinct page view of its own session. After the run the server is stopped and the database
 * counted directly. Exits 1 if an acknowledged event is missing or a request failed.
 * --write puts the table in docs/performance.md between the bench:collector markers.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { count, like } from "drizzle-orm";
import { openDatabase } from "@forecourt/db/client";
import { trackingEvents } from "@forecourt/db/schema";
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
const FIRST_PORT = 3340;

const { values: args } = parseArgs({
  options: {
    db: { type: "string", default: "pglite" },
    rate: { type: "string", default: "500" },
    duration: { type: "string", default: "10" },
    connections: { type: "string", default: "50" },
    port: { type: "string" },
    write: { type: "boolean", default: false },
  },
  strict: true,
});
const RATE = intOption("rate", args.rate, 1, 100_000);
const DURATION = intOption("duration", args.duration, 1, 300);
const CONNECTIONS = intOption("connections", args.connections, 1, 1000);
const REQUESTED_PORT =
  args.port === undefined ? undefined : intOption("port", args.port, 1, 65_535);
const KINDS = args.db === "both" ? (["pglite", "postgres"] as const) : [args.db];
for (const kind of KINDS) {
  if (kind !== "pglite" && kind !== "postgres") throw new Error(`--db: unknown ${kind}`);
}
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const SERVER_ENV = {
  EVENT_RATE_LIMIT_BURST: "1000000000",
  EVENT_RATE_LIMIT_PER_MINUTE: "1000000000",
  OUTBOX_WORKER: "off",
};

const headers = (port: number) => ({
  host: `${SITE}.localhost:${port}`,
  "content-type": "application/json",
  "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0 Safari/537.36",
});

/** A session id of the §3 shape, distinct per request. */
const sessionOf = (n: number) => `session_${n.toString(36).padStart(10, "0").slice(-10)}`;

function pageView(n: number, runId: string) {
  return {
    event: {
      website_slug: SITE,
      url: `http://${SITE}.localhost/?utm_source=bench`,
      category: "page_view",
      anon_id: `bench-${runId}`,
      session_id: sessionOf(n),
      event_properties: { event_id: 1, page_type: "Home", utm_source: "bench" },
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
  failed: number;
};

async function run(kind: "pglite" | "postgres"): Promise<Row> {
  const runId = Math.random().toString(36).slice(2, 10);
  const scratch =
    kind === "postgres" ? await createScratchDatabase(ADMIN_URL, "forecourt_bench_events") : null;
  const port = await freePort(REQUESTED_PORT, FIRST_PORT);
  const server = startNextServer({
    port,
    env: { ...SERVER_ENV, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
  });
  let acknowledged = 0;
  try {
    const warm = {
      host: `${SITE}.localhost:${port}`,
      path: "/api/events",
      method: "POST" as const,
      headers: headers(port),
      body: JSON.stringify(pageView(0, "warm")),
      timeoutMs: 30_000,
    };
    await server.waitUntilReady(answers(port, warm, 202), READY_TIMEOUT_MS);
    let n = 0;
    const result = await autocannon({
      url: `http://127.0.0.1:${port}`,
      connections: CONNECTIONS,
      pipelining: 1,
      duration: DURATION,
      overallRate: RATE,
      timeout: 30,
      requests: [
        {
          method: "POST",
          path: "/api/events",
          setupRequest: (req) => {
            n += 1;
            return { ...req, headers: headers(port), body: JSON.stringify(pageView(n, runId)) };
          },
          onResponse: (status) => {
            if (status === 202) acknowledged += 1;
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
    const [stored] = await handle.db
      .select({ value: count() })
      .from(trackingEvents)
      .where(like(trackingEvents.anonId, `bench-${runId}`));
    await handle.close();
    return {
      db: kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL 15",
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      acknowledged,
      stored: stored?.value ?? 0,
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
    console.log(`${kind}: ${RATE} events/s over ${CONNECTIONS} connections for ${DURATION} s ...`);
    const row = await run(kind as "pglite" | "postgres");
    console.log(row);
    rows.push(row);
  }
  const section = [
    runPreamble(
      info,
      `one \`next start\` per database (fresh data), autocannon offering ${RATE} requests/s over ${CONNECTIONS} connections for ${DURATION} s, each a distinct page view (its own session) to POST /api/events on the ${SITE} host; events rate limit raised, outbox worker off. After the run the server is stopped and the database counted directly.`,
    ),
    "",
    "| database | events/s | p50 ms | p99 ms | acknowledged (202) | of those stored | failed requests |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.db} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.acknowledged)} | ${fmt(r.stored)} | ${r.failed} |`,
    ),
  ].join("\n");
  console.log(section);
  if (args.write) {
    await writePerformanceSection("collector", "## Event collector", section);
  }
  for (const r of rows) {
    if (r.stored < r.acknowledged) {
      console.error(`${r.db}: ${r.acknowledged - r.stored} acknowledged events missing!`);
    }
  }
  if (rows.some((r) => r.stored < r.acknowledged || r.failed > 0)) process.exit(1);
}

await main();
