/** How soon a start-up that could not open the database tries again. */
const START_UP_RETRY_MS = 5_000;

/** Log lines, traces, metrics and the heap limit: set up before anything else runs. */
async function startObservability() {
  // Every line on stdout one JSON object: what Next prints (a failed render's error) and what a
  // library prints go through the logger too, masked as every line is (server/observability/log.ts).
  const { routeConsoleToLog } = await import("./server/observability/log");
  routeConsoleToLog();
  // Traces, when the operator set an exporter (OTEL_EXPORTER_OTLP_ENDPOINT): first, so that the
  // database opens with its statements traced and Next's own spans have a provider. Unset,
  // nothing of the SDK is loaded.
  const { startTracing } = await import("./server/observability/tracing");
  const tracing = await startTracing("web");
  // Scraped (METRICS_PORT): statement timings and the pool's connections, also before it opens.
  const { observeDatabase } = await import("./server/observability/metrics");
  const { env: serverEnv } = await import("./server/env");
  if (serverEnv().METRICS_PORT !== undefined) observeDatabase();
  const { limitHeapGrowth } = await import("./server/heap-growth");
  limitHeapGrowth();
  return tracing;
}

/** The guard in front of Next, and the routes it serves itself. */
async function guardRequests() {
  const { guardNodeRequests, serveBeforeNext } = await import("./server/http/node-request-guard");
  const { env } = await import("./server/env");
  guardNodeRequests({ trustedProxy: { hops: env().TRUSTED_PROXY_HOPS } });
  // The collector takes a request per page view and event: its own endpoint, without Next's
  // per-request pipeline in front (the route file serves it anywhere else).
  const { collectEventOutsideNext } = await import("./server/api/browser/collect-event");
  serveBeforeNext("POST", "/api/events", (request) =>
    collectEventOutsideNext(request, { params: Promise.resolve({}) }),
  );
  // Health answered before Next: during the start-up below, Next holds every other request until
  // this hook returns, while liveness says 200 and readiness 503 `starting`.
  const { HEALTH_ROUTES } = await import("./server/ops/health-answers");
  for (const [path, answer] of Object.entries(HEALTH_ROUTES)) serveBeforeNext("GET", path, answer);
}

/** The stop in order: the outbox worker's sends, then the database, then the traces. */
async function stopInOrder(tracing: { stop(): Promise<unknown> } | null | undefined) {
  const { runningOutboxWorker } = await import("./server/worker/embedded");
  const { stopGracefullyOnSignals, untilDeadline } = await import("./server/graceful-stop");
  const { closeDatabase } = await import("./server/db");
  const { lineLog } = await import("./server/observability/log");
  const { env } = await import("./server/env");
  let stoppingWorker: Promise<void> = Promise.resolve();
  stopGracefullyOnSignals(
    {
      begin: (deadline) => {
        stoppingWorker = runningOutboxWorker()?.stop(deadline) ?? stoppingWorker;
      },
      finish: async (deadline) => {
        await untilDeadline(stoppingWorker, deadline);
        await closeDatabase();
        await untilDeadline(tracing?.stop().catch(() => undefined) ?? Promise.resolve(), deadline);
      },
    },
    // Next skips its own handler when NEXT_MANUAL_SIG_HANDLE is set.
    {
      isNextHandlingSignals: !process.env.NEXT_MANUAL_SIG_HANDLE,
      drainMs: env().STOP_DRAIN_MS,
      log: lineLog,
    },
  );
}

/**
 * The start-up: the database opened and migrated, the demo sites seeded on an empty one, before
 * any page is served (not by the first request). The embedded database's folder is taken here,
 * so that a second server on it stops with the first one's name (pid, port).
 */
async function startUpDatabase(): Promise<void> {
  const { prepareDatabase } = await import("./server/start-up");
  const { isDataFolderInUse } = await import("@forecourt/db/data-folder-lock");
  const { lineLog } = await import("./server/observability/log");
  const startUp = async (): Promise<void> => {
    try {
      await prepareDatabase();
    } catch (error) {
      if (isDataFolderInUse(error)) {
        lineLog.error(`This server did not start.\n${error.message}`);
        process.exit(1);
      }
      // PostgreSQL not answering yet: pages answer with the error, readiness stays `starting`,
      // and the start-up is tried again.
      lineLog.error(
        `The database could not be opened at start: trying again in ${START_UP_RETRY_MS / 1000} s.`,
        error,
      );
      setTimeout(() => void startUp(), START_UP_RETRY_MS).unref();
    }
  };
  await startUp();
}

/**
 * Runs once per server process. Every request first passes the node-level guard (its socket
 * address stamped for rate limits; TRACE and broken percent-escapes answered with a 4xx; the
 * event collector served without Next's pipeline; see server/http/node-request-guard.ts), and V8's
 * old generation is held close to its live objects, so a burst's memory comes back
 * (server/heap-growth.ts). In the embedded default the outbox worker lives in the web server
 * (design §9); only in the Node runtime, never in the edge runtime or at build time. The database
 * is migrated and the demo sites seeded here, before Next serves a page (server/start-up.ts);
 * readiness answers 503 `starting` meanwhile. On SIGTERM
 * or SIGINT the process stops in order (server/graceful-stop.ts): Next answers the requests in
 * flight, the worker finishes its sends, the database is closed and the spans still buffered are
 * sent, within STOP_DEADLINE_MS.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const tracing = await startObservability();
  await guardRequests();
  const { shouldRunEmbeddedWorker, startOutboxWorker } =
    await import("./server/worker/start-worker");
  await stopInOrder(tracing);
  await startUpDatabase();
  if (shouldRunEmbeddedWorker()) startOutboxWorker();
  // Prometheus metrics on METRICS_PORT (a listener of its own, on METRICS_HOST), when set.
  const { startOperatorListeners } = await import("./server/ops/operator-listeners");
  await startOperatorListeners("web");
}
