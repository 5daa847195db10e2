import type { Site } from "@forecourt/core/site/site";
import { cacheTags } from "../cache-tags.ts";

/** The front caches a purger can drive, and the response header each reads a page's tags from. */
export const FRONT_CACHE_TAG_HEADERS = {
  varnish: "xkey",
  fastly: "Surrogate-Key",
  cloudflare: "Cache-Tag",
} as const;

type FrontCacheKind = keyof typeof FRONT_CACHE_TAG_HEADERS;

export function isFrontCacheKind(value: string | undefined): value is FrontCacheKind {
  return value !== undefined && Object.hasOwn(FRONT_CACHE_TAG_HEADERS, value);
}

/**
 * The tag a page carries in the front cache: its site key (slug or custom domain) as the proxy
 * resolved it from the host. The proxy does no data access, so it knows the key, not the site id
 * or which queries the page ran; a write therefore purges every page of its site, and only those.
 */
export function frontCacheTagOfKey(key: string): string {
  return cacheTags.siteKey(key);
}

/** Every tag a site's pages can carry: one per way of reaching it (its slug, each custom domain). */
export function frontCacheTagsOfSite(site: Pick<Site, "slug" | "domains">): string[] {
  return [site.slug, ...site.domains].map(frontCacheTagOfKey);
}
