import type { DatabaseHandle } from "@forecourt/db/client";
import type { RouteHandler, RouteParams } from "../server/http/endpoints.ts";
import type { RateLimiter } from "../server/http/rate-limit.ts";
import type { RouteMethod } from "../server/http/route-methods.ts";

type Holders = {
  __forecourtDb?: { handle?: Promise<DatabaseHandle> };
  __forecourtRateLimiter?: RateLimiter;
};
const holders = globalThis as typeof globalThis & Holders;

/** What a route file under app/api exports. */
export type RouteModule = Partial<Record<RouteMethod, RouteHandler>>;

/** Lets every request through; tests of the limit install a token bucket of their own. */
export const unlimited: RateLimiter = { consume: async () => ({ isAllowed: true }) };

/**
 * Route modules as the server runs them, over a test database: the handlers read the database
 * through the process's singleton (server/db.ts), so the test's goes there, and the process's
 * rate limiter is `limiter`.
 */
export function useRouteTestDatabase(
  handle: DatabaseHandle,
  limiter: RateLimiter = unlimited,
): void {
  holders.__forecourtDb = { handle: Promise.resolve(handle) };
  holders.__forecourtRateLimiter = limiter;
}

/** Calls one method of a route module as Next would, with its path parameters. */
export function callRoute(
  route: RouteModule,
  method: RouteMethod,
  request: Request,
  params: RouteParams = {},
): Promise<Response> {
  const handler = route[method];
  if (!handler) throw new Error(`The route exports no ${method}`);
  return handler(request, { params: Promise.resolve(params) });
}

/** A request to a site's own host, as the shopper's browser sends it. */
export function siteRequest(
  slug: string,
  path: string,
  init: {
    method?: string;
    headers?: Record<string, string>;
    body?: BodyInit | null;
    /** A JSON body: sent as `body` with its content type. */
    json?: unknown;
  } = {},
): Request {
  const isJson = init.json !== undefined;
  return new Request(`http://${slug}.localhost${path}`, {
    method: init.method ?? "POST",
    headers: {
      host: `${slug}.localhost`,
      ...(isJson ? { "content-type": "application/json" } : {}),
      ...init.headers,
    },
    body: isJson ? JSON.stringify(init.json) : (init.body ?? null),
  });
}
