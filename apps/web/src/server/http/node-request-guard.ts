import http from "node:http";
import { Readable } from "node:stream";
import { resourceSecurityHeaders } from "@forecourt/core/security/security-headers";
import { UNEXPECTED_ERROR_MESSAGE } from "@forecourt/core/validation/messages";
import { describeError } from "./error-response.ts";
import { isTrustedHttps, PEER_ADDRESS_HEADER, type TrustedProxy } from "./trusted-proxy.ts";
import { NO_STORE } from "./no-store.ts";
import { currentRequestId, runInRequestContext } from "@forecourt/db/request-context";
import { isDraining } from "./draining.ts";
import { log } from "../observability/log.ts";
import { OPS_LISTENER } from "../observability/ops-listener.ts";
import { inRequestSpan, observeRequest } from "../observability/request-observer.ts";

const GUARDED = Symbol.for("forecourt.node-request-guard");
const TRUSTED_PROXY = Symbol.for("forecourt.node-request-guard.trusted-proxy");
const BEFORE_NEXT = Symbol.for("forecourt.routes-before-next");

/** Methods no route takes and Next cannot answer (TRACE gave a 500 on every path). */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
export const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
export const METHOD_REFUSED_MESSAGE = (method: string) =>
  `${method} requests are not served; use one of ${ALLOWED_METHODS}.`;
export const BAD_PATH_MESSAGE =
  "This address has a broken percent-escape (such as %FF) and names no page.";

export const DOT_SEGMENT_MESSAGE =
  "This address has a . or .. part between its slashes and names no page; browsers never send one.";

import { BAD_HOST_MESSAGE } from "./http-messages.ts";
import { PAGE_BODY_LIMIT_BYTES, PAGE_BODY_LIMIT_MB } from "./page-body-limit.ts";

export { BAD_HOST_MESSAGE };

