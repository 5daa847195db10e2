import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CounterConfiguration,
} from "prom-client";
import type { Database } from "@forecourt/db/client";
import { setDatabaseObserver } from "@forecourt/db/tracing";
import { rows } from "@forecourt/db/raw-rows";
import { OWED_DELIVERY_STATUSES } from "@forecourt/core/domain/lead";
import { OUTBOX_PAYLOAD_SCHEMAS } from "@forecourt/core/outbox/outbox-payload";

/** Where an HTTP request went, for the request series: few values, never the path itself. */
export type RouteKind = "page" | "api" | "console" | "static" | "media" | "health";

function counter<L extends string>(registry: Registry, config: CounterConfiguration<L>) {
  return new Counter<L>({ ...config, registers: [registry] });
}

/** The methods the request series name; any other is counted as `other`. */
const HTTP_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/** A request's method as the request series label it: one of a few values. */
export function methodLabelOf(method: string | undefined): string {
  return method && HTTP_METHODS.has(method) ? method : "other";
}

/**
 * prom-client's gauges named `..._total` (`nodejs_active_handles_total` and the like), which
 * Prometheus' naming rules keep for counters (`promtool check metrics` refuses them): the same
 * counts are the sum of `nodejs_active_handles`, `..._requests` and `..._resources` by type.
 */
const MISNAMED_DEFAULTS = [
  "nodejs_active_handles_total",
  "nodejs_active_requests_total",
  "nodejs_active_resources_total",
];

/**
 * The build being run: which code it was made from (the first 12 characters of the source hash
 * the build writes, `.next/SOURCE_HASH`, scripts/build-stamp.mjs) and Next's build id.
 */
function buildOf(dir: string): { version: string; build_id: string } {
  const read = (file: string) => {
    try {
      return readFileSync(path.join(dir, ".next", file), "utf8").trim();
    } catch {
      return "";
    }
  };
  return {
    version: read("SOURCE_HASH").slice(0, 12) || "unknown",
    build_id: read("BUILD_ID") || "no-build",
  };
}

/** Requests answered, how long they took, pages and rate-limit refusals. */
function httpMetrics(registry: Registry) {
  return {
    httpRequests: counter(registry, {
      name: "forecourt_http_requests_total",
      help: "HTTP requests answered, by route kind, route, method and status code.",
      labelNames: ["kind", "route", "method", "status"] as const,
    }),
    httpDuration: new Histogram({
      name: "forecourt_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route kind, route, method and status code.",
      labelNames: ["kind", "route", "method", "status"] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    }),
    pages: counter(registry, {
      name: "forecourt_pages_total",
      help: "Pages answered from the page cache (hit or stale) or rendered for the request.",
      labelNames: ["source"] as const,
    }),
    rateLimited: counter(registry, {
      name: "forecourt_rate_limit_refusals_total",
      help: "Requests refused by a rate limit, by endpoint group.",
      labelNames: ["group"] as const,
    }),
  };
}

/** Leads, deliveries, feed imports, sign-in codes and payment webhooks, as they happen. */
function eventCounters(registry: Registry) {
  return {
    leads: counter(registry, {
      name: "forecourt_leads_received_total",
      help: "New leads stored (replays of an idempotency key not counted).",
      labelNames: ["complete"] as const,
    }),
    deliveries: counter(registry, {
      name: "forecourt_deliveries_total",
      help: "Outbox delivery attempts settled, by channel (outbox kind) and result.",
      labelNames: ["channel", "result"] as const,
    }),
    feedImports: counter(registry, {
      name: "forecourt_feed_imports_total",
      help: "Stock feed imports, by result.",
      labelNames: ["result"] as const,
    }),
    signInCodes: counter(registry, {
      name: "forecourt_sign_in_codes_total",
      help: "Sign-in codes asked for, by who signs in (staff, shopper) and result (sent, refused).",
      labelNames: ["audience", "result"] as const,
    }),
    paymentWebhooks: counter(registry, {
      name: "forecourt_payment_webhooks_total",
      help: "Payment provider webhooks received, by provider and HTTP status answered.",
      labelNames: ["provider", "status"] as const,
    }),
  };
}

/** Statement times, and the PostgreSQL pool read at each scrape. */
function databaseMetrics(registry: Registry) {
  return {
    dbQueryDuration: new Histogram({
      name: "forecourt_db_query_duration_seconds",
      help: "Time a database statement took, by operation (SELECT, INSERT, ...) and result (ok, error).",
      labelNames: ["operation", "result"] as const,
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
      registers: [registry],
    }),
    dbPool: new Gauge({
      name: "forecourt_db_pool_connections",
      help: "PostgreSQL pool connections, by state (idle, busy); read at each scrape.",
      labelNames: ["state"] as const,
      registers: [registry],
      collect() {
        const read = holder.__forecourtPoolReading?.();
        if (!read) return;
        this.set({ state: "idle" }, read.idle);
        this.set({ state: "busy" }, read.total - read.idle);
      },
    }),
    dbPoolWaiting: new Gauge({
      name: "forecourt_db_pool_waiting_clients",
      help: "Queries waiting for a PostgreSQL pool connection; read at each scrape.",
      registers: [registry],
      collect() {
        const read = holder.__forecourtPoolReading?.();
        if (read) this.set(read.waiting);
      },
    }),
  };
}

