import { AppError, errorResponse } from "./app-error.ts";
import type { RouteHandler } from "./endpoints.ts";

export const ROUTE_METHODS = ["GET", "POST", "PUT", "PATCH", "DELETE"] as const;
export type RouteMethod = (typeof ROUTE_METHODS)[number];

/**
 * Every method a route file exports: its handlers, and for each other method a JSON 405 with
 * `Allow` (Next's own 405 has no body). HEAD follows GET and OPTIONS is answered by Next.
 *
 *     export const { GET, POST, PUT, PATCH, DELETE } = routeMethods({ POST: createLead });
 */
export function routeMethods(
  handlers: Partial<Record<RouteMethod, RouteHandler>>,
): Record<RouteMethod, RouteHandler> {
  const implemented = ROUTE_METHODS.filter((method) => handlers[method] !== undefined);
  const allow = [...implemented, ...(handlers.GET ? ["HEAD"] : []), "OPTIONS"].join(", ");
  const notAllowed: RouteHandler = async (request) =>
    errorResponse(
      new AppError(
        "METHOD_NOT_ALLOWED",
        `This endpoint does not take ${request.method} requests; it takes ${allow}.`,
        undefined,
        { allow },
      ),
    );
  return Object.fromEntries(
    ROUTE_METHODS.map((method) => [method, handlers[method] ?? notAllowed]),
  ) as Record<RouteMethod, RouteHandler>;
}
