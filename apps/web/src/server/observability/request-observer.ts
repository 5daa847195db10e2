import "server-only";
import { randomUUID } from "node:crypto";
import type http from "node:http";
import { CONSOLE_PATH } from "@forecourt/core/console/console-paths";
import {
  context as otelContext,
  SpanKind,
  SpanStatusCode,
  trace,
  type Span,
} from "@opentelemetry/api";
import type { RequestContext } from "@forecourt/db/request-context";
import { forecourtTracer, isTracing } from "@forecourt/db/tracing";
import { env } from "../env.ts";
import { log } from "./log.ts";
import { methodLabelOf, metrics, type RouteKind } from "./metrics.ts";
import { routeTemplateOf, serverRouteTable } from "./route-template.ts";

/** A request id a proxy may hand on: short, of the characters ids are made of. */
const GOOD_REQUEST_ID = /^[\w.:@/+=-]{1,128}$/;

/** What kind of route a path is, for the request series: never the path itself. */
function routeKindOf(path: string): RouteKind {
  if (path.startsWith("/api/health/")) return "health";
  if (path === "/api" || path.startsWith("/api/")) return "api";
  if (path.startsWith("/_next/")) return "static";
  if (path.startsWith("/media/")) return "media";
  if (path === CONSOLE_PATH || path.startsWith(`${CONSOLE_PATH}/`)) return "console";
  return "page";
}

/** Each request's own span (traces on), by its context: the guard runs the request inside it. */
const requestSpans = new WeakMap<RequestContext, Span>();

/**
 * The request's span, a root (an incoming traceparent is never its parent: a client would choose
 * trace ids), named by its method and route template (`POST /api/leads`).
 */
function startRequestSpan(method: string, template: string, path: string): Span {
  return forecourtTracer().startSpan(`${method} ${template}`, {
    kind: SpanKind.SERVER,
    root: true,
    attributes: { "http.request.method": method, "http.route": template, "url.path": path },
  });
}

/**
 * Runs `run` (the request's handling: Next's pipeline or a route served before it) inside the
 * request's span, so that Next's middleware span and its render span are both its children: one
 * trace per request. Traces off: `run()`.
 */
export function inRequestSpan<T>(context: RequestContext, run: () => T): T {
  const span = requestSpans.get(context);
  return span ? otelContext.with(trace.setSpan(otelContext.active(), span), run) : run();
}

/** Where a page came from: Next's page cache (a hit or a stale answer) or a render for it. */
function pageSource(response: http.ServerResponse): "cache" | "rendered" {
  const cache = String(response.getHeader("x-nextjs-cache") ?? "").toUpperCase();
  return cache === "HIT" || cache === "STALE" ? "cache" : "rendered";
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * Begins a request's observation, at its arrival (node-request-guard.ts): its id (the trusted
 * proxy's, in REQUEST_ID_HEADER, when TRUSTED_PROXY_HOPS is above 0; else one made here), set on
 * the request for what reads it and on the answer for the client; and at the answer's end, its
 * series (kind, status, duration; pages by cache or render) and one log line. Answers the
 * context the request is served in.
 */
export function observeRequest(
  request: http.IncomingMessage,
  response: http.ServerResponse,
  trustedHops: number,
): RequestContext {
  const started = performance.now();
  const header = env().REQUEST_ID_HEADER;
  const given = one(request.headers[header]);
  const requestId = trustedHops > 0 && given && GOOD_REQUEST_ID.test(given) ? given : randomUUID();
  request.headers[header] = requestId;
  response.setHeader(header, requestId);
  const route = (request.url ?? "/").split("?")[0] ?? "/";
  // The site is named once resolved from the Host (setRequestSite), never from a header here.
  const context: RequestContext = { requestId, route };
  const kind = routeKindOf(route);
  const template = routeTemplateOf(route, serverRouteTable());
  const method = methodLabelOf(request.method);
  const span = isTracing() ? startRequestSpan(method, template, route) : undefined;
  if (span) requestSpans.set(context, span);
  let isDone = false;
  const done = (isAborted: boolean) => {
    if (isDone) return;
    isDone = true;
    const seconds = (performance.now() - started) / 1_000;
    const status = isAborted ? 499 : response.statusCode;
    const series = metrics();
    const labels = { kind, route: template, method, status: String(status) };
    if (span) {
      span.setAttribute("http.response.status_code", status);
      if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      span.end();
    }
    series.httpRequests.inc(labels);
    series.httpDuration.observe(labels, seconds);
    if (kind === "page" && request.method === "GET" && status === 200) {
      series.pages.inc({ source: pageSource(response) });
    }
    const line = {
      requestId,
      site: context.site,
      method: request.method,
      route,
      kind,
      status,
      durationMs: Math.round(seconds * 10_000) / 10,
    };
    const logger = log();
    if (status >= 500) logger.error(line, "request");
    else if (kind === "health" || kind === "static") logger.debug(line, "request");
    else logger.info(line, "request");
  };
  response.once("finish", () => done(false));
  response.once("close", () => done(!response.writableFinished));
  return context;
}
