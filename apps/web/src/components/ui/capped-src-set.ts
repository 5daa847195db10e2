/**
 * A `srcset` of width descriptors ("url 640w, url 750w") without the renditions wider than
 * `maxWidth`; the narrowest one stays when every width is wider. `largest` is the widest kept
 * rendition's URL, the `src` for browsers that ignore `srcset`.
 */
export function cappedSrcSet(
  srcSet: string,
  maxWidth: number,
): { srcSet: string; largest: string | null } {
  const candidates = srcSet
    .split(/,\s+/)
    .map((entry) => {
      const match = /^(\S+)\s+(\d+)w$/.exec(entry.trim());
      return match ? { url: match[1]!, width: Number(match[2]) } : null;
    })
    .filter((candidate) => candidate !== null)
    .sort((a, b) => a.width - b.width);
  if (candidates.length === 0) return { srcSet, largest: null };
  const within = candidates.filter((candidate) => candidate.width <= maxWidth);
  const kept = within.length > 0 ? within : candidates.slice(0, 1);
  return {
    srcSet: kept.map((candidate) => `${candidate.url} ${candidate.width}w`).join(", "),
    largest: kept[kept.length - 1]!.url,
  };
}