// Characters that end a URL's host part or belong to no host: a Host header with one of them
// ("a@b", "a/b") would make a different URL from the one asked for, or none.
const NOT_IN_HOST = /[\s@/\\?#]/;

/**
 * Whether a Host header can be the authority of a URL (`http://{host}/`). None at all is fine
 * (HTTP/1.0); "host:abc", "a@b" or "[" is not, and neither Next nor a Request can be built on
 * it: they failed with a 500 and no reference.
 */
export function isUsableHost(host: string | undefined): boolean {
  if (host === undefined || host === "") return true;
  if (NOT_IN_HOST.test(host)) return false;
  return URL.canParse(`http://${host}/`);
}

export const FOREIGN_ORIGIN_MESSAGE =
  "This form was sent from another site, so it was not accepted. Open the page on this site and send it from there.";

/**
 * Whether a path has a "." or ".." segment, written or percent-escaped ("/cars/.env/..",
 * "/x/%2e%2e"). Browsers resolve these before sending; Next resolved "/cars/.env/.." partly and
 * failed with a 500 on every site and in /console.
 */
export function hasDotSegment(path: string): boolean {
  return path.split("/").some((segment) => /^(\.|%2e){1,2}$/i.test(segment));
}

const isApiPath = (url: string | undefined) => /^\/api(\/|$|\?)/.test(url ?? "");

/**
 * Whether a browser says (Origin) that another site sent this request: its host is not the one
 * the request is for (X-Forwarded-Host where a proxy set it, as Next reads it, else Host). "null"
 * (a sandboxed or privacy-redirected page) is another site too; no Origin at all is not a browser's
 * cross-site form (servers and mail clients' one-click unsubscribe send none).
 */
export function isForeignOrigin(
  origin: string | undefined,
  host: string | undefined,
  forwardedHost?: string,
): boolean {
  if (origin === undefined) return false;
  const target = forwardedHost?.split(",")[0]?.trim() || host;
  if (!target || !URL.canParse(origin)) return true;
  const from = new URL(origin);
  const to = `${from.protocol}//${target}`;
  return !URL.canParse(to) || new URL(to).host !== from.host;
}

export const UPLOAD_TOO_LARGE_MESSAGE = `This upload is too large to send: at most ${PAGE_BODY_LIMIT_MB - 1} MB at a time. Go back, choose a smaller file and send it again.`;

/**
 * Whether a POST to a page (a form's server action, the car photos' route: anything but /api,
 * whose routes set their own limits) declares a body over the pages' limit. Next read such a
 * form's body, cut at the limit, and answered a 500.
 */
export function isOversizedPagePost(url: string | undefined, contentLength?: string): boolean {
  const length = Number(contentLength);
  return !isApiPath(url) && Number.isFinite(length) && length > PAGE_BODY_LIMIT_BYTES;
}

export type GuardAnswer = {
  status: 400 | 403 | 405 | 413;
  message: string;
  headers?: Record<string, string>;
};
const TITLES = {
  400: "Bad request",
  403: "Forbidden",
  405: "Method not allowed",
  413: "Content too large",
} as const;

/**
 * What the server answers itself, before Next, for a request Next would fail on with a bare
 * 500: a refused method, a path whose percent-escapes are not UTF-8, a Host header that is no
 * host, or a POST to a page (a server action: every console form, the sign-in form) that a
 * browser says another site sent (`isForeignOrigin`; Next refuses those itself, but by
 * throwing), or a POST to a page over the pages' body limit (`isOversizedPagePost`).
 * API routes check their own callers and bodies. Null: pass it on.
 */
export function guardAnswer(
  method: string | undefined,
  url: string | undefined,
  host?: string,
  {
    origin,
    forwardedHost,
    contentLength,
  }: { origin?: string; forwardedHost?: string; contentLength?: string } = {},
): GuardAnswer | null {
  const verb = (method ?? "").toUpperCase();
  if (REFUSED_METHODS.has(verb)) {
    return {
      status: 405,
      message: METHOD_REFUSED_MESSAGE(verb),
      headers: { allow: ALLOWED_METHODS },
    };
  }
  const path = (url ?? "/").split("?")[0] ?? "/";
  try {
    decodeURIComponent(path);
  } catch {
    return { status: 400, message: BAD_PATH_MESSAGE };
  }
  if (hasDotSegment(path)) return { status: 400, message: DOT_SEGMENT_MESSAGE };
  if (!isUsableHost(host)) return { status: 400, message: BAD_HOST_MESSAGE };
  if (verb === "POST" && !isApiPath(url) && isForeignOrigin(origin, host, forwardedHost)) {
    return { status: 403, message: FOREIGN_ORIGIN_MESSAGE };
  }
  if (verb === "POST" && isOversizedPagePost(url, contentLength)) {
    return { status: 413, message: UPLOAD_TOO_LARGE_MESSAGE };
  }
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot" }[c]};`);

function answer(request: http.IncomingMessage, response: http.ServerResponse, found: GuardAnswer) {
  const isApi = isApiPath(request.url);
  const body = isApi
    ? JSON.stringify({ error: found.message })
    : `<!doctype html><html lang="en"><meta charset="utf-8"><title>${TITLES[found.status]}</title><h1>${TITLES[found.status]}</h1><p>${escapeHtml(found.message)}</p></html>`;
  response.writeHead(found.status, {
    ...resourceSecurityHeaders(false),
    ...found.headers,
    "content-type": isApi ? "application/json" : "text/html; charset=utf-8",
    ...NO_STORE,
    "content-length": Buffer.byteLength(body),
  });
  response.end(request.method === "HEAD" ? undefined : body);
  // A refused request's body is not read; the connection is not reused for it.
  request.resume();
}

/** A route handler as app/api exports one, served by the guard itself. */
export type RouteBeforeNext = (request: Request) => Promise<Response>;
type Registry = typeof globalThis & { [BEFORE_NEXT]?: Map<string, RouteBeforeNext> };

function routesBeforeNext(): Map<string, RouteBeforeNext> {
  const store = globalThis as Registry;
  store[BEFORE_NEXT] ??= new Map();
  return store[BEFORE_NEXT];
}

/**
 * Serves one method and exact path (no query taken into account) with `handle`, the same
 * handler the route file under app/api exports, before Next's request pipeline: for a small,
 * hot endpoint (the event collector) whose per-request cost is mostly that pipeline. The
 * handler gets a standard Request (its body streamed, so size limits hold while reading) and
 * its Response goes out with the headers next.config.ts gives every API answer.
 */
export function serveBeforeNext(method: string, path: string, handle: RouteBeforeNext): void {
  routesBeforeNext().set(`${method.toUpperCase()} ${path}`, handle);
}

async function serveRoute(
  handle: RouteBeforeNext,
  request: http.IncomingMessage,
  response: http.ServerResponse,
): Promise<void> {
  // The guard's verdict (see guardNodeRequests): https only from a trusted proxy.
  const isHttps = request.headers["x-forwarded-proto"] === "https";
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(request.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, one);
    }
    const hasBody = request.method !== "GET" && request.method !== "HEAD";
    const answer = await handle(
      new Request(`http://${request.headers.host ?? "localhost"}${request.url ?? "/"}`, {
        method: request.method ?? "GET",
        headers,
        ...(hasBody
          ? { body: Readable.toWeb(request) as ReadableStream<Uint8Array>, duplex: "half" }
          : {}),
      } as RequestInit),
    );
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, {
      ...resourceSecurityHeaders(isHttps),
      ...Object.fromEntries(answer.headers),
      "content-length": body.length,
    });
    response.end(request.method === "HEAD" ? undefined : body);
  } catch (error) {
    // The handlers answer their own errors; this is a broken connection or conversion. Like
    // the edge's 500s, it carries a reference to find its line in the log.
    const reference = currentRequestId() ?? crypto.randomUUID();
    log().error(
      `${request.method} ${(request.url ?? "").split("?")[0]} before Next failed (reference ${reference}): ${describeError(error)}`,
    );
    if (!response.headersSent) {
      response.writeHead(500, {
        ...resourceSecurityHeaders(isHttps),
        "content-type": "application/json",
        ...NO_STORE,
      });
    }
    response.end(JSON.stringify({ error: UNEXPECTED_ERROR_MESSAGE, reference }));
  }
}

