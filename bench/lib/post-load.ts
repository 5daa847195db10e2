import path from "node:path";
import { parseArgs } from "node:util";
import { openDatabase, type DatabaseHandle } from "@forecourt/db/client";
import { autocannon } from "./autocannon.ts";
import { freePort } from "./free-port.ts";
import { answers } from "./loopback.ts";
import { ensureBuild } from "./next-build.ts";
import { startNextServer } from "./next-server.ts";
import { intOption } from "./options.ts";
import { writePerformanceSection } from "./performance-doc.ts";
import { runInfo, runPreamble } from "./run-info.ts";
import { createScratchDatabase } from "./scratch-database.ts";

/**
 * The shape shared by the write benchmarks (leads, events): for each database, one `next start`
 * on fresh data, autocannon posting a distinct JSON body per request to one browser endpoint of
 * one site, then the server stopped and the database opened directly to count what was stored.
 */

export type DatabaseKind = "pglite" | "postgres";

export type PostLoadArgs = {
  kinds: DatabaseKind[];
  duration: number;
  /** Seconds of the same load before the measured run, not counted (JIT, first batches). */
  warmup: number;
  connections: number;
  /** Offered requests a second over all connections; as fast as possible when absent. */
  rate: number | undefined;
  port: number | undefined;
  write: boolean;
};

/** The command line every write benchmark takes. */
export function parsePostLoadArgs(defaults: { db: string; rate?: number }): PostLoadArgs {
  const { values } = parseArgs({
    options: {
      db: { type: "string", default: defaults.db },
      rate: { type: "string" },
      duration: { type: "string", default: "10" },
      warmup: { type: "string", default: "3" },
      connections: { type: "string", default: "50" },
      port: { type: "string" },
      write: { type: "boolean", default: false },
    },
    strict: true,
  });
  const kinds = values.db === "both" ? ["pglite", "postgres"] : [values.db];
  for (const kind of kinds) {
    if (kind !== "pglite" && kind !== "postgres") throw new Error(`--db: unknown ${kind}`);
  }
  const rate = values.rate ?? defaults.rate?.toString();
  return {
    kinds: kinds as DatabaseKind[],
    duration: intOption("duration", values.duration, 1, 300),
    warmup: intOption("warmup", values.warmup, 0, 60),
    connections: intOption("connections", values.connections, 1, 1000),
    rate: rate === undefined ? undefined : intOption("rate", rate, 1, 100_000),
    port: values.port === undefined ? undefined : intOption("port", values.port, 1, 65_535),
    write: values.write,
  };
}

export type PostLoadTarget = {
  /** The site whose host the requests carry. */
  site: string;
  path: string;
  /** The status that acknowledges a request (201 for a lead, 202 for an event). */
  acknowledgedStatus: number;
  /** Extra server environment (limits raised, the worker off). */
  env: Record<string, string>;
  /** Scratch PostgreSQL databases are named after this. */
  databasePrefix: string;
  firstPort: number;
  /** The n-th request's body and extra headers; n = 0 is the warm-up request. */
  request: (n: number, runId: string) => { body: unknown; headers?: Record<string, string> };
  /** How many of the acknowledged requests are stored, and how many rows of the run in all. */
  count: (
    handle: DatabaseHandle,
    run: { runId: string; answers: string[] },
  ) => Promise<{ stored: number; storedTotal: number }>;
};

export type PostLoadRow = {
  db: string;
  rps: number;
  p50: number;
  p99: number;
  acknowledged: number;
  stored: number;
  storedTotal: number;
  failed: number;
};

const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const READY_TIMEOUT_MS = 180_000;

