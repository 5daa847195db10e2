import "server-only";
import type { Site } from "@forecourt/core/site/site";
import { env } from "./env.ts";

/**
 * The public origin of a site, for canonical URLs, share images and structured data. Pages are
 * cached, so this comes from the site's data, never from the request: its configured URL, else its
 * first custom domain, else `{slug}.{PLATFORM_DOMAIN}`.
 */
export function siteOrigin(site: Pick<Site, "slug" | "domains" | "settings">): URL {
  if (site.settings.url) return new URL(new URL(site.settings.url).origin);
  const domain = site.domains[0];
  if (domain) return new URL(`https://${domain}`);
  return platformSiteOrigin(site, "");
}

/**
 * A site's address under the platform's own domain (`{slug}.{PLATFORM_DOMAIN}`), which every
 * site answers on whatever its custom domains: on `port` where the platform is served on one
 * (the console's own request says which; "" for the default).
 */
export function platformSiteOrigin(site: Pick<Site, "slug">, port: string): URL {
  const platform = env().PLATFORM_DOMAIN;
  const scheme = platform === "localhost" || platform.endsWith(".localhost") ? "http" : "https";
  const origin = new URL(`${scheme}://${site.slug}.${platform}`);
  origin.port = port;
  return origin;
}

export function absoluteUrl(
  site: Pick<Site, "slug" | "domains" | "settings">,
  path: string,
): string {
  return new URL(path, siteOrigin(site)).toString();
}

/** The console's origin for links in mail: the platform host (with the port on localhost). */
export function consoleOrigin(platformDomain: string, port: string | undefined): string {
  const isLocal = platformDomain === "localhost" || platformDomain.endsWith(".localhost");
  return isLocal ? `http://${platformDomain}:${port ?? "3000"}` : `https://${platformDomain}`;
}
