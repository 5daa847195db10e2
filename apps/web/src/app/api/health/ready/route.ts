import { readyAnswer } from "@/server/ops/health-answers";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/**
 * GET /api/health/ready: readiness for a load balancer. 200 `{status: "ready", checks}` when the
 * database answers, this build's migrations are applied, Redis answers (when REDIS_URL is set)
 * and the process is not stopping; else 503 `{status: "not ready", checks}`, each check with
 * the reason it failed. Never cached.
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: readyAnswer,
});