const one = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * From the stop signal on (graceful-stop.ts), no connection is kept for another request: an
 * answer carries `Connection: close`, and one that was under way at the signal closes its
 * connection once written. Next's stop closes the listener and waits for every connection to
 * end, and a proxy's kept-alive connections (Varnish's) would otherwise hold it open, taking
 * new requests, until their idle timeout; now it ends once the requests in flight are answered.
 */
function closeConnectionsWhileDraining(server: http.Server, response: http.ServerResponse) {
  if (isDraining()) response.shouldKeepAlive = false;
  response.once("finish", () => {
    if (!isDraining()) return;
    // After Node has let go of the answer: the connection is idle by then.
    setImmediate(() => server.closeIdleConnections());
  });
}

/** The socket's address and the trusted proxy's protocol, stamped over what a client sent. */
function stampPeerHeaders(request: http.IncomingMessage, trustedProxy: TrustedProxy): void {
  request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
  const isHttps = isTrustedHttps(one(request.headers["x-forwarded-proto"]), trustedProxy);
  request.headers["x-forwarded-proto"] = isHttps ? "https" : "http";
}

/** A refusal or a route served here answers the request (true); else Next is to (false). */
function answeredBeforeNext(request: http.IncomingMessage, response: http.ServerResponse): boolean {
  const found = guardAnswer(request.method, request.url, request.headers.host, {
    origin: request.headers.origin,
    forwardedHost: one(request.headers["x-forwarded-host"]),
    contentLength: request.headers["content-length"],
  });
  if (found) {
    answer(request, response, found);
    return true;
  }
  const path = (request.url ?? "/").split("?")[0];
  const route = routesBeforeNext().get(`${request.method} ${path}`);
  if (!route) return false;
  void serveRoute(route, request, response);
  return true;
}

/**
 * Installed once per process from `instrumentation.ts`, in front of Next on every HTTP server:
 *
 * - stamps the socket's address in `PEER_ADDRESS_HEADER`, replacing anything a client sent
 *   under that name. Next fills X-Forwarded-For from the socket only when the client sent
 *   none, so otherwise a client talking to the server directly could choose the address its
 *   rate limit is kept under (see `trusted-proxy.ts`);
 * - sets X-Forwarded-Proto to what the trusted proxy said ("https" or "http"), or "http" when
 *   no proxy is trusted (`trustedProxy`, TRUSTED_PROXY_HOPS), so a client's own claim of https
 *   gets no HSTS: next.config.ts sends it on that header, and the routes served here too;
 * - answers what Next would fail on (see `guardAnswer`) with a 4xx, a cross-site form post
 *   included;
 * - serves the routes registered with `serveBeforeNext` itself;
 * - gives each request its id, and counts and logs it at its end (observability/request-observer.ts):
 *   everything it runs, Next's rendering included, runs in its request context.
 */
export function guardNodeRequests(options: { trustedProxy?: TrustedProxy } = {}): void {
  const server = http.Server.prototype as http.Server & {
    [GUARDED]?: true;
    [TRUSTED_PROXY]?: TrustedProxy;
  };
  server[TRUSTED_PROXY] = options.trustedProxy ?? { hops: 0 };
  if (server[GUARDED]) return;
  server[GUARDED] = true;
  const emit = server.emit as (
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) => boolean;
  server.emit = function guardedEmit(
    this: http.Server,
    event: string | symbol,
    ...args: unknown[]
  ) {
    if (event === "request" && !(this as { [OPS_LISTENER]?: true })[OPS_LISTENER]) {
      const request = args[0] as http.IncomingMessage;
      closeConnectionsWhileDraining(this, args[1] as http.ServerResponse);
      const hops = (server[TRUSTED_PROXY] ?? { hops: 0 }).hops;
      const context = observeRequest(request, args[1] as http.ServerResponse, hops);
      return runInRequestContext(context, () =>
        inRequestSpan(context, () => guardedRequest.call(this, event, args)),
      );
    }
    return emit.call(this, event, ...args);
  } as typeof server.emit;

  function guardedRequest(this: http.Server, event: string | symbol, args: unknown[]): boolean {
    const request = args[0] as http.IncomingMessage;
    stampPeerHeaders(request, server[TRUSTED_PROXY] ?? { hops: 0 });
    if (answeredBeforeNext(request, args[1] as http.ServerResponse)) return true;
    return emit.call(this, event, ...args);
  }
}
