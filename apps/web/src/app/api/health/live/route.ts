import { liveAnswer } from "@/server/ops/health-answers";
import { routeMethods } from "@/server/http/route-methods";

export const dynamic = "force-dynamic";

/**
 * GET /api/health/live: liveness. 200 while the process answers at all; it reads nothing, so a
 * slow database never gets a server restarted (readiness, /api/health/ready, takes it out of
 * the pool instead).
 */
export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({
  GET: liveAnswer,
});
