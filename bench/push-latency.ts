/**
 * Lead stored → push notification accepted by the push service, on PGlite and on PostgreSQL.
 *
 *   node --import tsx bench/push-latency.ts [--db both|pglite|postgres] [--leads 200]
 *                                           [--interval 100] [--worker in-server|separate]
 *                                           [--wake notice|none] [--port 3380] [--write]
 *
 * For each database: migrates and seeds the demo data into a fresh one (a PGlite DATA_DIR, or
 * DATABASE_URL when set, else a scratch database on BENCH_DATABASE_URL's server), subscribes one
 * device per sales user and dealer admin of metro-pre-owned (the leads are for its Dandenong
 * location, the salesperson's dealership) at a local push service (npm web-push-testing, in this
 * process: it checks the VAPID signature and decrypts each message), then runs `next start` on
 * it with the outbox worker in the web server at its default polling (`--worker separate`,
 * PostgreSQL only: in a process of its own as `npm run worker` runs it, woken by the database's
 * notice). `--wake none` turns the database's notice off (the `outbox_queued` trigger disabled in
 * the bench's database), so the worker finds each lead's push by its polling alone, at the
 * default OUTBOX_POLL_MS: a deployment whose worker cannot LISTEN (a pooler in transaction mode).
 * `--leads` leads go to POST /api/leads on the site's host, one every `--interval` ms;
 * each push's latency runs from its lead's request being sent to the push service's receiving
 * the message (its tag names the lead). Exits 1 when a lead got no push. --write puts the table
 * in docs/performance-log.md between the bench:push markers.
 */
import { spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { and, eq, inArray, sql } from "drizzle-orm";
import webpush from "web-push";
import { openDatabase } from "@forecourt/db/client";
import { DEMO_STAFF } from "@forecourt/db/demo/demo-staff";
import { seedDemoData } from "@forecourt/db/demo/seed";
import { saveStaffPushSubscription } from "@forecourt/db/repositories/staff/push-subscriptions";
import { locations, staffUsers, websites } from "@forecourt/db/schema";
import WebPushTestingServer from "web-push-testing/src/server.js";
import { PushApiModel } from "web-push-testing/src/PushApiModel.js";
import { freePort } from "./lib/free-port.ts";
import { answers, loopback } from "./lib/loopback.ts";
import { ensureBuild } from "./lib/next-build.ts";
import { startNextServer } from "./lib/next-server.ts";
import { WEB_DIR } from "./lib/paths.ts";
import { intOption } from "./lib/options.ts";
import { reportTable } from "./lib/performance-doc.ts";
import { runInfo, runPreamble } from "./lib/run-info.ts";
import { createScratchDatabase } from "./lib/scratch-database.ts";

const SITE = "metro-pre-owned";
/** The location the leads are for: its dealership is the demo salesperson's. */
const LOCATION = "dandenong";
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
/** After the last lead: how long a push may still take before its lead counts as missed. */
const SETTLE_MS = 30_000;

type Kind = "pglite" | "postgres";
type Received = { at: number; tag: string };
type Row = { db: string; leads: number; pushes: number; p50: number; p95: number; max: number };

const { values } = parseArgs({
  options: {
    db: { type: "string", default: "both" },
    leads: { type: "string", default: "200" },
    interval: { type: "string", default: "100" },
    worker: { type: "string", default: "in-server" },
    wake: { type: "string", default: "notice" },
    port: { type: "string" },
    write: { type: "boolean", default: false },
  },
  strict: true,
});
const kinds: Kind[] = values.db === "both" ? ["pglite", "postgres"] : [values.db as Kind];
if (kinds.some((kind) => kind !== "pglite" && kind !== "postgres")) {
  throw new Error(`--db takes both, pglite or postgres, got ${values.db}`);
}
const leadCount = intOption("leads", values.leads, 1, 10_000);
const intervalMs = intOption("interval", values.interval, 0, 60_000);
const isSeparateWorker = values.worker === "separate";
if (!isSeparateWorker && values.worker !== "in-server") {
  throw new Error(`--worker takes in-server or separate, got ${values.worker}`);
}
const isWokenByNotice = values.wake === "notice";
if (!isWokenByNotice && values.wake !== "none") {
  throw new Error(`--wake takes notice or none, got ${values.wake}`);
}
if (isSeparateWorker && kinds.includes("pglite")) {
  throw new Error("--worker separate needs --db postgres (the embedded database is one process's)");
}

/** `npm run worker`'s process on `env`'s database; answers once it has started its worker. */
async function startSeparateWorker(env: Record<string, string>) {
  const child = spawn(
    process.execPath,
    ["--conditions=react-server", "--import", "tsx", "src/server/worker/main.ts"],
    { cwd: WEB_DIR, stdio: ["ignore", "pipe", "inherit"], env: { ...process.env, ...env } },
  );
  await new Promise<void>((resolve, reject) => {
    child.once("exit", (code) => reject(new Error(`the worker exited (${code})`)));
    child.stdout.on("data", (chunk: Buffer) => {
      if (chunk.toString("utf8").includes("Outbox worker started")) resolve();
    });
  });
  return () => {
    child.kill("SIGTERM");
  };
}

/** The local push service; every message it accepts is recorded with the time it did. */
async function startPushService() {
  const port = await freePort(undefined, 3390);
  const model = new PushApiModel();
  const received: Received[] = [];
  const accept = model.handleNotification.bind(model);
  model.handleNotification = async (clientHash, headers, body) => {
    const answer = await accept(clientHash, headers, body);
    const message = JSON.parse(model.messages[clientHash]?.at(-1) ?? "{}") as { tag?: string };
    received.push({ at: Date.now(), tag: message.tag ?? "" });
    return answer;
  };
  const service = new WebPushTestingServer(model, port);
  service.startServer();
  await new Promise((resolve) => service._server.once("listening", resolve));
  const subscribe = async (publicKey: string) => {
    const response = await fetch(`http://localhost:${port}/subscribe`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ applicationServerKey: publicKey, userVisibleOnly: "true" }),
    });
    const { data } = (await response.json()) as {
      data: { endpoint: string; keys: { p256dh: string; auth: string } };
    };
    return data;
  };
  const close = () => new Promise<void>((resolve) => service._server.close(() => resolve()));
  return { received, subscribe, close };
}

