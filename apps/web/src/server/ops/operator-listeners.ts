import "server-only";
import { db } from "../db.ts";
import { env } from "../env.ts";
import { HEALTH_ROUTES } from "./health-answers.ts";
import { NO_STORE } from "../http/no-store.ts";
import { scrape } from "../observability/metrics.ts";
import { startOpsListener, type OpsListener } from "../observability/ops-listener.ts";

/** GET /metrics: this process's series in Prometheus' text format, the outbox backlog read now. */
export async function metricsAnswer(): Promise<Response> {
  const { body, contentType } = await scrape(db);
  return new Response(body, { headers: { "content-type": contentType, ...NO_STORE } });
}

/**
 * The listeners an operator turns on by setting their port: Prometheus metrics on METRICS_PORT
 * (bound to METRICS_HOST, loopback by default) for the web server and the worker, and for the
 * worker (`process: "worker"`), its health on WORKER_HEALTH_PORT. Resolves to what was started.
 */
export async function startOperatorListeners(process: "web" | "worker"): Promise<OpsListener[]> {
  const config = env();
  const started: OpsListener[] = [];
  if (config.METRICS_PORT !== undefined) {
    started.push(
      await startOpsListener({
        port: config.METRICS_PORT,
        host: config.METRICS_HOST,
        routes: { "/metrics": metricsAnswer },
      }),
    );
  }
  if (process === "worker" && config.WORKER_HEALTH_PORT !== undefined) {
    started.push(
      await startOpsListener({
        port: config.WORKER_HEALTH_PORT,
        host: config.WORKER_HEALTH_HOST,
        routes: HEALTH_ROUTES,
      }),
    );
  }
  return started;
}
