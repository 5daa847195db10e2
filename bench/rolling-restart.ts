/**
 * A rolling restart of the documented cluster under load: no 5xx, every lead stored and
 * delivered exactly once.
 *
 *   npm run bench:rolling-restart -- [--lanes 4] [--settle 5] [--ports 5360]
 *
 * `--ports` P: the web servers on P and P+1, Varnish on P+2, their metrics on P+3 to P+5 (the
 * worker's last) and the worker's health on P+6.
 *
 * Starts deploy/local-cluster.sh with SUPERVISE=on (two `next start` on a fresh PostgreSQL
 * database and Redis, the worker, Varnish in front; a process that exits is started again, as
 * systemd would) and an SMTP stand-in for the dealers' mail. `--lanes` lanes post leads and
 * `--lanes` lanes read pages through Varnish the whole time, while each web server and then the
 * worker gets a SIGTERM in turn; the next one is stopped once its predecessor is back (its
 * readiness answers 200: a web server's, or the worker's on its health port) and `--settle`
 * seconds have passed. Then the load stops and the outbox is given a
 * minute to empty. Prints the requests, the answers by status, each process's stop time (SIGTERM
 * to exit), and the leads acknowledged, stored and delivered. Exits 1 on any 5xx or failed
 * connection, any acknowledged lead not stored, any lead stored twice, or any lead whose dealer
 * email did not arrive exactly once. PostgreSQL is the server of DATABASE_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), Redis ROLLING_REDIS_URL (default
 * redis://127.0.0.1:6379/3) under a key prefix of its own.
 */
import { randomBytes, randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq, inArray } from "drizzle-orm";
import { createClient } from "redis";
import { OWED_DELIVERY_STATUSES } from "@forecourt/core/domain/lead";
import { openDatabase } from "@forecourt/db/client";
import { DEMO_SITES } from "@forecourt/db/demo/demo-sites";
import { leads, outbox } from "@forecourt/db/schema";
import { dealerMailOf, startSmtpStandIn } from "../apps/web/src/testing/smtp-stand-in.ts";
import { startLocalCluster } from "./lib/local-cluster.ts";
import { loopback } from "./lib/loopback.ts";
import { benchArgs, intOption, runBench } from "./lib/options.ts";
import { createScratchDatabase } from "./lib/scratch-database.ts";

const args = benchArgs(import.meta.url, {
  lanes: { type: "string", default: "4" },
  settle: { type: "string", default: "5" },
  ports: { type: "string", default: "5360" },
});
const LANES = intOption("lanes", args.lanes, 1, 32);
const SETTLE_S = intOption("settle", args.settle, 0, 120);
const BASE_PORT = intOption("ports", args.ports, 1024, 65_000);
const SERVER_URL = process.env.DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres";
const REDIS_URL = process.env.ROLLING_REDIS_URL ?? "redis://127.0.0.1:6379/3";
const AUTH = `Basic ${Buffer.from("platform:demo-password").toString("base64")}`;

const SITE_INDEX = 1;
const site = DEMO_SITES[SITE_INDEX]!;
const siteId = SITE_INDEX + 1;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Tally = { requests: number; byStatus: Map<string, number>; failures: string[] };
const note = (tally: Tally, status: string, what: string) => {
  tally.requests += 1;
  tally.byStatus.set(status, (tally.byStatus.get(status) ?? 0) + 1);
  if (status === "error" || status.startsWith("5")) tally.failures.push(`${what}: ${status}`);
};

const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(", ");

