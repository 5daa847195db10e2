/**
 * Runs once per server process. Every request first passes the node-level guard (its socket
 * address stamped for rate limits; TRACE and broken percent-escapes answered with a 4xx; the
 * event collector served without Next's pipeline; see server/http/node-request-guard.ts), and V8's
 * old generation is held close to its live objects, so a burst's memory comes back
 * (server/heap-growth.ts). In the embedded default the outbox worker lives in the web server
 * (design §9); only in the Node runtime, never in the edge runtime or at build time.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  if (process.env.NEXT_PHASE === "phase-production-build") return;
  const { limitHeapGrowth } = await import("./server/heap-growth");
  limitHeapGrowth();
  const { guardNodeRequests, serveBeforeNext } = await import("./server/http/node-request-guard");
  const { env } = await import("./server/env");
  guardNodeRequests({ trustedProxy: { hops: env().TRUSTED_PROXY_HOPS } });
  // The collector takes a request per page view and event: its own endpoint, without Next's
  // per-request pipeline in front (the route file serves it anywhere else).
  const { collectEventOutsideNext } = await import("./server/events/collect-event");
  serveBeforeNext("POST", "/api/events", (request) =>
    collectEventOutsideNext(request, { params: Promise.resolve({}) }),
  );
  const { shouldRunEmbeddedWorker, startOutboxWorker } =
    await import("./server/worker/start-worker");
  if (shouldRunEmbeddedWorker()) startOutboxWorker();
}
