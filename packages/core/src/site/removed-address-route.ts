import type { ContentKind } from "../content/content-input.ts";
import { cmsLookupPaths } from "../content/cms-paths.ts";
import type { RemovedAddress } from "../content/content-removal.ts";
import { resolveSitePath, type RouteSettings } from "./site-routes.ts";

/** A deleted post's or page's stored address: its slug (a page's stored path) and where it moved. */
export type RemovedAddressRow = { kind: ContentKind; slug: string; toPath: string | null };

/** A site's removed addresses by `kind:slug`. */
export type RemovedAddresses = ReadonlyMap<string, RemovedAddress>;

const keyOf = (kind: ContentKind, slug: string) => `${kind}:${slug}`;

export function removedAddressesOf(rows: readonly RemovedAddressRow[]): RemovedAddresses {
  return new Map(
    rows.map((row) => [
      keyOf(row.kind, row.slug),
      row.toPath === null ? { kind: "gone" } : { kind: "moved", path: row.toPath },
    ]),
  );
}

/**
 * What a request path of the site answers when it names a deleted post or page (410 Gone, or a
 * 301 to the path chosen at delete), else null: the path is read as the storefront routes it
 * (the blog path from settings, a page with or without /pages).
 */
export function removedAddressAt(
  pathname: string,
  routes: RouteSettings,
  removed: RemovedAddresses,
): RemovedAddress | null {
  if (removed.size === 0) return null;
  const route = resolveSitePath(routes, pathname.split("/").slice(1));
  if (route.kind === "blog" && route.slug !== null) {
    return removed.get(keyOf("blog-post", route.slug)) ?? null;
  }
  if (route.kind === "cms") {
    for (const path of cmsLookupPaths(route.slug, route.prefixed)) {
      const answer = removed.get(keyOf("page", path));
      if (answer) return answer;
    }
  }
  return null;
}
