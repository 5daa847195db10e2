import http from "node:http";
import { resourceSecurityHeaders } from "@forecourt/core/security/security-headers";
import { PEER_ADDRESS_HEADER } from "./trusted-proxy.ts";

const GUARDED = Symbol.for("forecourt.node-request-guard");

/** Methods no route takes and Next cannot answer (TRACE gave a 500 on every path). */
const REFUSED_METHODS = new Set(["TRACE", "TRACK", "CONNECT"]);
export const ALLOWED_METHODS = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
export const METHOD_REFUSED_MESSAGE = (method: string) =>
  `${method} requests are not served; use one of ${ALLOWED_METHODS}.`;
export const BAD_PATH_MESSAGE =
  "This address has a broken percent-escape (such as %FF) and names no page.";

export type GuardAnswer = {
  status: 400 | 405;
  message: string;
  headers?: Record<string, string>;
};
const TITLES = { 400: "Bad request", 405: "Method not allowed" } as const;

/**
 * What the server answers itself, before Next, for a request Next would fail on with a bare
 * 500: a refused method, or a path whose percent-escapes are not UTF-8. Null: pass it on.
 */
export function guardAnswer(
  method: string | undefined,
  url: string | undefined,
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
  return null;
}

const escapeHtml = (text: string) =>
  text.replace(/[<>&"]/g, (c) => `&${{ "<": "lt", ">": "gt", "&": "amp", '"': "quot" }[c]};`);

function answer(request: http.IncomingMessage, response: http.ServerResponse, found: GuardAnswer) {
  const isApi = /^\/api(\/|$|\?)/.test(request.url ?? "");
  const body = isApi
    ? JSON.stringify({ error: found.message })
    : `<!doctype html><html lang="en"><meta charset="utf-8"><title>${TITLES[found.status]}</title><h1>${TITLES[found.status]}</h1><p>${escapeHtml(found.message)}</p></html>`;
  response.writeHead(found.status, {
    ...resourceSecurityHeaders(false),
    ...found.headers,
    "content-type": isApi ? "application/json" : "text/html; charset=utf-8",
    "cache-control": "no-store",
    "content-length": Buffer.byteLength(body),
  });
  response.end(request.method === "HEAD" ? undefined : body);
  // A refused request's body is not read; the connection is not reused for it.
  request.resume();
}

/**
 * Installed once per process from `instrumentation.ts`, in front of Next on every HTTP server:
 *
 * - stamps the socket's address in `PEER_ADDRESS_HEADER`, replacing anything a client sent
 *   under that name. Next fills X-Forwarded-For from the socket only when the client sent
 *   none, so otherwise a client talking to the server directly could choose the address its
 *   rate limit is kept under (see `trusted-proxy.ts`);
 * - answers what Next would fail on (see `guardAnswer`) with a 4xx.
 */
export function guardNodeRequests(): void {
  const server = http.Server.prototype as http.Server & { [GUARDED]?: true };
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
    if (event === "request") {
      const request = args[0] as http.IncomingMessage;
      request.headers[PEER_ADDRESS_HEADER] = request.socket.remoteAddress ?? "";
      const found = guardAnswer(request.method, request.url);
      if (found) {
        answer(request, args[1] as http.ServerResponse, found);
        return true;
      }
    }
    return emit.call(this, event, ...args);
  } as typeof server.emit;
}