async function main(): Promise<number> {
  console.log(`load average at the start ${loadAverage()} (${os.cpus().length} cores)`);
  const [webA, webB, varnish] = [BASE_PORT, BASE_PORT + 1, BASE_PORT + 2];
  // Metrics of web A, web B and the worker on the next three ports, the worker's health after.
  const workerHealth = BASE_PORT + 6;
  const mails: { messageId: string; leadId: string }[] = [];
  const smtp = await startSmtpStandIn({ onMessage: (raw) => mails.push(dealerMailOf(raw)) });
  const database = await createScratchDatabase(SERVER_URL, "forecourt_rolling");
  const redisPrefix = `rolling-${randomBytes(4).toString("hex")}:`;
  const cluster = await startLocalCluster({
    webPorts: [webA, webB],
    varnishPort: varnish,
    databaseUrl: database.url,
    redisUrl: REDIS_URL,
    env: {
      SUPERVISE: "on",
      CADDY: "off",
      METRICS_BASE_PORT: String(BASE_PORT + 3),
      WORKER_HEALTH_PORT: String(workerHealth),
      PLATFORM_DOMAIN: "localhost",
      REDIS_KEY_PREFIX: redisPrefix,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      OUTBOX_POLL_MS: "200",
      LEAD_RATE_LIMIT_BURST: "100000",
      LEAD_RATE_LIMIT_PER_MINUTE: "100000",
    },
  });
  try {
    const host = `${site.slug}.localhost:${varnish}`;
    const answers = await loopback(webA, {
      host: `localhost:${webA}`,
      path: `/api/v1/websites/${siteId}.json`,
      headers: { authorization: AUTH },
      timeoutMs: 60_000,
    });
    const { locations } = JSON.parse(answers.body) as {
      locations: { id: number; location_type: string[]; visible: boolean }[];
    };
    const sales = locations.find((l) => l.visible && l.location_type.includes("sales"));
    const runId = randomBytes(4).toString("hex");
    const pages = ["/", site.settings.paths?.search ?? "/search", "/contact"];

    const tally: Tally = { requests: 0, byStatus: new Map(), failures: [] };
    const acknowledged = new Set<string>();
    let n = 0;
    let isLoading = true;
    const leadLane = async () => {
      while (isLoading) {
        n += 1;
        const body = JSON.stringify({
          lead: {
            first_name: "Rolling",
            last_name: "Buyer",
            email: `rolling${n}@example.com`,
            phone: "0412345678",
            category: "General",
            message: `Rolling restart lead ${n} of run ${runId}`,
            where_did_you_hear_about_us: "Word of mouth",
            terms_conditions: true,
            ...(sales ? { location_id: String(sales.id) } : {}),
          },
        });
        try {
          const answer = await loopback(varnish, {
            host,
            path: "/api/leads",
            method: "POST",
            // As the sites' forms send it: a retried post answers the same lead.
            headers: { "content-type": "application/json", "idempotency-key": randomUUID() },
            body,
            timeoutMs: 60_000,
          });
          note(tally, String(answer.status), `lead ${n}`);
          if (answer.status === 201)
            acknowledged.add((JSON.parse(answer.body) as { id: string }).id);
        } catch (error) {
          note(tally, "error", `lead ${n} (${String(error)})`);
        }
      }
    };
    const pageLane = async (lane: number) => {
      for (let i = lane; isLoading; i += 1) {
        const page = pages[i % pages.length]!;
        try {
          const answer = await loopback(varnish, { host, path: page, timeoutMs: 60_000 });
          note(tally, String(answer.status), `GET ${page}`);
        } catch (error) {
          note(tally, "error", `GET ${page} (${String(error)})`);
        }
      }
    };
    const load = Promise.all([
      ...Array.from({ length: LANES }, () => leadLane()),
      ...Array.from({ length: LANES }, (_, lane) => pageLane(lane)),
    ]);

    const pidFile = (name: string) => path.join(cluster.runDir, `${name}.pid`);
    const stops: string[] = [];
    await sleep(SETTLE_S * 1_000);
    for (const name of [`web-${webA}`, `web-${webB}`, "worker"]) {
      const pid = Number(readFileSync(pidFile(name), "utf8"));
      const signalledAt = Date.now();
      process.kill(pid, "SIGTERM");
      while (isAlive(pid)) await sleep(50);
      const stoppedMs = Date.now() - signalledAt;
      while (!existsSync(pidFile(name)) || Number(readFileSync(pidFile(name), "utf8")) === pid) {
        await sleep(100);
      }
      await untilReady(name.startsWith("web-") ? Number(name.slice(4)) : workerHealth);
      stops.push(
        `${name}: stopped ${stoppedMs} ms after SIGTERM, back after ${Date.now() - signalledAt} ms`,
      );
      console.log(stops.at(-1));
      await sleep(SETTLE_S * 1_000);
    }
    isLoading = false;
    await load;

    const handle = await openDatabase({ url: database.url, migrate: false, maxConnections: 1 });
    let undelivered = -1;
    for (let waited = 0; waited < 60_000; waited += 500) {
      const rows = await handle.db.select({ status: outbox.status }).from(outbox);
      undelivered = rows.filter((row) =>
        (OWED_DELIVERY_STATUSES as readonly string[]).includes(row.status),
      ).length;
      if (undelivered === 0) break;
      await sleep(500);
    }
    const ids = [...acknowledged];
    const [stored] = await handle.db
      .select({ stored: count() })
      .from(leads)
      .where(inArray(leads.id, ids));
    const [all] = await handle.db
      .select({ all: count() })
      .from(leads)
      .where(eq(leads.websiteId, siteId));
    await handle.close();
    const copies = new Map<string, number>();
    for (const mail of mails) copies.set(mail.leadId, (copies.get(mail.leadId) ?? 0) + 1);
    const notDelivered = ids.filter((id) => (copies.get(id) ?? 0) === 0);
    const duplicated = [...copies.values()].filter((c) => c > 1).length;

    const statuses = [...tally.byStatus].map(([status, c]) => `${status}: ${c}`).join(", ");
    console.log(`requests ${tally.requests} (${statuses})`);
    console.log(`load average at the end ${loadAverage()}`);
    console.log(
      `leads acknowledged ${ids.length}, stored ${stored?.stored ?? 0} (site total ${all?.all ?? 0}), outbox rows still owed ${undelivered}, leads without a dealer email ${notDelivered.length}, leads with more than one ${duplicated}`,
    );
    const misses = [
      ...tally.failures.slice(0, 10),
      ...(stored?.stored === ids.length ? [] : ["an acknowledged lead was not stored"]),
      ...(all?.all === ids.length ? [] : ["the site holds leads nobody was told were taken"]),
      ...(undelivered === 0 ? [] : [`${undelivered} outbox rows still owed`]),
      ...(notDelivered.length === 0 ? [] : [`${notDelivered.length} leads not delivered`]),
      ...(duplicated === 0 ? [] : [`${duplicated} leads delivered more than once`]),
    ];
    for (const miss of misses) console.error(`MISS ${miss}`);
    if (tally.failures.length > 10) console.error(`... and ${tally.failures.length - 10} more`);
    return misses.length === 0 ? 0 : 1;
  } finally {
    await cluster.stop();
    await database.drop();
    await smtp.close();
    const redis = createClient({ url: REDIS_URL });
    await redis.connect();
    for await (const keys of redis.scanIterator({ MATCH: `${redisPrefix}*`, COUNT: 1000 })) {
      if (keys.length > 0) await redis.unlink(keys);
    }
    await redis.quit();
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function untilReady(port: number): Promise<void> {
  for (let waited = 0; waited < 180_000; waited += 250) {
    try {
      const answer = await loopback(port, {
        host: "localhost",
        path: "/api/health/ready",
        timeoutMs: 5_000,
      });
      if (answer.status === 200) return;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  throw new Error(`the process on ${port} was not ready again within 180 s`);
}

runBench(main);
