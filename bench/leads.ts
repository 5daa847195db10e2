/**
 * Lead submissions per second and p99 latency at 50 concurrent clients, on PGlite and on
 * PostgreSQL, and a check that every acknowledged lead is in the database afterwards.
 *
 *   node --import tsx bench/leads.ts [--db both|pglite|postgres] [--duration 10] [--warmup 3]
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
 * --write puts the table in docs/performance-log.md between the bench:leads markers.
 */
import { count, inArray, like } from "drizzle-orm";
import { leads } from "@forecourt/db/schema";
import { parsePostLoadArgs, runPostLoadBenchmark } from "./lib/post-load.ts";

const SITE = "coastline-rv";

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

await runPostLoadBenchmark(
  {
    site: SITE,
    path: "/api/leads",
    acknowledgedStatus: 201,
    // The lead rate limit raised out of the way and the outbox worker off: this measures the API.
    env: {
      LEAD_RATE_LIMIT_BURST: "1000000000",
      LEAD_RATE_LIMIT_PER_MINUTE: "1000000000",
      OUTBOX_WORKER: "off",
    },
    databasePrefix: "forecourt_bench_leads",
    firstPort: 3330,
    request: (n, runId) => ({
      body: lead(n, runId),
      headers: { "idempotency-key": `${runId}-${n}` },
    }),
    async count(handle, { runId, answers }) {
      const ids = [...new Set(answers.map((body) => (JSON.parse(body) as { id: string }).id))];
      let stored = 0;
      for (let i = 0; i < ids.length; i += 1_000) {
        const [row] = await handle.db
          .select({ value: count() })
          .from(leads)
          .where(inArray(leads.id, ids.slice(i, i + 1_000)));
        stored += row?.value ?? 0;
      }
      const [total] = await handle.db
        .select({ value: count() })
        .from(leads)
        .where(like(leads.category, `Bench ${runId}`));
      return { stored, storedTotal: total?.value ?? 0 };
    },
  },
  parsePostLoadArgs({ db: "both" }),
  {
    marker: "leads",
    heading: "## Lead submissions",
    unit: "leads",
    method: `each request a distinct valid lead with its own Idempotency-Key to POST /api/leads on the ${SITE} host; rate limit raised, outbox worker off.`,
  },
);
