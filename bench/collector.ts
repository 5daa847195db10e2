/**
 * The first-party collector under a steady 500 events a second on the embedded database (and
 * PostgreSQL with --db both): achieved rate, p50/p99 latency, and a check that every
 * acknowledged event is in tracking_events afterwards.
 *
 *   node --import tsx bench/collector.ts [--db pglite|postgres|both] [--rate 500]
 *                                        [--duration 10] [--warmup 3] [--connections 50]
 *                                        [--port 3340] [--write]
 *
 * Starts `next start` (the build in apps/web/.next, built first when there is none) on fresh
 * data with the events rate limit raised, then autocannon offers POST /api/events to the
 * lone-star-auto host at --rate requests a second over --connections connections, each a
 * distinct page view of its own session. After the run the server is stopped and the database
 * counted directly. Exits 1 if an acknowledged event is missing or a request failed.
 * --write puts the table in docs/performance-log.md between the bench:collector markers.
 */
import { count, like } from "drizzle-orm";
import { trackingEvents } from "@forecourt/db/schema";
import { parsePostLoadArgs, runPostLoadBenchmark } from "./lib/post-load.ts";

/** A demo site whose settings switch the collector on. */
const SITE = "lone-star-auto";

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

await runPostLoadBenchmark(
  {
    site: SITE,
    path: "/api/events",
    acknowledgedStatus: 202,
    env: {
      EVENT_RATE_LIMIT_BURST: "1000000000",
      EVENT_RATE_LIMIT_PER_MINUTE: "1000000000",
      OUTBOX_WORKER: "off",
    },
    databasePrefix: "forecourt_bench_events",
    firstPort: 3340,
    request: (n, runId) => ({
      body: pageView(n, runId),
      headers: {
        "user-agent": "Mozilla/5.0 (Windows NT 10.0; Win64; x64) Chrome/126.0.0.0 Safari/537.36",
      },
    }),
    async count(handle, { runId, answers }) {
      const [stored] = await handle.db
        .select({ value: count() })
        .from(trackingEvents)
        .where(like(trackingEvents.anonId, `bench-${runId}`));
      // Events carry no id back: every acknowledged one must be among the run's rows.
      const total = stored?.value ?? 0;
      return { stored: Math.min(total, answers.length), storedTotal: total };
    },
  },
  parsePostLoadArgs({ db: "pglite", rate: 500 }),
  {
    marker: "collector",
    heading: "## Event collector",
    unit: "events",
    method: `each request a distinct page view (its own session) to POST /api/events on the ${SITE} host; events rate limit raised, outbox worker off.`,
  },
);
