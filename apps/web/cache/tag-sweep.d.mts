/** Types of tag-sweep.mjs (expired tags' entries deleted after the expiry answered, found by set). */
export const SHARED_TAGS_KEY: string;
export const SHARED_TAGS_TTL_KEY: string;
export const TAG_KEYS_PREFIX: string;

export type TagSweep = {
  /** Queues the deletion of the tag's entries; a sweep starts unless one is running. */
  add(tag: string): void;
  /** Resolves when nothing is queued or being swept. */
  settled(): Promise<void>;
  /** Clears the rows of ended entries and their keys in the tags' sets now. */
  clearLapsed(): Promise<void>;
  /** Sweeps finished so far. */
  readonly sweeps: number;
};

type SweepOptions = {
  /** A connected node-redis client. */
  client: unknown;
  keyPrefix: string;
  timeoutMs: number;
  log?: (line: string) => void;
  now?: () => number;
};

export function createTagSweep(options: SweepOptions): TagSweep;

export function sweptLater<
  T extends {
    set(key: string, entry: { tags?: readonly string[] }, ctx?: unknown): Promise<void>;
    revalidateTag(tag: string): Promise<void>;
  },
>(handler: T, options: SweepOptions): T & { prepare(): Promise<void>; tagSweep: TagSweep };
