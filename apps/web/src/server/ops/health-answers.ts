import "server-only";
import { NO_STORE } from "../http/no-store.ts";
import { checkReadiness } from "../health/readiness.ts";

/** Liveness: 200 while the process answers at all; it reads nothing. */
export async function liveAnswer(): Promise<Response> {
  return Response.json({ status: "ok" }, { headers: NO_STORE });
}

/**
 * Readiness: 200 `{status: "ready", checks}` when every check passes, else 503
 * `{status: "not ready", checks}` with each failed check's reason, or 503 `{status: "starting"}`
 * while the start-up migrates and seeds. Never cached.
 */
export async function readyAnswer(): Promise<Response> {
  const { isReady, isStarting, checks } = await checkReadiness();
  return Response.json(
    { status: isReady ? "ready" : isStarting ? "starting" : "not ready", checks },
    { status: isReady ? 200 : 503, headers: NO_STORE },
  );
}

/** The health paths, the same on the web server (app/api/health) and the worker's listener. */
export const HEALTH_ROUTES = {
  "/api/health/live": liveAnswer,
  "/api/health/ready": readyAnswer,
} as const;