async function runOne(kind: DatabaseKind, target: PostLoadTarget, args: PostLoadArgs) {
  const runId = Math.random().toString(36).slice(2, 10);
  const scratch =
    kind === "postgres" ? await createScratchDatabase(ADMIN_URL, target.databasePrefix) : null;
  const port = await freePort(args.port, target.firstPort);
  const server = startNextServer({
    port,
    env: { ...target.env, ...(scratch ? { DATABASE_URL: scratch.url } : {}) },
  });
  const headersOf = (extra: Record<string, string> = {}) => ({
    host: `${target.site}.localhost:${port}`,
    "content-type": "application/json",
    ...extra,
  });
  const acknowledged: string[] = [];
  try {
    const warm = target.request(0, "warm");
    await server.waitUntilReady(
      answers(
        port,
        {
          host: `${target.site}.localhost:${port}`,
          path: target.path,
          method: "POST",
          headers: headersOf(warm.headers),
          body: JSON.stringify(warm.body),
          timeoutMs: 30_000,
        },
        target.acknowledgedStatus,
      ),
      READY_TIMEOUT_MS,
    );
    let n = 0;
    const load = (seconds: number, id: string, acknowledge: (body: string) => void) =>
      autocannon({
        url: `http://127.0.0.1:${port}`,
        connections: args.connections,
        pipelining: 1,
        duration: seconds,
        ...(args.rate === undefined ? {} : { overallRate: args.rate }),
        timeout: 30,
        requests: [
          {
            method: "POST",
            path: target.path,
            setupRequest: (req) => {
              n += 1;
              const next = target.request(n, id);
              return { ...req, headers: headersOf(next.headers), body: JSON.stringify(next.body) };
            },
            onResponse: (status, body) => {
              if (status === target.acknowledgedStatus) acknowledge(body);
            },
          },
        ],
      });
    // The warm-up's requests carry another run id, so they are neither timed nor counted.
    if (args.warmup > 0) await load(args.warmup, `warm${runId}`, () => {});
    const result = await load(args.duration, runId, (body) => acknowledged.push(body));
    await server.stop();
    const handle = await openDatabase(
      scratch
        ? { url: scratch.url, migrate: false, maxConnections: 2 }
        : { dataDir: path.join(server.dataDir, "pglite"), migrate: false },
    );
    const counted = await target.count(handle, { runId, answers: acknowledged });
    await handle.close();
    return {
      db: kind === "pglite" ? "PGlite (embedded)" : "PostgreSQL 15",
      rps: result.requests.average,
      p50: result.latency.p50,
      p99: result.latency.p99,
      acknowledged: acknowledged.length,
      ...counted,
      failed: result.errors + result.timeouts + result.non2xx,
    };
  } finally {
    await server.close();
    await scratch?.drop();
  }
}

const fmt = (value: number) => Math.round(value).toLocaleString("en-US");

/**
 * Runs the target on each database of the arguments, prints (and with --write, records) the
 * table, and exits 1 when an acknowledged request is not stored or any request failed.
 */
export async function runPostLoadBenchmark(
  target: PostLoadTarget,
  args: PostLoadArgs,
  doc: { marker: string; heading: string; unit: string; method: string },
): Promise<void> {
  const info = runInfo();
  await ensureBuild();
  const rows: PostLoadRow[] = [];
  const offered = args.rate === undefined ? "" : `${args.rate} requests/s offered over `;
  for (const kind of args.kinds) {
    console.log(`${kind}: ${offered}${args.connections} connections for ${args.duration} s ...`);
    const row = await runOne(kind, target, args);
    console.log(row);
    rows.push(row);
  }
  const section = [
    runPreamble(
      info,
      `one \`next start\` per database (fresh data), ${offered}${args.connections} connections for ${args.duration} s after ${args.warmup} s of the same load not counted, pipelining 1, ${doc.method} After the run the server is stopped and the database counted directly.`,
    ),
    "",
    `| database | ${doc.unit}/s | p50 ms | p99 ms | acknowledged (${target.acknowledgedStatus}) | of those stored | failed requests |`,
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ...rows.map(
      (r) =>
        `| ${r.db} | ${fmt(r.rps)} | ${r.p50} | ${r.p99} | ${fmt(r.acknowledged)} | ${fmt(r.stored)} | ${r.failed} |`,
    ),
  ].join("\n");
  console.log(`\n${section}\n`);
  if (args.write) await writePerformanceSection(doc.marker, doc.heading, section);
  const lost = rows.filter((r) => r.stored < r.acknowledged);
  for (const r of lost) {
    console.error(`${r.db}: ${r.acknowledged - r.stored} acknowledged ${doc.unit} missing!`);
  }
  for (const r of rows) {
    if (r.storedTotal > r.acknowledged) {
      console.log(
        `${r.db}: ${r.storedTotal - r.acknowledged} more stored than acknowledged (in flight when the run stopped).`,
      );
    }
  }
  if (lost.length > 0 || rows.some((r) => r.failed > 0)) process.exit(1);
}
