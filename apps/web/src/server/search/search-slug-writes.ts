import "server-only";
import {
  isSearchSlug,
  parseSearchSlugInput,
  SEARCH_PAGE_MESSAGES,
} from "@forecourt/core/search/search-slug-input";
import type { Site } from "@forecourt/core/site/site";
import type { FieldErrors } from "@forecourt/core/validation/field-errors";
import type { Database } from "@forecourt/db/client";
import { deleteStoredSearchSlug } from "@forecourt/db/repositories/search/delete-search-slug";
import type { SearchSlug } from "@forecourt/db/repositories/search/list-search-slugs";
import {
  upsertSearchSlug,
  type SearchSlugAudit,
} from "@forecourt/db/repositories/search/upsert-search-slug";
import type { ExpireSiteTags } from "../cache/site-tag-expiry.ts";
import { cacheTags } from "../cache-tags.ts";

export type SearchSlugDeps = { database: Database; expire: ExpireSiteTags };

type SiteRef = Pick<Site, "id" | "slug" | "domains" | "settings">;

type SaveSearchSlugAnswer =
  | { ok: true; isCreated: boolean; searchSlug: SearchSlug }
  /** The body or slug is refused (each field's message) or the search is not the site's. */
  | { ok: false; reason: "invalid"; errors: FieldErrors }
  | { ok: false; reason: "not-found" };

/**
 * Creates or replaces one named search of a site (spec §2), for the platform API's PUT and the
 * studio alike: the slug and body checked by core's `parseSearchSlugInput`, written by the
 * repository (with the studio's audit entry in its transaction), then the site's search-slugs
 * tag expired so its search pages and lists show it on their next request. `renameFrom` moves
 * an existing search to a new slug (the site's default search keeps its own); `isNew` refuses
 * a slug the site already has.
 */
export async function saveSearchSlug(
  deps: SearchSlugDeps,
  options: {
    site: SiteRef;
    slug: string;
    body: unknown;
    renameFrom?: string | undefined;
    isNew?: boolean | undefined;
    audit?: SearchSlugAudit | undefined;
  },
): Promise<SaveSearchSlugAnswer> {
  const { site, slug, renameFrom } = options;
  const parsed = parseSearchSlugInput(slug, options.body);
  if (!parsed.ok) return { ok: false, reason: "invalid", errors: parsed.errors };
  if (renameFrom !== undefined && renameFrom !== slug && isDefaultOf(site, renameFrom)) {
    return {
      ok: false,
      reason: "invalid",
      errors: { slug: SEARCH_PAGE_MESSAGES.isDefaultRenamed },
    };
  }
  const result = await upsertSearchSlug(deps.database, {
    websiteId: site.id,
    slug,
    renameFrom,
    isNew: options.isNew,
    audit: options.audit,
    ...parsed.input,
  });
  if (!result.ok) {
    return result.reason === "invalid" ? result : { ok: false, reason: "not-found" };
  }
  await deps.expire(site, [cacheTags.searchSlugs(site.id)]);
  return result;
}

type RemoveSearchSlugAnswer =
  | { ok: true }
  | { ok: false; reason: "not-found" }
  /** The site's default search, which its settings name. */
  | { ok: false; reason: "default"; errors: FieldErrors };

const isDefaultOf = (site: SiteRef, slug: string) => slug === site.settings.search.defaultSlug;

/** Deletes one named search of a site, never its default one; expires its search-slugs tag. */
export async function removeSearchSlug(
  deps: SearchSlugDeps,
  options: { site: SiteRef; slug: string; audit?: SearchSlugAudit | undefined },
): Promise<RemoveSearchSlugAnswer> {
  const { site, slug } = options;
  if (!isSearchSlug(slug)) return { ok: false, reason: "not-found" };
  if (isDefaultOf(site, slug)) {
    return { ok: false, reason: "default", errors: { slug: SEARCH_PAGE_MESSAGES.isDefault } };
  }
  const isDeleted = await deleteStoredSearchSlug(deps.database, {
    websiteId: site.id,
    slug,
    audit: options.audit,
  });
  if (!isDeleted) return { ok: false, reason: "not-found" };
  await deps.expire(site, [cacheTags.searchSlugs(site.id)]);
  return { ok: true };
}
