/**
 * The root's not-found boundary. Unmatched URLs get global-not-found.tsx and a host that names no
 * site gets sites/[site]/not-found.tsx; this one stands in for Next's built-in page, whose markup
 * (about 1.2 kB of inline styles) every page's component payload would otherwise carry.
 */
export default function NotFound() {
  return <h1>Page not found</h1>;
}
