/**
 * The scripts a page's HTML names from the build (`/_next/static/...`), without the no-module
 * polyfill a current browser skips. Each once, in document order, without any `?` suffix.
 */
export function scriptSources(html: string): string[] {
  const sources = new Set<string>();
  for (const tag of html.matchAll(/<script\b[^>]*>/g)) {
    if (/\bnoModule\b/i.test(tag[0])) continue;
    const src = /\bsrc="([^"]+)"/.exec(tag[0])?.[1];
    if (src?.startsWith("/_next/static/")) sources.add(decodeURIComponent(src.split("?")[0]!));
  }
  return [...sources];
}
