/**
 * Runs once per server process. Every request first passes the node-level guard (its socket
 * address stamped for rate limits; TRACE and broken percent-escapes answered with a 4xx; the
 * event collector served without Next's pipeline; see server/http/node-request-guard.ts), and V8's
 * old generation is held close to its live objects, so a burst's memory comes back
 * (server/heap-growth.ts). In the embedded default the outbox worker lives in the web server
 * (design §9); only in the Node runtime, never in the edge runtime or at build time. On SIGTERM
 * or SIGINT the process stops in order (server/graceful-stop.ts): Next answers the requests in
 * flight, the worker finishes its sends, the database is closed and the spans still buffered are
 * sent, within STOP_DEADLINE_MS.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
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
  const { guardNodeRequests, serveBeforeNext } = await import("./server/http/node-request-guard");
  const { env } = await import("./server/env");
  guardNodeRequests({ trustedProxy: { hops: env().TRUSTED_PROXY_HOPS } });
  // The collector takes a request per page view and event: its own endpoint, without Next's
  // per-request pipeline in front (the route file serves it anywhere else).
  const { collectEventOutsideNext } = await import("./server/events/collect-event");
  serveBeforeNext("POST", "/api/events", (request) =>
    collectEventOutsideNext(request, { params: Promise.resolve({}) }),
  );
  const { shouldRunEmbeddedWorker, startOutboxWorker } =
    await import("./server/worker/start-worker");
  const { runningOutboxWorker } = await import("./server/worker/embedded");
  const { stopGracefullyOnSignals, untilDeadline } = await import("./server/graceful-stop");
  const { closeDatabase, database } = await import("./server/db");
  const { lineLog } = await import("./server/observability/log");
  // The embedded database's folder is taken at start, so that a second server on it stops here
  // with the first one's name (pid, port) rather than answering every request with an error.
  if (!env().DATABASE_URL) {
    const { isDataFolderInUse } = await import("@forecourt/db/data-folder-lock");
    try {
      await database();
    } catch (error) {
      if (isDataFolderInUse(error)) {
        lineLog.error(`This server did not start.\n${error.message}`);
        process.exit(1);
      }
      // Anything else is retried by the first request, which answers with it.
      lineLog.error("The embedded database could not be opened:", error);
    }
  }
  let stoppingWorker: Promise<void> = Promise.resolve();
  stopGracefullyOnSignals(
    {
      begin: () => {
        stoppingWorker = runningOutboxWorker()?.stop() ?? stoppingWorker;
      },
      finish: async (deadline) => {
        await untilDeadline(stoppingWorker, deadline);
        await closeDatabase();
        await untilDeadline(tracing?.stop().catch(() => undefined) ?? Promise.resolve(), deadline);
      },
    },
    // Next skips its own handler when NEXT_MANUAL_SIG_HANDLE is set.
    { isNextHandlingSignals: !process.env.NEXT_MANUAL_SIG_HANDLE, log: lineLog },
  );
  if (shouldRunEmbeddedWorker()) startOutboxWorker();
  // Prometheus metrics on METRICS_PORT (a listener of its own, on METRICS_HOST), when set.
  const { startOperatorListeners } = await import("./server/observability/operator-listeners");
  await startOperatorListeners("web");
}
