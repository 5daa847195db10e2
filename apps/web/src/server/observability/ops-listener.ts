import "server-only";
import http from "node:http";
import type { AddressInfo } from "node:net";

/** The listeners of this file answer operators only: the request log and series skip them. */
export const OPS_LISTENER = Symbol.for("forecourt.ops-listener");

/** A path of an operators' listener: a standard handler, as the route files under app/api. */
type OpsRoutes = Record<string, () => Promise<Response>>;

export type OpsListener = { port: number; close: () => Promise<void> };

/**
 * A small HTTP listener beside the public one, for what only operators and their tools reach
 * (health probes of the worker, Prometheus scrapes): GET on the paths of `routes`, 404 for any
 * other path, 405 for any other method. `port` 0 takes a free one (tests).
 */
export async function startOpsListener(options: {
  port: number;
  host: string;
  routes: OpsRoutes;
}): Promise<OpsListener> {
  const server = http.createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0] ?? "/";
    const route = options.routes[path];
    const answer = !route
      ? Promise.resolve(Response.json({ error: "Not found" }, { status: 404 }))
      : request.method !== "GET" && request.method !== "HEAD"
        ? Promise.resolve(
            Response.json({ error: "Only GET" }, { status: 405, headers: { allow: "GET, HEAD" } }),
          )
        : route().catch(() => Response.json({ error: "Failed" }, { status: 500 }));
    void answer.then(async (found) => {
      const body = Buffer.from(await found.arrayBuffer());
      response.writeHead(found.status, {
        ...Object.fromEntries(found.headers),
        "content-length": body.length,
      });
      response.end(request.method === "HEAD" ? undefined : body);
    });
  });
  (server as http.Server & { [OPS_LISTENER]?: true })[OPS_LISTENER] = true;
  // Probes and scrapes hold no connection open for long; a stop need not wait for them.
  server.keepAliveTimeout = 1_000;
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port, options.host, () => resolve());
  });
  server.unref();
  return {
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
