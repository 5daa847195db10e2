import type { Site } from "@forecourt/core/site/site";
import { cacheTags } from "../cache-tags.ts";
import type { CachePurger } from "./cache-purger.ts";
import { frontCacheTagsOfSite } from "./front-cache-tags.ts";

type SiteTagExpiryDeps = {
  /**
   * Notes the write before the expiry, so a read it overtakes is read again, and once more after
   * it, so a page whose render began before the expiry had settled is not stored (tag-writes.ts).
   */
  noteWrite: (tags: readonly string[]) => void;
  /** Records the expiry for Next's request bookkeeping (`revalidateTag`). */
  expireTag: (tag: string) => void;
  /** Expires the tags in the page and data cache itself (shared through Redis when configured). */
  expireNow: (tags: readonly string[]) => Promise<void>;
  /**
   * Records the expiry in the database (record-tag-expiry.ts), so it outlives this process: a
   * page or query cached before it is not served after a restart, a crash or a deploy either.
   */
  recordExpiry: (tags: readonly string[]) => Promise<void>;
  purger: CachePurger | null;
  log: (line: string) => void;
};

export type ExpireSiteTags = (
  site: Pick<Site, "id" | "slug" | "domains">,
  tags: readonly string[],
) => Promise<void>;

const PURGE_ATTEMPTS = 2;
const PURGE_RETRY_MS = 200;

/**
 * The one way a write makes a site's change visible. In order: the write is noted (a query it
 * overtook reads again before storing), the tags expire in Next's cache (every server's, with
 * Redis), the write is noted again (a page rendered from data read before that moment is not
 * stored), the expiry is recorded in the database (it outlives the process), then the front cache
 * drops the site's pages, and only then does the writer answer, so the next request anywhere
 * renders the change and nothing can cache the old page again in between. A tag of another site (or another site's host) is a programming error, refused before
 * anything expires. A purge the front cache refuses is tried once more, then logged: the write
 * has committed and stands, and the page ages out by its s-maxage.
 */
export function createSiteTagExpiry(deps: SiteTagExpiryDeps): ExpireSiteTags {
  return async (site, tags) => {
    const own = cacheTags.site(site.id);
    // The site's ways in (its slug and domains: the host lookup) and the list of sites are its
    // own too when its setup changes (onboarding writes); a removed domain is passed in `domains`.
    const keys = new Set([site.slug, ...site.domains].map(cacheTags.siteKey));
    const foreign = tags.filter(
      (tag) =>
        tag !== own && !tag.startsWith(`${own}:`) && tag !== cacheTags.sites() && !keys.has(tag),
    );
    if (foreign.length > 0) {
      throw new Error(`Tags ${foreign.join(", ")} do not belong to site ${site.id}`);
    }
    if (tags.length === 0) return;
    deps.noteWrite(tags);
    for (const tag of tags) deps.expireTag(tag);
    await deps.expireNow(tags);
    deps.noteWrite(tags);
    await deps.recordExpiry(tags);
    if (deps.purger) await purgeSite(deps.purger, frontCacheTagsOfSite(site), deps.log);
  };
}

async function purgeSite(purger: CachePurger, tags: string[], log: (line: string) => void) {
  for (let attempt = 1; ; attempt += 1) {
    try {
      await purger.purge(tags);
      return;
    } catch (error) {
      if (attempt >= PURGE_ATTEMPTS) {
        log(`Front cache purge failed (${purger.kind}, tags ${tags.join(" ")}): ${String(error)}`);
        return;
      }
      await new Promise((resolve) => setTimeout(resolve, PURGE_RETRY_MS * attempt));
    }
  }
}
