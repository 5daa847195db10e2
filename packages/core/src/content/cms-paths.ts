import type { PathSettings as SitePaths } from "../domain/path-settings.ts";

/**
 * Spec §2: legal and about pages drop the /pages prefix unless the site uses a pages path.
 * Every other CMS page lives where it is stored (most at /{slug}; a page stored as
 * "pages/{slug}" keeps its prefix).
 */
const PAGES_PREFIX = "pages";

const LEGAL_AND_ABOUT_PAGES = [
  "about-us",
  "privacy-policy",
  "terms-and-conditions",
  "meet-the-team",
] as const;

type PathSettings = Pick<SitePaths, "usePagesPath">;

/** The canonical URL of a stored CMS page (its stored path, without leading slash). */
export function cmsPageHref(storedPath: string, paths: PathSettings): string {
  const slug = storedPath.startsWith(`${PAGES_PREFIX}/`)
    ? storedPath.slice(PAGES_PREFIX.length + 1)
    : storedPath;
  if ((LEGAL_AND_ABOUT_PAGES as readonly string[]).includes(slug)) {
    return paths.usePagesPath ? `/${PAGES_PREFIX}/${slug}` : `/${slug}`;
  }
  return `/${storedPath}`;
}

/** Stored paths a request for /{slug} or /pages/{slug} may mean; the first found wins. */
export function cmsLookupPaths(slug: string, isPrefixed: boolean): string[] {
  const prefixed = `${PAGES_PREFIX}/${slug}`;
  return isPrefixed ? [prefixed, slug] : [slug, prefixed];
}

type CmsResolution = { kind: "render" } | { kind: "redirect"; to: string } | { kind: "not-found" };

/**
 * What to do with a request for a CMS page: render it at its canonical URL, redirect the other
 * form there, or 404 when no page was found.
 */
export function resolveCmsRequest(
  request: { slug: string; isPrefixed: boolean },
  storedPath: string | null,
  paths: PathSettings,
): CmsResolution {
  if (storedPath === null) return { kind: "not-found" };
  const canonical = cmsPageHref(storedPath, paths);
  const requested = request.isPrefixed ? `/${PAGES_PREFIX}/${request.slug}` : `/${request.slug}`;
  return canonical === requested ? { kind: "render" } : { kind: "redirect", to: canonical };
}
