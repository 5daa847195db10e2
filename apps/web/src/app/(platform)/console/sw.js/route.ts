import { CONSOLE_APP_SCOPE } from "@forecourt/core/console/console-app";
import { consoleServiceWorkerSource } from "@/server/console/console-service-worker";
import { publicEndpoint } from "@/server/http/edge";

/**
 * GET /console/sw.js: the console's service worker. `Service-Worker-Allowed` lets it take the
 * scope `/console`, wider than its own folder (`/console/`), so `/console` itself is controlled.
 * Asked again on each visit (`no-cache`), so a new worker reaches staff at their next page.
 */
export const GET = publicEndpoint(
  async () =>
    new Response(consoleServiceWorkerSource(), {
      headers: {
        "content-type": "text/javascript; charset=utf-8",
        "cache-control": "no-cache",
        "service-worker-allowed": CONSOLE_APP_SCOPE,
      },
    }),
);
