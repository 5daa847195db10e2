import "server-only";
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
import { rows } from "@forecourt/db/raw-rows";
import { OWED_DELIVERY_STATUSES } from "@forecourt/core/domain/lead";

/** Where an HTTP request went, for the request series: few values, never the path itself. */
export type RouteKind = "page" | "api" | "console" | "static" | "media" | "health";

function counter<L extends string>(registry: Registry, config: CounterConfiguration<L>) {
  return new Counter<L>({ ...config, registers: [registry] });
}

function createMetrics(registry: Registry) {
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  return {
    registry,
    httpRequests: counter(registry, {
      name: "forecourt_http_requests_total",
      help: "HTTP requests answered, by route kind and status code.",
      labelNames: ["kind", "status"] as const,
    }),
    httpDuration: new Histogram({
      name: "forecourt_http_request_duration_seconds",
      help: "Time from a request's arrival to the end of its answer, by route kind.",
      labelNames: ["kind"] as const,
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

export type Metrics = ReturnType<typeof createMetrics>;

// One set per process, however many copies of this module the server's bundles hold.
const holder = globalThis as typeof globalThis & {
  __forecourtMetrics?: Metrics;
  __forecourtOutboxChannels?: Set<string>;
};

/** The process's metrics (created at first use, with Node's own: event-loop lag, heap, GC). */
export function metrics(): Metrics {
  holder.__forecourtMetrics ??= createMetrics(new Registry());
  return holder.__forecourtMetrics;
}

/**
 * Reads the outbox backlog into its gauges at each scrape, from `database` (the database
 * module's): the owed rows and the oldest one's age, per channel. A channel seen before with
 * nothing owed now reads 0 rather than vanishing.
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
  const seen = holder.__forecourtOutboxChannels ?? new Set<string>();
  holder.__forecourtOutboxChannels = seen;
  for (const channel of seen) {
    outboxBacklog.set({ channel }, 0);
    outboxOldest.set({ channel }, 0);
  }
  for (const { kind, owed: count, oldest } of found) {
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
