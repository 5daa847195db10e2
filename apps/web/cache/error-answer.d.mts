/** Types of error-answer.mjs (which page cache entries are error answers). */
export function isErrorAnswer(data: unknown): boolean;

/** The cache entry kinds that are rendered pages or route answers. */
export const PAGE_KINDS: ReadonlySet<string>;

export function withoutErrorAnswers<
  T extends { set(key: string, entry: { value?: unknown }, ctx?: unknown): Promise<void> },
>(handler: T): T;

/** A rendered page whose render a write in this process overtook (not stored). */
export function isOvertakenPage(value: unknown, tags: readonly string[]): boolean;

/** The tag of entries kept only in a server's bounded memory (one search query's answers). */
export const MEMORY_ONLY_TAG: string;

export function isMemoryOnly(tags: readonly string[] | undefined): boolean;
