import "server-only";

/** The origin the shopper's browser used (the site's own host), for provider return URLs. */
export function requestOrigin(request: Request): string {
  const url = new URL(request.url);
  const host = request.headers.get("x-forwarded-host") ?? request.headers.get("host") ?? url.host;
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim();
  const scheme = proto === "http" || proto === "https" ? proto : url.protocol.replace(":", "");
  return `${scheme}://${host}`;
}
