/**
 * Whether a server's memory comes back after a fuzz run: RSS after warm-up, during --requests
 * fuzzed API requests (the cases of apps/web/src/testing/api-fuzz-cases.ts, every route in
 * turn) and over --idle seconds of idle after them, with the live JS heap at both ends (heap
 * snapshots) to tell a leak (the heap grows) from memory the process keeps but does not use.
 *
 *   node --import tsx bench/memory-return.ts [--requests 30000] [--warmup 3000] [--idle 60]
 *        [--connections 8] [--port 3470] [--web-dir ../other/apps/web] [--no-snapshots]
 *        [--database-url postgres://...] [--redis-down] [--write]
 *
 * Starts `next start` of the existing build on a fresh DATA_DIR (embedded database, or the empty
 * PostgreSQL database --database-url names, which it migrates and seeds; rate limits
 * out of the way, outbox worker off), warms it with the sites' home pages and --warmup fuzzed
 * requests, then measures. RSS is the server process's and its children's (/proc). Heap
 * snapshots (--heapsnapshot-signal, written to a temporary folder and removed) are taken after
 * warm-up and at the end of the idle time; each is summed (the live heap after a full GC).
 * --redis-down: REDIS_URL names a port where nothing answers, so the server runs on its
 * fallbacks (the local page cache and per-server shares of the rate limits) the whole run, as
 * in an outage.
 * Exits 1 when RSS after the idle time is more than 20% above its level after warm-up (with
 * snapshots, after the warm-up snapshot, which takes memory of its own).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import fc from "fast-check";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import {
  createApiFuzzCases,
  FUZZ_AUTH,
  urlPathOf,
  type BadRequest,
} from "../apps/web/src/testing/api-fuzz-cases.ts";
import { freePort } from "./lib/free-port.ts";
import { answers, loopback } from "./lib/loopback.ts";
import { startNextServer } from "./lib/next-server.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { WEB_DIR } from "./lib/paths.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";

const args = benchArgs(import.meta.url, {
  requests: { type: "string", default: "30000" },
  warmup: { type: "string", default: "3000" },
  idle: { type: "string", default: "60" },
  connections: { type: "string", default: "8" },
  port: { type: "string" },
  "web-dir": { type: "string" },
  "no-snapshots": { type: "boolean", default: false },
  "database-url": { type: "string" },
  "redis-down": { type: "boolean", default: false },
});
const REQUESTS = intOption("requests", args.requests, 1, 10_000_000);
const WARMUP = intOption("warmup", args.warmup, 0, 1_000_000);
const IDLE_S = intOption("idle", args.idle, 1, 3_600);
const CONNECTIONS = intOption("connections", args.connections, 1, 64);
const WEB = path.resolve(args["web-dir"] ?? WEB_DIR);
const TARGET = 1.2;
const site = DEMO_SITES[0]!;
const UNLIMITED = Object.fromEntries(
  ["LEAD", "EVENT", "REGO", "PAYMENT", "GARAGE", "SIGNIN", "SEARCH"].flatMap((group) => [
    [`${group}_RATE_LIMIT_BURST`, "100000000"],
    [`${group}_RATE_LIMIT_PER_MINUTE`, "100000000"],
  ]),
);

/** RSS in bytes of a process and all its descendants, from /proc. */
function treeRss(root: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // gone meanwhile
    }
  }
  let total = 0;
  const queue = [root];
  while (queue.length > 0) {
    const pid = queue.pop()!;
    try {
      const status = readFileSync(`/proc/${pid}/status`, "utf8");
      total += Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    } catch {
      // gone meanwhile
    }
    queue.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** The live heap in a heap snapshot: the sum of its nodes' self sizes. */
function snapshotHeapBytes(file: string): number {
  const snapshot = JSON.parse(readFileSync(file, "utf8")) as {
    snapshot: { meta: { node_fields: string[] } };
    nodes: number[];
  };
  const fields = snapshot.snapshot.meta.node_fields;
  const width = fields.length;
  const at = fields.indexOf("self_size");
  let total = 0;
  for (let i = at; i < snapshot.nodes.length; i += width) total += snapshot.nodes[i]!;
  return total;
}

const mb = (bytes: number) => `${(bytes / 1_048_576).toFixed(0)} MB`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main(): Promise<number> {
  const info = runInfo();
  const port = await freePort(args.port ? Number(args.port) : undefined, 3470);
  const snapshots = args["no-snapshots"] ? null : mkdtempSync(path.join(os.tmpdir(), "heap-"));
  // A Redis that never answers: a free port nothing listens on.
  const redisDown = args["redis-down"]
    ? `redis://127.0.0.1:${await freePort(undefined, 6390)}`
    : "";
  const server = startNextServer({
    port,
    webDir: WEB,
    env: {
      ...UNLIMITED,
      TRUSTED_PROXY_HOPS: "0",
      OUTBOX_WORKER: "off",
      SMTP_URL: "",
      REDIS_URL: redisDown,
      ...(args["database-url"] ? { DATABASE_URL: args["database-url"] } : {}),
      ...(snapshots
        ? { NODE_OPTIONS: `--heapsnapshot-signal=SIGUSR2 --diagnostic-dir=${snapshots}` }
        : {}),
    },
  });
  const siteHost = `${site.slug}.localhost:${port}`;
  try {
    await server.waitUntilReady(
      answers(port, { host: siteHost, path: "/", timeoutMs: 60_000 }),
      900_000,
    );
    const pid = server.pid!;

    const send = async (bad: BadRequest, urlPath: string) => {
      const headers: Record<string, string> = { ...bad.headers };
      let bytes: Buffer | undefined;
      if (bad.body !== undefined && bad.body !== null && bad.method !== "GET") {
        if (typeof bad.body === "string" || bad.body instanceof Uint8Array) {
          bytes = Buffer.from(bad.body);
        } else {
          const form = new Request("http://form.localhost/", { method: "POST", body: bad.body });
          headers["content-type"] = form.headers.get("content-type")!;
          bytes = Buffer.from(await form.arrayBuffer());
        }
      }
      return loopback(port, {
        host: bad.host === undefined ? siteHost : bad.host && `${bad.host}:${port}`,
        path: urlPath,
        method: bad.method,
        headers,
        body: bytes,
        timeoutMs: 60_000,
      }).catch(() => null);
    };
    const getJson = async <T>(urlPath: string) => {
      const answer = await send(
        { method: "GET", path: urlPath, params: {}, headers: { authorization: FUZZ_AUTH } },
        urlPath,
      );
      if (answer?.status !== 200) throw new Error(`${urlPath}: ${answer?.status}`);
      return JSON.parse(answer.body) as T;
    };
    const website = await getJson<{ id: number; dealership_id: number }>(`/api/v1/websites/1.json`);
    const home = await send({ method: "GET", path: "/", params: {} }, "/");
    const vehicleBase = site.settings.paths?.vehicleBase ?? "/cars";
    const carSlug = new RegExp(`href="${vehicleBase}/([A-Za-z0-9_-]+)"`).exec(
      home?.body ?? "",
    )?.[1];
    const car = await getJson<{ id: number }>(`/api/v1/websites/1/cars/${carSlug}.json`);
    const cases = createApiFuzzCases({
      site: { id: website.id, slug: site.slug, dealershipId: website.dealership_id },
      carId: car.id,
    });
    const files = Object.keys(cases);
    const arbitraries = files.map((file) => cases[file]!());

    let seed = 1;
    let fiveHundreds = 0;
    const fire = async (count: number) => {
      let sent = 0;
      const worker = async () => {
        while (sent < count) {
          const index = sent % files.length;
          sent += 1;
          const [bad] = fc.sample(arbitraries[index]!, { numRuns: 1, seed: seed++ });
          const answer = await send(bad!, urlPathOf(files[index]!, bad!));
          if (answer && answer.status >= 500) fiveHundreds += 1;
        }
      };
      await Promise.all(Array.from({ length: CONNECTIONS }, worker));
    };
    const heapNow = async () => {
      if (!snapshots) return null;
      const before = new Set(readdirSync(snapshots));
      process.kill(pid, "SIGUSR2");
      for (let tries = 0; tries < 600; tries += 1) {
        await sleep(500);
        const added = readdirSync(snapshots).filter((f) => !before.has(f));
        const file = added.find((f) => f.endsWith(".heapsnapshot"));
        if (file) {
          // Written in pieces: read once it parses whole (a busy machine writes slowly).
          for (let wait = 0; wait < 300; wait += 1) {
            try {
              return snapshotHeapBytes(path.join(snapshots, file));
            } catch {
              await sleep(1_000);
            }
          }
          return null;
        }
      }
      return null;
    };

    for (const demo of DEMO_SITES) {
      await loopback(port, {
        host: `${demo.slug}.localhost:${port}`,
        path: "/",
        timeoutMs: 60_000,
      });
    }
    await fire(WARMUP);
    await sleep(5_000);
    const warm = treeRss(pid);
    const warmHeap = await heapNow();
    const afterSnapshot = treeRss(pid);
    console.log(`after warm-up: RSS ${mb(warm)}, live heap ${warmHeap ? mb(warmHeap) : "-"}`);
    // Writing a heap snapshot takes memory of its own (V8 builds the whole graph beside the
    // heap): the requests are measured from the process as the snapshot left it.
    const baseline = warmHeap === null ? warm : afterSnapshot;
    if (warmHeap !== null) console.log(`after the warm-up heap snapshot: RSS ${mb(afterSnapshot)}`);

    let peak = afterSnapshot;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(pid))), 1_000);
    const started = Date.now();
    await fire(REQUESTS);
    const loadSeconds = (Date.now() - started) / 1_000;
    const loaded = treeRss(pid);
    console.log(`after ${REQUESTS} requests (${loadSeconds.toFixed(0)} s): RSS ${mb(loaded)}`);
    const idleSamples: number[] = [];
    for (let s = 0; s < IDLE_S; s += 1) {
      await sleep(1_000);
      idleSamples.push(treeRss(pid));
    }
    clearInterval(sampler);
    const idle = idleSamples.at(-1)!;
    const idleHeap = await heapNow();
    console.log(
      `after ${IDLE_S} s idle: RSS ${mb(idle)}, live heap ${idleHeap ? mb(idleHeap) : "-"}`,
    );

    const ratio = idle / baseline;
    const table = [
      "| moment | RSS | live JS heap |",
      "| --- | --: | --: |",
      `| after warm-up (${WARMUP} fuzzed requests) | ${mb(warm)} | ${warmHeap ? mb(warmHeap) : "-"} |`,
      ...(warmHeap === null
        ? []
        : [
            `| after the warm-up heap snapshot (the snapshot's own memory) | ${mb(afterSnapshot)} | - |`,
          ]),
      `| peak during ${REQUESTS} fuzzed requests (${loadSeconds.toFixed(0)} s, ${fiveHundreds} answered 5xx) | ${mb(peak)} | - |`,
      `| right after them | ${mb(loaded)} | - |`,
      `| after ${IDLE_S} s idle | ${mb(idle)} (${((ratio - 1) * 100).toFixed(0)}% against ${warmHeap === null ? "warm-up" : "after the snapshot"}; target at most +20%) | ${idleHeap ? mb(idleHeap) : "-"} |`,
    ].join("\n");
    await reportTable(
      { name: "memory-return", title: "## Memory after a fuzz run" },
      runPreamble(
        info,
        `\`next start\` on ${args["database-url"] ? "an empty PostgreSQL database, migrated and seeded" : "a fresh embedded database"}${redisDown ? `, REDIS_URL ${redisDown} where nothing answers (Redis down all run)` : ""}, rate limits raised, outbox worker off; the API fuzz cases (every route under app/api in turn, ${CONNECTIONS} requests at once); RSS of the server process and its children from /proc; live heap = the sum of a heap snapshot's nodes (--heapsnapshot-signal, taken after a full GC).`,
      ),
      table,
      args.write,
    );
    return ratio <= TARGET ? 0 : 1;
  } finally {
    await server.close();
    if (snapshots) rmSync(snapshots, { recursive: true, force: true });
  }
}

runBench(main);
