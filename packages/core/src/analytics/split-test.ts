/**
 * Split test (spec §6): a site's settings name one experiment and its variants; each visitor is
 * assigned one variant once, evenly, and keeps it in a cookie. Pure helpers shared by the proxy
 * (which assigns and routes) and the browser (which reports the variant with every event).
 */

export const VARIANT_COOKIE = "forecourt_variant";
/**
 * The home page of a split-test site is rewritten to `/~v/{variant}`, so each variant is its own
 * cached page (the variant is part of the cache key) and no page renders per request. No slug
 * can contain "~", so it never shadows a page; asked for directly, it is an unknown page.
 */
export const VARIANT_ROUTE_SEGMENT = "~v";
/** A year: the visitor keeps the variant across visits. */
export const VARIANT_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export type SplitTest = {
  name: string;
  variants: readonly string[];
  /** Each variant's share of new visitors in percent (adding up to 100); none: even. */
  shares?: Readonly<Record<string, number>> | undefined;
};

/**
 * The split test the storefront runs: the settings' test while it is running, else none (a
 * stopped test keeps its set-up for the console but assigns, routes and reports nothing).
 */
export function runningSplitTest(
  test: (SplitTest & { isRunning: boolean }) | undefined,
): SplitTest | null {
  if (!test || !test.isRunning) return null;
  return { name: test.name, variants: test.variants, shares: test.shares };
}
export type VariantAssignment = { name: string; variant: string };

/** Cookie value: `{experiment}.{variant}`; names are slugs, so the dot is unambiguous. */
export function variantCookieValue(assignment: VariantAssignment): string {
  return `${assignment.name}.${assignment.variant}`;
}

/** The visitor's variant of this experiment, if the cookie holds one of its variants. */
export function readVariant(
  cookie: string | null | undefined,
  test: SplitTest,
): VariantAssignment | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf(".");
  if (dot <= 0) return null;
  const name = cookie.slice(0, dot);
  const variant = cookie.slice(dot + 1);
  if (name !== test.name || !test.variants.includes(variant)) return null;
  return { name, variant };
}

/**
 * A draw by the test's shares (even without them): `random` is uniform in [0, 1) (Math.random
 * or a crypto source); variant i takes the slice of [0, 1) its share gives it, in order.
 */
export function drawVariant(test: SplitTest, random: number): VariantAssignment {
  const { variants, shares } = test;
  const weights = variants.map((variant) => (shares ? (shares[variant] ?? 0) : 1));
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let edge = 0;
  for (const [index, variant] of variants.entries()) {
    edge += weights[index]! / total;
    if (random < edge) return { name: test.name, variant };
  }
  return { name: test.name, variant: variants.at(-1)! };
}

/** The visitor's variant: the cookie's when valid, else a fresh even draw. */
export function assignVariant(
  cookie: string | null | undefined,
  test: SplitTest,
  random: number,
): VariantAssignment & { isNew: boolean } {
  const kept = readVariant(cookie, test);
  return kept ? { ...kept, isNew: false } : { ...drawVariant(test, random), isNew: true };
}

/**
 * The storefront path a visitor's request renders: the home page of the variant, else the path
 * asked for (only the home page differs by variant; every other page is shared by all).
 */
export function variantRoutePath(pathname: string, assignment: VariantAssignment | null): string {
  if (!assignment || (pathname !== "/" && pathname !== "")) return pathname;
  return `/${VARIANT_ROUTE_SEGMENT}/${assignment.variant}`;
}