type PushService = Awaited<ReturnType<typeof startPushService>>;

/** Migrates and seeds the database, and subscribes the site's sales and admins' devices. */
async function prepare(
  options: { url?: string; dataDir?: string },
  push: PushService,
  publicKey: string,
) {
  const handle = await openDatabase({ ...options, lockAs: { command: "bench:push" } });
  try {
    await seedDemoData(handle.db);
    // No notice on a commit that queues rows: the worker's polling alone finds them.
    if (!isWokenByNotice)
      await handle.db.execute(sql`ALTER TABLE outbox DISABLE TRIGGER outbox_queued`);
    const emails = DEMO_STAFF.filter(
      (staff) => staff.site === SITE && (staff.role === "sales" || staff.role === "dealer-admin"),
    ).map((staff) => staff.email);
    const people = await handle.db
      .select({ id: staffUsers.id, email: staffUsers.email })
      .from(staffUsers)
      .where(inArray(staffUsers.email, emails));
    for (const person of people) {
      const { endpoint, keys } = await push.subscribe(publicKey);
      await saveStaffPushSubscription(handle.db, {
        staffUserId: person.id,
        subscription: { endpoint, keys, events: ["new-lead"] },
        label: `bench ${person.email}`,
      });
    }
    const [location] = await handle.db
      .select({ id: locations.id })
      .from(locations)
      .innerJoin(websites, eq(websites.id, locations.websiteId))
      .where(and(eq(websites.slug, SITE), eq(locations.slug, LOCATION)));
    if (!location) throw new Error(`no location ${LOCATION} on ${SITE}`);
    return { devices: people.length, locationId: location.id };
  } finally {
    await handle.close();
  }
}

/** The site's General enquiry, as its form sends it. */
function leadBody(n: number, runId: string, locationId: number) {
  return JSON.stringify({
    lead: {
      name: "Bench Pusher",
      email: `push${n}.${runId}@example.com`,
      phone: "0412345678",
      postcode: "3000",
      message: `Push benchmark lead ${n}`,
      category: "General",
      where_did_you_hear_about_us: "Word of mouth",
      terms_conditions: true,
      location_id: String(locationId),
    },
  });
}

/** Sends the leads one every `intervalMs`; answers each stored lead's id and send time. */
async function sendLeads(port: number, runId: string, locationId: number) {
  const sent = new Map<string, number>();
  for (let n = 1; n <= leadCount; n += 1) {
    const at = Date.now();
    const answer = await loopback(port, {
      host: `${SITE}.localhost:${port}`,
      path: "/api/leads",
      method: "POST",
      headers: { "content-type": "application/json", "idempotency-key": `${runId}-${n}` },
      body: leadBody(n, runId, locationId),
      timeoutMs: 30_000,
    });
    if (answer.status !== 201) throw new Error(`lead ${n}: ${answer.status} ${answer.body}`);
    sent.set((JSON.parse(answer.body) as { id: string }).id, at);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at + intervalMs - Date.now())));
  }
  return sent;
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;

