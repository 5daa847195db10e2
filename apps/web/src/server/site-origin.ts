import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { env } from "./env.ts";
import { isHttpsRequest, type TrustedProxy } from "./http/trusted-proxy.ts";

/**
 * The origin for absolute URLs in sitemaps and robots.txt: the site's configured canonical URL,
 * else the host the request reached this site on (the proxy resolved the site from that very
 * Host header, so it is one of the site's own names). Never X-Forwarded-Host: a client can send
 * any value there, and these answers are cached publicly.
 */
export function requestSiteOrigin(
  request: Request,
  site: Pick<Site, "settings">,
  trustedProxy: TrustedProxy = { hops: env().TRUSTED_PROXY_HOPS },
): string {
  if (site.settings.url) return new URL(site.settings.url).origin;
  const host = request.headers.get("host") ?? new URL(request.url).host;
  return `${isHttpsRequest(request, trustedProxy) ? "https" : "http"}://${host}`;
}
