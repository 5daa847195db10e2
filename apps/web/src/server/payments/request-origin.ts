import "server-only";
import { env } from "../env.ts";
import { isHttpsRequest, type TrustedProxy } from "../http/trusted-proxy.ts";

/**
 * The origin the shopper's browser used (the site's own host), for provider return URLs: the
 * Host the proxy resolved this site from, https only when a trusted proxy says so. Never
 * X-Forwarded-Host, which a client can set to any value.
 */
export function requestOrigin(
  request: Request,
  trustedProxy: TrustedProxy = { hops: env().TRUSTED_PROXY_HOPS },
): string {
  const host = request.headers.get("host") ?? new URL(request.url).host;
  return `${isHttpsRequest(request, trustedProxy) ? "https" : "http"}://${host}`;
}
