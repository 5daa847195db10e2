import { liveHolderOf } from "@forecourt/db/data-folder-lock";
import { databaseOptionsOf } from "@forecourt/db/client";
import { closeDatabase, database } from "../db.ts";
import { env } from "../env.ts";
import { stopGracefullyOnSignals, untilDeadline } from "../graceful-stop.ts";
import { startOperatorListeners } from "../ops/operator-listeners.ts";
import { startTracing } from "../observability/tracing.ts";
import { observeDatabase } from "../observability/metrics.ts";
import { startOutboxWorker } from "./start-worker.ts";
import { lineLog, routeConsoleToLog } from "../observability/log.ts";

/**
 * `npm run worker`: the outbox worker as its own process, for PostgreSQL shared by several web
 * servers. The embedded database belongs to the one web server that opened it, which runs the
 * worker itself.
 */
async function main() {
  // Libraries' console output as the logger's JSON lines, as in the web server (instrumentation.ts).
  routeConsoleToLog();
  const config = env();
  if (!config.DATABASE_URL) {
    const embedded = databaseOptionsOf(config).dataDir;
    const server = embedded ? liveHolderOf(embedded) : null;
    lineLog.error(
      "The worker process needs DATABASE_URL (PostgreSQL). On the embedded database the web server runs the worker itself" +
        (server
          ? `: the ${server.command} (pid ${server.pid}${server.port ? `, port ${server.port}` : ""}) has ${embedded} and runs it now.`
          : "."),
    );
    process.exit(1);
  }
  // Traces when the operator set an exporter (before the database opens: its statements traced).
  const tracing = await startTracing("worker");
  // Scraped (METRICS_PORT): statement timings and the pool's connections, also before it opens.
  if (config.METRICS_PORT !== undefined) observeDatabase();
  await database();
  // Its health (WORKER_HEALTH_PORT) and metrics (METRICS_PORT), when the operator set the ports;
  // readiness turns 503 from the stop signal on, until the listeners close at the exit.
  const listeners = await startOperatorListeners("worker");
  const worker = startOutboxWorker();
  // SIGTERM or SIGINT: no new claims; the sends under way finish (or their claims lapse at the
  // deadline), then the database is closed.
  let stopping: Promise<void> = Promise.resolve();
  stopGracefullyOnSignals(
    {
      begin: (deadline) => {
        stopping = worker.stop(deadline);
      },
      finish: async (deadline) => {
        await untilDeadline(stopping, deadline);
        await Promise.all(listeners.map((listener) => listener.close()));
        await closeDatabase();
        await untilDeadline(tracing?.stop().catch(() => undefined) ?? Promise.resolve(), deadline);
      },
    },
    { isNextHandlingSignals: false, log: lineLog },
  );
  // The worker's timer is unref'd; this keeps the process alive until a signal arrives.
  setInterval(() => {}, 1 << 30);
}

await main();
