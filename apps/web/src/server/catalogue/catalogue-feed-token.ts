import "server-only";
import { randomBytes } from "node:crypto";
import { CATALOGUE_FEEDS, type CatalogueFeedName } from "@forecourt/core/catalogue/catalogue-feed";
import type { Site } from "@forecourt/core/site/site";
import { isSameSecret } from "../security/same-secret.ts";
import { siteOrigin } from "../site-url.ts";

/** What the feed URLs of the API's report show where the token goes (it is never shown there). */
export const TOKEN_PLACEHOLDER = "{token}";

/** A new feed token: 32 random bytes as base64url, 43 characters, safe in a path segment. */
export function newCatalogueFeedToken(): string {
  return randomBytes(32).toString("base64url");
}

/**
 * Whether the token of a feed URL is the site's. Compared in constant time over the digests
 * (equal lengths whatever was sent), so the time of a wrong guess tells nothing of the token.
 * A site without a token matches nothing.
 */
export function isSiteCatalogueFeedToken(stored: string | undefined, given: string): boolean {
  if (!stored) return false;
  return isSameSecret(given, stored);
}

/** The path of one feed on the site's host: `/feeds/{token}/{name}`. */
function catalogueFeedPath(token: string, name: CatalogueFeedName): string {
  return `/feeds/${token}/${name}`;
}

/** Each feed's URL on the site's own host, with `token` in its path. */
export function catalogueFeedUrls(
  site: Pick<Site, "slug" | "domains" | "settings">,
  token: string,
): Record<CatalogueFeedName, string> {
  const origin = siteOrigin(site).origin;
  return Object.fromEntries(
    CATALOGUE_FEEDS.map((name) => [name, `${origin}${catalogueFeedPath(token, name)}`]),
  ) as Record<CatalogueFeedName, string>;
}
