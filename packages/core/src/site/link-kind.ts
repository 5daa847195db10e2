// What a link is, by its address: asked in the browser by every link the site draws, so kept
// apart from the navigation building in links.ts (and the range words that brings).

/** Spec §2 link kinds: internal, tel:, mailto:, and maps or other external links (new tab). */
type LinkKind = "internal" | "anchor" | "tel" | "mailto" | "maps" | "external";

const MAPS_HOSTS =
  /(^|\.)(google\.[a-z.]+|maps\.apple\.com|goo\.gl|maps\.app\.goo\.gl|bing\.com|openstreetmap\.org)$/;

export function linkKind(href: string): LinkKind {
  if (href.startsWith("#")) return "anchor";
  if (href.startsWith("/")) return "internal";
  if (href.startsWith("tel:")) return "tel";
  if (href.startsWith("mailto:")) return "mailto";
  try {
    const url = new URL(href);
    const isMaps =
      MAPS_HOSTS.test(url.hostname) &&
      (url.hostname.startsWith("maps.") ||
        url.pathname.startsWith("/maps") ||
        url.searchParams.has("q"));
    return isMaps ? "maps" : "external";
  } catch {
    return "external";
  }
}

/** Maps and other sites open in a new tab; everything else stays in the site. */
export function opensInNewTab(kind: LinkKind): boolean {
  return kind === "maps" || kind === "external";
}
