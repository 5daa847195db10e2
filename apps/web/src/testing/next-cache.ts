// Tests run outside Next, with no data cache: "next/cache" resolves here (see vitest.config.ts).
// Queries run straight through; expired tags are recorded for the test to read.

export const expiredTags: string[] = [];

export function unstable_cache<Result>(query: () => Promise<Result>): () => Promise<Result> {
  return query;
}

export function revalidateTag(tag: string): void {
  expiredTags.push(tag);
}
