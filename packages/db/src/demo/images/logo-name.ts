export function initials(name: string): string {
  const skip = new Set(["the", "and", "&", "of", "pty", "ltd"]);
  const words = name
    .split(/\s+/)
    .map((w) => w.replace(/[^\p{L}\p{N}]/gu, ""))
    .filter((w) => w && !skip.has(w.toLowerCase()));
  const letters = words.slice(0, 2).map((w) => [...w][0]!.toUpperCase());
  return letters.join("") || "?";
}

/** Split a name into a bold first line and an optional smaller second line. */
export function splitName(name: string): [string, string] {
  const words = name.trim().split(/\s+/).filter(Boolean);
  if (name.length <= 16 || words.length < 2) return [name.trim(), ""];
  let best = 1;
  let bestDiff = Infinity;
  for (let i = 1; i < words.length; i++) {
    if (/^(&|and|of|the|\+)$/i.test(words[i - 1]!)) continue;
    const a = words.slice(0, i).join(" ").length;
    const b = words.slice(i).join(" ").length;
    // Prefer a longer first line: the second is set smaller.
    const diff = Math.abs(a - b * 1.3);
    if (diff < bestDiff) {
      bestDiff = diff;
      best = i;
    }
  }
  return [words.slice(0, best).join(" "), words.slice(best).join(" ")];
}
