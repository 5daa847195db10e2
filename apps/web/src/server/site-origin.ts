import "server-only";

/**
 * The origin a shopper reached this site on (its own host, kept by the proxy's rewrite), for
 * absolute URLs in sitemaps and robots.txt.
 */
export function siteOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const forwarded = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const protocol =
    forwarded === "https" || forwarded === "http" ? forwarded : url.protocol.slice(0, -1);
  return `${protocol}://${host}`;
}
