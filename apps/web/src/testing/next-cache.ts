// Tests run outside Next, with no data cache: "next/cache" resolves here (see vitest.config.ts).
// Queries run straight through; expired tags, and the tags each entry would be stored under,
// are recorded for the test to read.

export const expiredTags: string[] = [];

/** The tags each entry was last asked for under, by its key parts joined with a space. */
export const entryTags = new Map<string, string[]>();

export function unstable_cache<Result>(
  query: () => Promise<Result>,
  keyParts: string[] = [],
  options: { tags?: string[] } = {},
): () => Promise<Result> {
  return () => {
    entryTags.set(keyParts.join(" "), [...(options.tags ?? [])]);
    return query();
  };
}

export function revalidateTag(tag: string): void {
  expiredTags.push(tag);
}