/** Each push's latency; waits until every lead has its pushes or SETTLE_MS has passed. */
async function latencies(sent: Map<string, number>, push: PushService, devices: number) {
  const deadline = Date.now() + SETTLE_MS;
  const ours = () => push.received.filter((r) => sent.has(r.tag.replace(/^new-lead:/, "")));
  while (ours().length < sent.size * devices && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const leadsReached = new Set(ours().map((r) => r.tag));
  const times = ours().map((r) => r.at - (sent.get(r.tag.replace(/^new-lead:/, "")) ?? r.at));
  return { times: times.sort((a, b) => a - b), missed: sent.size - leadsReached.size };
}

async function runOne(kind: Kind, push: PushService, port: number): Promise<Row> {
  const vapid = webpush.generateVAPIDKeys();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), "forecourt-bench-push-"));
  const scratch =
    kind === "postgres" && !process.env.DATABASE_URL
      ? await createScratchDatabase(ADMIN_URL, "forecourt_bench_push")
      : null;
  const url = kind === "postgres" ? (scratch?.url ?? process.env.DATABASE_URL) : undefined;
  const { devices, locationId } = await prepare(
    url ? { url } : { dataDir: path.join(dataDir, "pglite") },
    push,
    vapid.publicKey,
  );
  const env = {
    ...(url ? { DATABASE_URL: url } : {}),
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    PLATFORM_DOMAIN: "localhost",
  };
  // The worker at its default polling (OUTBOX_POLL_MS unset), in the web server or its own.
  const stopWorker = isSeparateWorker ? await startSeparateWorker(env) : () => {};
  const server = startNextServer({
    port,
    dataDir,
    env: {
      ...env,
      OUTBOX_WORKER: isSeparateWorker ? "off" : "on",
      LEAD_RATE_LIMIT_BURST: "1000000000",
      LEAD_RATE_LIMIT_PER_MINUTE: "1000000000",
    },
  });
  try {
    await server.waitUntilReady(
      answers(port, { host: `${SITE}.localhost:${port}`, path: "/", timeoutMs: 60_000 }),
      180_000,
    );
    const sent = await sendLeads(port, randomBytes(4).toString("hex"), locationId);
    const { times, missed } = await latencies(sent, push, devices);
    if (missed > 0) process.exitCode = 1;
    console.log(`${kind}: ${sent.size} leads, ${times.length} pushes, ${missed} leads missed.`);
    return {
      db: `${kind === "pglite" ? "PGlite (on disk)" : "PostgreSQL 15"}, worker ${isSeparateWorker ? "in its own process" : "in the web server"}, ${isWokenByNotice ? "woken by the notice" : "polling only"}`,
      leads: sent.size,
      pushes: times.length,
      p50: percentile(times, 50),
      p95: percentile(times, 95),
      max: times.at(-1) ?? NaN,
    };
  } finally {
    await server.close();
    stopWorker();
    await scratch?.drop();
  }
}

const info = runInfo(["DATABASE_URL"]);
await ensureBuild();
const push = await startPushService();
const rows: Row[] = [];
try {
  const port = await freePort(
    values.port === undefined ? undefined : intOption("port", values.port, 1, 65_535),
    3380,
  );
  for (const kind of kinds) rows.push(await runOne(kind, push, port));
} finally {
  await push.close();
}
const table = [
  "| Database | Leads | Pushes | p50 | p95 | max |",
  "| --- | --: | --: | --: | --: | --: |",
  ...rows.map(
    (row) =>
      `| ${row.db} | ${row.leads} | ${row.pushes} | ${row.p50} ms | ${row.p95} ms | ${row.max} ms |`,
  ),
].join("\n");
await reportTable(
  { name: "push", title: "## Push notification latency" },
  runPreamble(
    info,
    `${leadCount} leads to POST /api/leads on the ${SITE} host, one every ${intervalMs} ms; one device per sales user and dealer admin of the site subscribed at a local web-push-testing service; latency from a lead's request sent to the push service's receiving each push; outbox worker ${isSeparateWorker ? "in its own process (npm run worker)" : "in the web server"} at its default polling, ${isWokenByNotice ? "woken by the database's notice of queued rows" : "the notice turned off (polling alone finds each push)"}.`,
  ),
  table,
  values.write,
);
