import { wrongMethod, type RouteCase } from "./kit.ts";

/** A health route takes GET alone, with nothing to read: every other method is refused. */
function healthRoute(path: string): RouteCase {
  return () => wrongMethod(["GET"], path, {});
}

/** The load balancer's health route files and their bad requests. */
export function healthCases(): Record<string, RouteCase> {
  return {
    "health/live/route.ts": healthRoute("/api/health/live"),
    "health/ready/route.ts": healthRoute("/api/health/ready"),
  };
}