/** The outbox backlog per channel, set by `readOutboxBacklog` at each scrape. */
function outboxMetrics(registry: Registry) {
  return {
    outboxBacklog: new Gauge({
      name: "forecourt_outbox_backlog",
      help: "Outbox rows still owed a delivery, by channel (outbox kind); read at each scrape.",
      labelNames: ["channel"] as const,
      registers: [registry],
    }),
    outboxOldest: new Gauge({
      name: "forecourt_outbox_oldest_age_seconds",
      help: "Age of the oldest outbox row still owed a delivery, by channel; read at each scrape.",
      labelNames: ["channel"] as const,
      registers: [registry],
    }),
  };
}

function createMetrics(registry: Registry) {
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  for (const name of MISNAMED_DEFAULTS) registry.removeSingleMetric(name);
  const buildInfo = new Gauge({
    name: "forecourt_build_info",
    help: "Always 1: the build this process runs, by app version and Next build id.",
    labelNames: ["version", "build_id"] as const,
    registers: [registry],
  });
  buildInfo.set(buildOf(process.cwd()), 1);
  return {
    registry,
    ...httpMetrics(registry),
    ...eventCounters(registry),
    ...databaseMetrics(registry),
    ...outboxMetrics(registry),
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

// One set per process, however many copies of this module the server's bundles hold.
const holder = globalThis as typeof globalThis & {
  __forecourtMetrics?: Metrics;
  __forecourtPoolReading?: () => { total: number; idle: number; waiting: number };
  __forecourtOutboxChannels?: Set<string>;
};

/** The process's metrics (created at first use, with Node's own: event-loop lag, heap, GC). */
export function metrics(): Metrics {
  holder.__forecourtMetrics ??= createMetrics(new Registry());
  return holder.__forecourtMetrics;
}

/** Statements whose first word is not one of these are counted as `OTHER`. */
const SQL_OPERATIONS = new Set([
  "SELECT",
  "INSERT",
  "UPDATE",
  "DELETE",
  "WITH",
  "BEGIN",
  "COMMIT",
  "ROLLBACK",
]);

/**
 * Times every database statement into `forecourt_db_query_duration_seconds` and reads the
 * PostgreSQL pool at each scrape: called before the database opens (instrumentation.ts, the
 * worker's start), whose drivers are wrapped then.
 */
export function observeDatabase(): void {
  const { dbQueryDuration } = metrics();
  setDatabaseObserver({
    statement: (seconds, operation, isFailed) =>
      dbQueryDuration.observe(
        {
          operation: SQL_OPERATIONS.has(operation) ? operation : "OTHER",
          result: isFailed ? "error" : "ok",
        },
        seconds,
      ),
    pool: (read) => {
      holder.__forecourtPoolReading = read;
    },
  });
}

/**
 * Reads the outbox backlog into its gauges at each scrape, from `database` (the database
 * module's): the owed rows and the oldest one's age, per channel. Every channel the platform has
 * reads 0 with nothing owed, from the first scrape, so an alert on it has a series to look at.
 */
export async function readOutboxBacklog(database: Database): Promise<void> {
  const { outboxBacklog, outboxOldest } = metrics();
  const owed = sql.join(
    OWED_DELIVERY_STATUSES.map((status) => sql`${status}`),
    sql`, `,
  );
  // The index on (status, next_attempt_at) finds the owed rows; delivered ones are not read.
  const found = await rows<{ kind: string; owed: number; oldest: number }>(
    database,
    sql`select kind, count(*)::int as owed,
          extract(epoch from now() - min(created_at))::float8 as oldest
        from outbox where status in (${owed}) group by kind`,
  );
  const seen = holder.__forecourtOutboxChannels ?? new Set(Object.keys(OUTBOX_PAYLOAD_SCHEMAS));
  holder.__forecourtOutboxChannels = seen;
  for (const channel of seen) {
    outboxBacklog.set({ channel }, 0);
    outboxOldest.set({ channel }, 0);
  }
  for (const { kind, owed: count, oldest } of found) {
    // A kind an older or newer build queued is shown too, and kept at 0 once delivered.
    seen.add(kind);
    outboxBacklog.set({ channel: kind }, Number(count));
    outboxOldest.set({ channel: kind }, Math.max(0, Number(oldest)));
  }
}

/** The text a Prometheus scrape gets, with its content type. */
export async function scrape(database?: () => Promise<Database>): Promise<{
  body: string;
  contentType: string;
}> {
  const { registry } = metrics();
  if (database) await readOutboxBacklog(await database()).catch(() => undefined);
  return { body: await registry.metrics(), contentType: registry.contentType };
}
