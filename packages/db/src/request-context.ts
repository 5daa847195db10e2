import { AsyncLocalStorage } from "node:async_hooks";

/**
 * What the server knows about the request being served, for everything it calls: the request id
 * (a trusted proxy's or one made at arrival) and, once known, the site. The web server sets it
 * around each request (apps/web/src/server/observability/request-log.ts); the log lines and the
 * outbox rows written while serving it carry its id, so one lead can be followed from its form to
 * the dealer's inbox.
 */
export type RequestContext = { requestId: string; site?: string; route?: string };

// One store per process, however many copies of this module the server's bundles hold.
const holder = globalThis as typeof globalThis & {
  __forecourtRequestContext?: AsyncLocalStorage<RequestContext>;
};

function storage(): AsyncLocalStorage<RequestContext> {
  holder.__forecourtRequestContext ??= new AsyncLocalStorage<RequestContext>();
  return holder.__forecourtRequestContext;
}

/** Runs `run` with `context` as the current request's, for all it awaits. */
export function runInRequestContext<T>(context: RequestContext, run: () => T): T {
  return storage().run(context, run);
}

/** The request being served, or undefined outside one (the worker, start-up). */
export function currentRequestContext(): RequestContext | undefined {
  return storage().getStore();
}

/** The id of the request being served, or null outside one. */
export function currentRequestId(): string | null {
  return storage().getStore()?.requestId ?? null;
}

/**
 * Names the site the request being served is for, once the server has resolved it from the
 * request's Host (the proxy's tenant resolution, or a handler's site lookup): the log lines'
 * `site`. Never taken from X-Forwarded-Host, which a client may send. Outside a request, nothing.
 */
export function setRequestSite(site: string): void {
  const context = storage().getStore();
  if (context) context.site = site;
}
